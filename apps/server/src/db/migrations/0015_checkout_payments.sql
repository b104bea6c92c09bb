CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"basket_id" integer NOT NULL,
	"gateway_reference" varchar(64) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"amount_pence" integer NOT NULL,
	"token_id" varchar(64),
	"save_card" boolean DEFAULT false NOT NULL,
	"submission" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_suppliers" ADD COLUMN "credit_limit_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_suppliers" ADD COLUMN "balance_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_gateway_reference_key" ON "card_payments" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "card_payments_basket_idx" ON "card_payments" USING btree ("basket_id");