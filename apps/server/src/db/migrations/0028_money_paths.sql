-- Issue #44: every way to deliver and pay can be placed, and charges what the merchant says.
-- A merchant's next-day delivery charge as data (the page's text is derived from it, domain nextDayDeliveryCharge),
-- and what a full VAT invoice names of the seller (its VAT registration number and registered address).
ALTER TABLE "suppliers" ADD COLUMN "next_day_charge_pence" integer;
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "next_day_free_over_pence" integer;
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "vat_number" varchar(20);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "registered_address" varchar(300);
--> statement-breakpoint
-- What the acceptance promised: each product line's quantity when the option was accepted (upper-case code → qty).
-- A later write that adds a line or raises a quantity voids the acceptance (domain basket/acceptance.ts).
ALTER TABLE "baskets" ADD COLUMN "accepted_quantities" jsonb;
--> statement-breakpoint
-- Which account an order's account part was charged to ('merchant' or 'trade-credit'), and what the card paid.
ALTER TABLE "baskets" ADD COLUMN "charged_account_kind" varchar(20);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "card_amount_pence" integer;
--> statement-breakpoint
-- A trade credit account (spec 3 §6 tradeHelpBTCreditAccount): one per organisation, charged for orders from any merchant.
CREATE TABLE "trade_credit_accounts" (
  "id" serial PRIMARY KEY NOT NULL,
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id"),
  "provider_name" varchar(60) NOT NULL,
  "account_number" varchar(30) NOT NULL,
  "credit_limit_pence" integer NOT NULL,
  "balance_pence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trade_credit_accounts_organisation_key" ON "trade_credit_accounts" ("organisation_id");
--> statement-breakpoint
-- The gateway's customer (the organisation that started the payment): its pages answer no one else.
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "customer_reference" varchar(100);
--> statement-breakpoint
-- The reconciliation job's sweep: payments not yet settled (pending at the gateway, or a refund under way), oldest first.
CREATE INDEX "card_payments_unsettled_idx" ON "card_payments" ("created_at") WHERE "status" IN ('pending', 'refunding');
--> statement-breakpoint
-- At most one payment a basket's buyer can still pay: a retried or concurrent PlaceCardOrder resumes it, never adds one.
CREATE UNIQUE INDEX "card_payments_one_pending_per_basket" ON "card_payments" ("basket_id") WHERE "status" = 'pending';
