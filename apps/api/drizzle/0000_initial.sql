CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"loan_id" text,
	"product" text NOT NULL,
	"product_name" text NOT NULL,
	"lender_name" text,
	"products_id" integer NOT NULL,
	"vendors_id" integer NOT NULL,
	"lead_status" text NOT NULL,
	"system_id" integer NOT NULL,
	"systems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_uj_active" boolean DEFAULT false NOT NULL,
	"is_nbfc_lead" boolean DEFAULT false NOT NULL,
	"is_nbfc" boolean DEFAULT false NOT NULL,
	"is_consent_opted" boolean DEFAULT false NOT NULL,
	"is_optedout" boolean DEFAULT false NOT NULL,
	"is_score_expire" boolean DEFAULT false NOT NULL,
	"user_token" text,
	"loan_amount" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_login_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auto_login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_factor" numeric(5, 3) NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "credit_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"bureau" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_scores_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "finance_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"make_name" text NOT NULL,
	"model_name" text NOT NULL,
	"variant_name" text
);
--> statement-breakpoint
CREATE TABLE "interest_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"position" integer NOT NULL,
	"bankname" text NOT NULL,
	"logo" text NOT NULL,
	"interest" numeric(5, 2) NOT NULL,
	"pf" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"code" text PRIMARY KEY NOT NULL,
	"products_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"min_rate_percent" numeric(5, 2) NOT NULL,
	"max_tenure_months" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"body_type" text NOT NULL,
	"seating_capacity" integer NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"loan_id" text,
	"lender_name" text NOT NULL,
	"loan_amount" integer NOT NULL,
	"roi" numeric(5, 2) NOT NULL,
	"emi" integer NOT NULL,
	"tenure" integer NOT NULL,
	"processing_fee" integer,
	"stamp_duty" integer,
	"service_charges" integer,
	"valuation_charges" integer,
	"voucher_expiry_date" date NOT NULL,
	"offer_type" text NOT NULL,
	"img_color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"reference_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"otp_code_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_stats" (
	"id" integer PRIMARY KEY NOT NULL,
	"total_channel_partner" integer NOT NULL,
	"total_applied_amount" numeric(16, 0) NOT NULL,
	"total_customer" integer NOT NULL,
	"total_launch_cities" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sanction_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sanction_letters_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_session_token_hash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"base_price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_login_tokens" ADD CONSTRAINT "auto_login_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_scores" ADD CONSTRAINT "credit_scores_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_details" ADD CONSTRAINT "finance_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_vouchers" ADD CONSTRAINT "offer_vouchers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_failures" ADD CONSTRAINT "otp_failures_otp_code_id_otp_codes_id_fk" FOREIGN KEY ("otp_code_id") REFERENCES "public"."otp_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_letters" ADD CONSTRAINT "sanction_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_customer_idx" ON "applications" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_rates_product_position_idx" ON "interest_rates" USING btree ("product","position");--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_created_idx" ON "otp_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_created_idx" ON "otp_codes" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "otp_failures_mobile_created_idx" ON "otp_failures" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","id");