CREATE TABLE "part_availability_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"manufacturer_part_number" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"image_url" varchar(300),
	"selected_branch_id" integer,
	"i_basis_man_id" integer,
	"i_basis_appliance" varchar(150),
	"i_basis_appliance_id" integer,
	"i_basis_gcn" varchar(20),
	"i_basis_appliance_gc" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "part_availability_requests" ADD CONSTRAINT "part_availability_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_availability_requests" ADD CONSTRAINT "part_availability_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_availability_requests" ADD CONSTRAINT "part_availability_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_availability_requests_org_product_key" ON "part_availability_requests" USING btree ("organisation_id","product_id");--> statement-breakpoint
CREATE INDEX "part_availability_requests_waiting_idx" ON "part_availability_requests" USING btree ("product_id") WHERE notified_at IS NULL;