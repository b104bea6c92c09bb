CREATE TABLE "sandbox_gateway_payments" (
	"reference" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_reference" varchar(100) NOT NULL,
	"description" varchar(200) NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"offer_to_save" boolean DEFAULT false NOT NULL,
	"token_id" varchar(64),
	"last4_digits" varchar(4),
	"expiry_date" varchar(4),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_tokens" (
	"token_id" varchar(64) PRIMARY KEY NOT NULL,
	"last4_digits" varchar(4) NOT NULL,
	"expiry_date" varchar(4) NOT NULL,
	"brand" varchar(20) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"payment_reference" varchar(64) NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" varchar(300) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_payment_reference_sandbox_gateway_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."sandbox_gateway_payments"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_refunds_payment_key" ON "sandbox_gateway_refunds" USING btree ("payment_reference");--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "refund_message" varchar(400);--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "by_box_location_id" integer;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "by_box_reference" varchar(20);--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_by_box_location_id_by_box_locations_id_fk" FOREIGN KEY ("by_box_location_id") REFERENCES "public"."by_box_locations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A demo database seeded before this migration: its saved card's token was known to the in-memory sandbox; keep it paying.
INSERT INTO "sandbox_gateway_tokens" ("token_id", "last4_digits", "expiry_date", "brand", "created_at") SELECT "token_id", "last4_digits", "expiry_date", 'Visa', now() FROM "saved_cards" WHERE "token_id" = 'tok_demo_acme_visa_4242' ON CONFLICT DO NOTHING;
