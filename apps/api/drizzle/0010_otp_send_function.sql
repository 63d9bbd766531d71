-- One OTP send in one call (OTP-011): the address and mobile locks, every send limit of OTP-002 to
-- OTP-005 and the new code, in the order the service checked them one statement at a time. The
-- caller passes the time (its clock, simulated in tests) and the limits (its configuration); the
-- function answers `sent`, or which limit refused and when it frees up. Inside a PL/pgSQL function
-- each statement sees the rows committed before it, so the checks after the locks see every send
-- a concurrent call committed while this one waited, on any instance sharing the database.
CREATE FUNCTION "rinn_otp_send"(
	p_mobile text,
	p_reference_id text,
	p_client_ip text,
	p_purpose text,
	p_code_hash text,
	p_now timestamptz,
	p_expires_at timestamptz,
	p_sends_per_ip integer,
	p_ip_window interval,
	p_sends_per_mobile integer,
	p_mobile_window interval,
	p_resend_cooldown interval,
	p_wrong_tries integer,
	p_wrong_window interval
) RETURNS TABLE ("outcome" text, "retry_at" timestamptz) LANGUAGE plpgsql AS $$
DECLARE
	v_since timestamptz;
	v_count integer;
	v_oldest timestamptz;
	v_latest timestamptz;
BEGIN
	-- Lock order is always address then mobile, so two sends cannot deadlock.
	PERFORM pg_advisory_xact_lock(hashtext('otp-ip:' || p_client_ip));
	PERFORM pg_advisory_xact_lock(hashtext('otp-mobile:' || p_mobile));

	-- OTP-005 and OTP-010: wrong tries count from 24 hours ago, or from the latest unlock if later.
	SELECT coalesce(max("created_at"), p_now - p_wrong_window) INTO v_since
		FROM "otp_unlocks" WHERE "mobile" = p_mobile AND "created_at" > p_now - p_wrong_window;
	SELECT count(*), min("created_at") INTO v_count, v_oldest FROM (
		SELECT "created_at" FROM "otp_failures" WHERE "mobile" = p_mobile AND "created_at" > v_since
		ORDER BY "created_at" DESC LIMIT p_wrong_tries
	) AS counted;
	IF v_count >= p_wrong_tries THEN
		RETURN QUERY SELECT 'locked'::text, v_oldest + p_wrong_window;
		RETURN;
	END IF;

	-- OTP-003: sends from one address in its window.
	SELECT count(*), min("created_at") INTO v_count, v_oldest FROM (
		SELECT "created_at" FROM "otp_codes" WHERE "client_ip" = p_client_ip AND "created_at" > p_now - p_ip_window
		ORDER BY "created_at" DESC LIMIT p_sends_per_ip
	) AS counted;
	IF v_count >= p_sends_per_ip THEN
		RETURN QUERY SELECT 'ip-limit'::text, v_oldest + p_ip_window;
		RETURN;
	END IF;

	-- OTP-001 and OTP-002: the resend cooldown, then sends to one mobile in its window.
	SELECT count(*), min("created_at"), max("created_at") INTO v_count, v_oldest, v_latest FROM (
		SELECT "created_at" FROM "otp_codes" WHERE "mobile" = p_mobile AND "created_at" > p_now - p_mobile_window
		ORDER BY "created_at" DESC LIMIT p_sends_per_mobile
	) AS counted;
	IF v_latest IS NOT NULL AND p_now - v_latest < p_resend_cooldown THEN
		RETURN QUERY SELECT 'cooldown'::text, v_latest + p_resend_cooldown;
		RETURN;
	END IF;
	IF v_count >= p_sends_per_mobile THEN
		RETURN QUERY SELECT 'mobile-limit'::text, v_oldest + p_mobile_window;
		RETURN;
	END IF;

	-- Only the newest code of a mobile can log in.
	UPDATE "otp_codes" SET "superseded_at" = p_now
		WHERE "mobile" = p_mobile AND "consumed_at" IS NULL AND "superseded_at" IS NULL;
	INSERT INTO "otp_codes" ("mobile", "reference_id", "code_hash", "client_ip", "purpose", "created_at", "expires_at")
		VALUES (p_mobile, p_reference_id, p_code_hash, p_client_ip, p_purpose, p_now, p_expires_at);
	RETURN QUERY SELECT 'sent'::text, NULL::timestamptz;
END;
$$;
