-- An accepted send queues its SMS in the same call, so in the same commit (OTP-011, SMS-003): the
-- code and the sealed message become durable together, and an OTP the API says it sent always has
-- its queue row. The limits and the code are rinn_otp_send's (migration 0010), called as it is; that
-- function stays for instances of the previous release during a rolling deploy.
CREATE FUNCTION "rinn_otp_send_queued"(
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
	p_wrong_window interval,
	p_sms_template text,
	p_sms_sealed_body text
) RETURNS TABLE ("outcome" text, "retry_at" timestamptz) LANGUAGE plpgsql AS $$
DECLARE
	v_outcome text;
	v_retry_at timestamptz;
BEGIN
	SELECT s."outcome", s."retry_at" INTO v_outcome, v_retry_at FROM rinn_otp_send(
		p_mobile, p_reference_id, p_client_ip, p_purpose, p_code_hash, p_now, p_expires_at,
		p_sends_per_ip, p_ip_window, p_sends_per_mobile, p_mobile_window, p_resend_cooldown,
		p_wrong_tries, p_wrong_window
	) AS s;
	IF v_outcome = 'sent' THEN
		INSERT INTO "sms_queue" ("mobile", "template", "sealed_body", "next_attempt_at", "created_at")
			VALUES (p_mobile, p_sms_template, p_sms_sealed_body, p_now, p_now);
	END IF;
	RETURN QUERY SELECT v_outcome, v_retry_at;
END;
$$;
