CREATE TABLE "buying_group_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"signature_image" text NOT NULL,
	"address1" varchar(60) NOT NULL,
	"address2" varchar(60),
	"address3" varchar(60),
	"town" varchar(30) NOT NULL,
	"postcode" varchar(30) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_account_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_number" varchar(30) NOT NULL,
	"holder_name" varchar(120) NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"telephone" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_trades" (
	"organisation_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	CONSTRAINT "organisation_trades_organisation_id_trade_id_pk" PRIMARY KEY("organisation_id","trade_id")
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "buying_group_agreements" ADD CONSTRAINT "buying_group_agreements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_group_agreements" ADD CONSTRAINT "buying_group_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_account_register" ADD CONSTRAINT "merchant_account_register_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_trades" ADD CONSTRAINT "organisation_trades_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buying_group_agreements_org_key" ON "buying_group_agreements" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_account_register_key" ON "merchant_account_register" USING btree ("supplier_id","account_number");--> statement-breakpoint
CREATE INDEX "user_invitations_user_idx" ON "user_invitations" USING btree ("user_id");