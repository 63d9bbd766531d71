-- Several OTP sends in one call (DATA-006, OTP-011): the sends PGlite gathers into one group run in
-- the order given, each through rinn_otp_send_queued (migration 0011) as it is, so each sees what
-- the ones before it wrote, exactly as if they had been called one after another; being one
-- statement, they commit together or not at all. One call instead of a transaction of one statement
-- per send: on PGlite each statement costs a round through its protocol layer, several times what
-- the send itself costs inside the database.
CREATE FUNCTION "rinn_otp_send_queued_group"(
	p_sends jsonb,
	p_sends_per_ip integer,
	p_ip_window interval,
	p_sends_per_mobile integer,
	p_mobile_window interval,
	p_resend_cooldown interval,
	p_wrong_tries integer,
	p_wrong_window interval
) RETURNS TABLE ("ordinal" integer, "outcome" text, "retry_at" timestamptz) LANGUAGE plpgsql AS $$
DECLARE
	v_send jsonb;
	v_ordinal integer;
BEGIN
	FOR v_send, v_ordinal IN
		SELECT s."value", s."ordinality"::integer FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS s ORDER BY s."ordinality"
	LOOP
		SELECT q."outcome", q."retry_at" INTO "outcome", "retry_at" FROM rinn_otp_send_queued(
			v_send->>'mobile', v_send->>'referenceId', v_send->>'clientIp', v_send->>'purpose', v_send->>'codeHash',
			(v_send->>'now')::timestamptz, (v_send->>'expiresAt')::timestamptz,
			p_sends_per_ip, p_ip_window, p_sends_per_mobile, p_mobile_window, p_resend_cooldown,
			p_wrong_tries, p_wrong_window,
			v_send->>'smsTemplate', v_send->>'smsSealedBody'
		) AS q;
		"ordinal" := v_ordinal;
		RETURN NEXT;
	END LOOP;
END;
$$;
