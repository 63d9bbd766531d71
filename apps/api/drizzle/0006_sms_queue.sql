CREATE TABLE "sms_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"template" text NOT NULL,
	"sealed_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"provider_status" text
);
--> statement-breakpoint
CREATE INDEX "sms_queue_due_idx" ON "sms_queue" USING btree ("status","next_attempt_at");