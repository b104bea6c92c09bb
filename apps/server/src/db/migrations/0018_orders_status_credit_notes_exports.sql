CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"basket_id" integer NOT NULL,
	"identifier" varchar(40) NOT NULL,
	"credit_date" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"amount_pence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" varchar(60) NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"zip_base64" text,
	"order_count" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "order_status" varchar(20) DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "order_status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_identifier_key" ON "credit_notes" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "credit_notes_basket_idx" ON "credit_notes" USING btree ("organisation_id","basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_exports_file_id_key" ON "order_exports" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_exports_task_key" ON "order_exports" USING btree ("organisation_id","task_id");