CREATE TABLE "otp_unlocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"unlocked_by" text NOT NULL,
	"reason" text,
	"failures_cleared" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_unlocks_mobile_created_idx" ON "otp_unlocks" USING btree ("mobile","created_at");