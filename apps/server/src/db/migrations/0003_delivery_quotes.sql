CREATE TABLE "delivery_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"same_day_delivery_type_id" integer NOT NULL,
	"courier_code" varchar(20) NOT NULL,
	"delivery_minutes" integer NOT NULL,
	"distance_miles" double precision NOT NULL,
	"price_net_pence" integer NOT NULL,
	"price_with_vat_pence" integer NOT NULL,
	"delivery_address1" varchar(60) NOT NULL,
	"delivery_address2" varchar(60),
	"delivery_post_code" varchar(10) NOT NULL,
	"delivery_town" varchar(30) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_same_day_delivery_type_id_same_day_delivery_types_id_fk" FOREIGN KEY ("same_day_delivery_type_id") REFERENCES "public"."same_day_delivery_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_quotes_user_idx" ON "delivery_quotes" USING btree ("organisation_id","user_id");