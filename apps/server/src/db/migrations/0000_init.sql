CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"is_billing" boolean DEFAULT false NOT NULL,
	"first_name" varchar(20) NOT NULL,
	"surname" varchar(20) NOT NULL,
	"company_name" varchar(30),
	"address1" varchar(60) NOT NULL,
	"address2" varchar(60),
	"city" varchar(30) NOT NULL,
	"county" varchar(30),
	"post_code" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_number" varchar(30) NOT NULL,
	"type_id" integer DEFAULT 1 NOT NULL,
	"branch_id" integer,
	"postcode" varchar(30),
	"telephone_number" varchar(30),
	"is_validated" integer DEFAULT 0 NOT NULL,
	"spares_finder" boolean DEFAULT false NOT NULL,
	"default_payment_method_type_id" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_name" varchar(120) NOT NULL,
	"post_code" varchar(30),
	"address1" varchar(60),
	"address2" varchar(60),
	"address3" varchar(60),
	"county" varchar(30),
	"town_city" varchar(30),
	"email" varchar(200),
	"telephone" varchar(30),
	"reg_company_no" varchar(30),
	"mobile" varchar(30),
	"contact_name" varchar(100),
	"gas_safe_no" varchar(30),
	"buying_group_status_id" integer DEFAULT 0 NOT NULL,
	"user_group_id" integer NOT NULL,
	"by_box_enabled" boolean DEFAULT false NOT NULL,
	"trade_help_bt_credit_account" boolean DEFAULT false NOT NULL,
	"prefer_non_genuine_parts" boolean DEFAULT false NOT NULL,
	"is_test_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"token_id" varchar(64) PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expiry_date" varchar(4) NOT NULL,
	"last4_digits" varchar(4) NOT NULL,
	"billing_address1" varchar(60) NOT NULL,
	"billing_address2" varchar(60),
	"billing_city" varchar(30) NOT NULL,
	"billing_post_code" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"csrf_token" varchar(64) NOT NULL,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"allow_spares" boolean DEFAULT true NOT NULL,
	"search_url" varchar(200) DEFAULT '/Spares' NOT NULL,
	"hide_offer_labels" boolean DEFAULT false NOT NULL,
	"trade_help_bt_credit_account" boolean DEFAULT false NOT NULL,
	"banner_text" text DEFAULT 'noshow' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"email" varchar(200) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"surname" varchar(50) NOT NULL,
	"telephone" varchar(30),
	"role_name" varchar(40) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"disable_product_checkout" boolean DEFAULT false NOT NULL,
	"is_test_user" boolean DEFAULT false NOT NULL,
	"is_contact_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_opening_hours" (
	"branch_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at_minute" smallint,
	"closes_at_minute" smallint,
	CONSTRAINT "branch_opening_hours_branch_id_weekday_pk" PRIMARY KEY("branch_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "branch_same_day_delivery_types" (
	"branch_id" integer NOT NULL,
	"same_day_delivery_type_id" integer NOT NULL,
	CONSTRAINT "branch_same_day_delivery_types_branch_id_same_day_delivery_type_id_pk" PRIMARY KEY("branch_id","same_day_delivery_type_id")
);
--> statement-breakpoint
CREATE TABLE "branch_stock" (
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "branch_stock_product_id_branch_id_pk" PRIMARY KEY("product_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"address1" varchar(60) NOT NULL,
	"address2" varchar(60),
	"address3" varchar(60),
	"address4" varchar(60),
	"town" varchar(60) NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"telephone" varchar(30) NOT NULL,
	"email" varchar(200) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_express_open" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "by_box_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"exchange" varchar(100) NOT NULL,
	"postal_code" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "same_day_delivery_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"image_url" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_prices" (
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "supplier_prices_supplier_id_product_id_pk" PRIMARY KEY("supplier_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"delivery_charge_text" varchar(200),
	"show_branch_distance" boolean DEFAULT true NOT NULL,
	"show_branch_details_link" boolean DEFAULT true NOT NULL,
	"is_credit_account" boolean DEFAULT false NOT NULL,
	"is_trade_club" boolean DEFAULT false NOT NULL,
	"online_delivery" boolean DEFAULT false NOT NULL,
	"show_preferred_collection_branch" boolean DEFAULT false NOT NULL,
	"same_postcode_verification" boolean DEFAULT false NOT NULL,
	"terms_of_sale_link" varchar(300),
	"default_payment_method_type_id" integer DEFAULT 2 NOT NULL,
	"spares_finder" boolean DEFAULT true NOT NULL,
	"automatic_validation" boolean DEFAULT false NOT NULL,
	"account_needs_only_branch_and_number" boolean DEFAULT false NOT NULL,
	"courier_based" boolean DEFAULT false NOT NULL,
	"by_box_delivery" boolean DEFAULT false NOT NULL,
	"ordering_feature_flag" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "appliance_parts" (
	"appliance_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"diagram_id" integer,
	"placement_ref" varchar(10),
	CONSTRAINT "appliance_parts_appliance_id_product_id_pk" PRIMARY KEY("appliance_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "appliances" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"gc_number" varchar(20) NOT NULL,
	"has_manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(120) NOT NULL,
	"url" varchar(300) NOT NULL,
	"level" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_spares" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagrams" (
	"id" serial PRIMARY KEY NOT NULL,
	"appliance_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"image_url" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liked_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"appliance_id" integer NOT NULL,
	"title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" varchar(120) NOT NULL,
	CONSTRAINT "product_attributes_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_equivalents" (
	"product_id" integer NOT NULL,
	"equivalent_product_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"supplier_id" integer,
	CONSTRAINT "product_equivalents_product_id_equivalent_product_id_pk" PRIMARY KEY("product_id","equivalent_product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpn" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"manufacturer_id" integer,
	"classification_id" integer,
	"part_type_id" integer,
	"price_pence" integer NOT NULL,
	"buying_group_cost_pence" integer,
	"image_url" varchar(300) NOT NULL,
	"is_spare" boolean DEFAULT false NOT NULL,
	"is_cash_back" boolean DEFAULT false NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"is_genuine" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "related_products_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "requested_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"manufacturer_part_number" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"image_url" varchar(300),
	"i_basis_appliance" varchar(150),
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_line_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"consider_for_availability" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"product_id" integer,
	"basket_line_type_id" integer NOT NULL,
	"manufacturer_code" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"cost_pence" integer NOT NULL,
	"displayed_cost_pence" integer NOT NULL,
	"image_url" varchar(300),
	"manufacturer" varchar(100),
	"i_basis_man_id" integer,
	"i_basis_appliance" varchar(150),
	"i_basis_appliance_id" integer,
	"i_basis_gcn" varchar(20),
	"i_basis_appliance_gc" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"customer_order_no" varchar(20),
	"fulfillment_postcode" varchar(10),
	"quote_id" integer DEFAULT 0 NOT NULL,
	"selected_branch_id" integer,
	"is_delivery" boolean DEFAULT false NOT NULL,
	"collect_from_branch_on" timestamp with time zone,
	"expiry_date" timestamp with time zone,
	"discount_code" varchar(30),
	"order_id" integer,
	"supplier_order_number" varchar(30),
	"order_date" timestamp with time zone,
	"payment_method_type_id" integer,
	"account_number" varchar(30),
	"contact_name" varchar(100),
	"mobile_number" varchar(30),
	"telephone_number" varchar(30),
	"address1" varchar(60),
	"address2" varchar(60),
	"town" varchar(30),
	"post_code" varchar(30),
	"preferred_collection_branch" varchar(20),
	"public_tracker_url" varchar(300),
	"total_cost_pence" integer,
	"total_cost_with_vat_pence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"friendly_name" varchar(100) NOT NULL,
	"percent_off" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"supplier_id" integer,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "save_for_later" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer,
	"order_reference" varchar(20),
	"title" varchar(200),
	"manufacturer_code" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"image_url" varchar(300),
	"qty" integer NOT NULL,
	"manufacturer" varchar(100),
	"i_basis_man_id" integer,
	"i_basis_appliance" varchar(150),
	"i_basis_appliance_id" integer,
	"i_basis_gcn" varchar(20),
	"i_basis_appliance_gc" varchar(20),
	"date_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration_variables" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(200) NOT NULL,
	"phone_number" varchar(40),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"provider" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"full_description" text NOT NULL,
	"has_read" boolean DEFAULT false NOT NULL,
	"log_date_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_feature_flags" (
	"organisation_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"is_enabled" boolean NOT NULL,
	CONSTRAINT "organisation_feature_flags_organisation_id_name_pk" PRIMARY KEY("organisation_id","name")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_suppliers" ADD CONSTRAINT "organisation_suppliers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_suppliers" ADD CONSTRAINT "organisation_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_suppliers" ADD CONSTRAINT "organisation_suppliers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_opening_hours" ADD CONSTRAINT "branch_opening_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_same_day_delivery_types" ADD CONSTRAINT "branch_same_day_delivery_types_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_same_day_delivery_types" ADD CONSTRAINT "branch_same_day_delivery_types_same_day_delivery_type_id_same_day_delivery_types_id_fk" FOREIGN KEY ("same_day_delivery_type_id") REFERENCES "public"."same_day_delivery_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_stock" ADD CONSTRAINT "branch_stock_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_stock" ADD CONSTRAINT "branch_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_prices" ADD CONSTRAINT "supplier_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_prices" ADD CONSTRAINT "supplier_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_parts" ADD CONSTRAINT "appliance_parts_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_parts" ADD CONSTRAINT "appliance_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_parts" ADD CONSTRAINT "appliance_parts_diagram_id_diagrams_id_fk" FOREIGN KEY ("diagram_id") REFERENCES "public"."diagrams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagrams" ADD CONSTRAINT "diagrams_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_products" ADD CONSTRAINT "liked_products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_products" ADD CONSTRAINT "liked_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_products" ADD CONSTRAINT "liked_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuals" ADD CONSTRAINT "manuals_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_equivalents" ADD CONSTRAINT "product_equivalents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_equivalents" ADD CONSTRAINT "product_equivalents_equivalent_product_id_products_id_fk" FOREIGN KEY ("equivalent_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_products" ADD CONSTRAINT "requested_products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_products" ADD CONSTRAINT "requested_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_line_type_id_basket_line_types_id_fk" FOREIGN KEY ("basket_line_type_id") REFERENCES "public"."basket_line_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_selected_branch_id_branches_id_fk" FOREIGN KEY ("selected_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later" ADD CONSTRAINT "save_for_later_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later" ADD CONSTRAINT "save_for_later_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later" ADD CONSTRAINT "save_for_later_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_feature_flags" ADD CONSTRAINT "organisation_feature_flags_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_suppliers_org_idx" ON "organisation_suppliers" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "branches_supplier_idx" ON "branches" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "appliance_parts_product_idx" ON "appliance_parts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "appliances_manufacturer_idx" ON "appliances" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "appliances_gc_idx" ON "appliances" USING btree ("gc_number");--> statement-breakpoint
CREATE INDEX "classifications_parent_idx" ON "classifications" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "diagrams_appliance_idx" ON "diagrams" USING btree ("appliance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "liked_products_user_product_key" ON "liked_products" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "product_attributes_attr_value_idx" ON "product_attributes" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "products_mpn_key" ON "products" USING btree ("mpn");--> statement-breakpoint
CREATE INDEX "products_classification_idx" ON "products" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "requested_products_org_idx" ON "requested_products" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "basket_lines_basket_idx" ON "basket_lines" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_basket_key_key" ON "baskets" USING btree ("basket_key");--> statement-breakpoint
CREATE INDEX "baskets_org_status_idx" ON "baskets" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "baskets_user_status_idx" ON "baskets" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "save_for_later_org_idx" ON "save_for_later" USING btree ("organisation_id","order_reference");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","has_read");