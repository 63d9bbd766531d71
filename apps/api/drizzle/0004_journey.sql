CREATE TABLE "journey_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"product" text NOT NULL,
	"params" jsonb NOT NULL,
	"saved" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offers" jsonb,
	"credit_score" integer,
	"status" text NOT NULL,
	"application_id" integer,
	"chosen_lender_id" integer,
	"consent_reference_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journey_drafts" ADD CONSTRAINT "journey_drafts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_drafts" ADD CONSTRAINT "journey_drafts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_drafts_customer_idx" ON "journey_drafts" USING btree ("customer_id","status");