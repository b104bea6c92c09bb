-- Issue #44: full UK VAT invoices (HMRC VAT Notice 700 §16.3) carry a unique number from a gapless series per seller.
-- One counter row per series ('invoice:<supplier id>'); the next number is taken by UPDATE … RETURNING inside the
-- transaction that stores it on the order, so a rollback gives the number back and no two orders share one.
CREATE TABLE "document_counters" (
  "series" varchar(40) PRIMARY KEY NOT NULL,
  "last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The merchant's prefix of its document numbers ('HL' → HL-000123); null prints 'M<supplier id>'.
ALTER TABLE "suppliers" ADD COLUMN "document_prefix" varchar(6);
--> statement-breakpoint
-- The order's VAT invoice: its number in the merchant's series and when it was first issued (the invoice date).
ALTER TABLE "baskets" ADD COLUMN "invoice_number" varchar(20);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "invoice_issued_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_invoice_number_key" ON "baskets" ("invoice_number") WHERE "invoice_number" IS NOT NULL;
