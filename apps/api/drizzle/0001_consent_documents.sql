CREATE TABLE "consent_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_request_id" uuid,
	"application_id" integer,
	"lender_name" text NOT NULL,
	"event" text NOT NULL,
	"terms_version" text NOT NULL,
	"decision" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"lender_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"application_id" integer,
	"product_name" text NOT NULL,
	"loan_amount" integer,
	"terms_version" text NOT NULL,
	"ckyc" boolean NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decision_token_hash" text,
	"decision_token_expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"whatsapp_opt_in" boolean,
	"loan_initiated_checked" boolean,
	CONSTRAINT "consent_requests_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "consent_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "consent_requests_decision_token_hash_unique" UNIQUE("decision_token_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"api_key_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lenders_name_unique" UNIQUE("name"),
	CONSTRAINT "lenders_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "payout_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_records_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "sanction_letters" ALTER COLUMN "content_base64" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sanction_letters" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_documents" ADD CONSTRAINT "lead_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_records" ADD CONSTRAINT "payout_records_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_audit_events_request_idx" ON "consent_audit_events" USING btree ("consent_request_id","id");--> statement-breakpoint
CREATE INDEX "consent_audit_events_application_idx" ON "consent_audit_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "consent_requests_application_idx" ON "consent_requests" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_documents_application_type_idx" ON "lead_documents" USING btree ("application_id","doc_type");--> statement-breakpoint
ALTER TABLE "sanction_letters" ADD CONSTRAINT "sanction_letters_offer_id_offer_vouchers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer_vouchers"("id") ON DELETE set null ON UPDATE no action;