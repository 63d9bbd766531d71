ALTER TABLE "sanction_letters" DROP COLUMN "content_base64";--> statement-breakpoint
-- Letters are generated on request from the sanctioned offer; rows older than offer_id point at their application's first offer.
UPDATE "sanction_letters" SET "offer_id" = (
	SELECT "offer_vouchers"."id" FROM "offer_vouchers"
	WHERE "offer_vouchers"."application_id" = "sanction_letters"."application_id"
	ORDER BY "offer_vouchers"."id" LIMIT 1
) WHERE "offer_id" IS NULL;
--> statement-breakpoint
-- The consent audit trail is append-only: any UPDATE or DELETE (or TRUNCATE) raises, whoever asks.
CREATE FUNCTION "consent_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'consent_audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "consent_audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "consent_audit_events"
	FOR EACH ROW EXECUTE FUNCTION "consent_audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "consent_audit_events_no_truncate" BEFORE TRUNCATE ON "consent_audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "consent_audit_events_append_only"();
