CREATE TABLE "cash_back_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(100) NOT NULL,
	"manufacturer_part_number" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"image_url" varchar(300),
	"manufacturer" varchar(100),
	"i_basis_man_id" varchar(20),
	"i_basis_appliance" varchar(150),
	"i_basis_appliance_id" varchar(20),
	"i_basis_gcn" varchar(20),
	"i_basis_appliance_gc" varchar(20),
	"qty" integer,
	"requested_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_back_registrations" ADD CONSTRAINT "cash_back_registrations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_registrations" ADD CONSTRAINT "cash_back_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_back_registrations_org_idx" ON "cash_back_registrations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "sourcing_requests_org_user_idx" ON "sourcing_requests" USING btree ("organisation_id","user_id");