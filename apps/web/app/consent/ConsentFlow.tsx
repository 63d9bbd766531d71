import { formatRupees } from '@rinn/format';
import { connectConsent, consentMachine, type ConsentInput } from '@rinn/machines';
import { useActor } from '../widgets/use-actor.ts';
import { createActor } from 'xstate';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { shownText } from '../i18n/shown-message.ts';
import type { consentActors, ConsentSummary } from './consent-actors.ts';
import { consentStrings } from './consent-strings.ts';

/** The actors the flow runs; the app's come from the API client, tests pass stand-ins. */
export type ConsentActors = ReturnType<typeof consentActors>;

/**
 * The lender consent pages (spec §2, §4 Consent OTP and Consent terms, §8), driven by
 * `consentMachine`: the OTP sent to the link's mobile (a 4th digit verifies by itself), then the
 * terms with the loan-initiated box checked and WhatsApp unticked, Accept or Decline (with a No / Yes
 * confirmation), a loader while the decision is recorded, and the accepted (with the CKYC number)
 * or rejected screen. Links that can no longer be used leave for /expired-link.
 *
 * @param props - the link's token, ckyc and origin, the actors, and what the request is about
 * @returns the page body
 */
export function ConsentFlow({ input, actors, summary }: { readonly input: ConsentInput; readonly actors: ConsentActors; readonly summary: ConsentSummary | null }) {
  const { language, strings } = useLanguage();
  const copy = consentStrings(language);
  const [machine] = useState(() => consentMachine.provide({ actors }));
  const [snapshot, send] = useActor({ create: () => createActor(machine, { input }) });
  // The OTP child's ticks and typed code do not change the flow's snapshot; its connect reads them.
  useActor(snapshot.children.otp);
  const consent = connectConsent(snapshot, send);
  const otpId = useId();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const noRef = useRef<HTMLButtonElement | null>(null);
  const declineRef = useRef<HTMLButtonElement | null>(null);
  const previousScreen = useRef(consent.screen);

  // Each new screen moves focus to its heading (or to No in the confirmation) so a screen reader
  // announces it; leaving the confirmation returns focus to Decline.
  useEffect(() => {
    const from = previousScreen.current;
    previousScreen.current = consent.screen;
    if (from === consent.screen) return;
    if (consent.screen === 'confirmDecline') noRef.current?.focus();
    else if (from === 'confirmDecline' && consent.screen === 'terms') declineRef.current?.focus();
    else if (from !== 'loading') headingRef.current?.focus();
  }, [consent.screen]);

  const heading =
    consent.otpStatus === 'verified'
      ? strings.mobileVerified
      : consent.otpStatus === 'verifying'
        ? copy.verifyingHeading
        : consent.otpStatus === 'invalid'
          ? copy.invalidHeading
          : copy.verifyHeading;

  const title = (text: string) => (
    <h1 ref={headingRef} tabIndex={-1} data-testid="consent-heading">
      {text}
    </h1>
  );

  switch (consent.screen) {
    case 'loading':
      return (
        <section className="page page--narrow consent">
          {title(copy.verifyHeading)}
          <p role="status">{copy.sendingOtp}</p>
        </section>
      );
    case 'otpUnavailable':
      return (
        <section className="page page--narrow consent">
          {title(copy.verifyHeading)}
          <p role="alert" className="field-error">
            {copy.otpUnavailable} {shownText(consent.error, language)}
          </p>
          <button type="button" className="button" onClick={consent.getRetryProps().onClick}>
            {copy.tryAgain}
          </button>
        </section>
      );
    case 'otp': {
      const otp = consent.getOtpInputProps();
      const resend = consent.getResendProps();
      return (
        <section className="page page--narrow consent">
          {title(heading)}
          <p>
            {consent.otpSentEarlier ? copy.otpSentEarlierTo : copy.otpSentTo} <strong>+91 {consent.mobile}</strong>
          </p>
          {consent.otpSentEarlier && <p>{copy.otpSentEarlierHint}</p>}
          <div className="form-field">
            <label htmlFor={otpId}>{strings.otpLabel}</label>
            <input
              id={otpId}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              autoFocus
              value={otp.value}
              readOnly={otp.disabled}
              aria-invalid={consent.otpStatus === 'invalid'}
              aria-describedby={`${otpId}-error`}
              onChange={(event) => otp.onChange(event.target.value)}
            />
            <p id={`${otpId}-error`} className="field-error" role="alert">
              {shownText(consent.error, language)}
            </p>
          </div>
          {consent.resendCountdown === null ? (
            <button type="button" className="button button--secondary" disabled={resend.disabled} onClick={resend.onClick}>
              {strings.resendOtp}
            </button>
          ) : (
            <p className="consent__countdown" data-testid="consent-resend-countdown">
              {strings.resendOtpIn} {consent.resendCountdown}
            </p>
          )}
        </section>
      );
    }
    case 'terms':
    case 'confirmDecline': {
      const loanInitiated = consent.getLoanInitiatedProps();
      const whatsapp = consent.getWhatsappProps();
      const accept = consent.getAcceptProps();
      return (
        <section className="page page--narrow consent">
          {title(heading)}
          {summary && (
            <div className="card consent__summary">
              <p>
                <strong>{summary.lenderName}</strong> {copy.consentIntro}
              </p>
              <dl className="fact-list">
                <div>
                  <dt>{copy.loanLabel}</dt>
                  <dd>{summary.productName}</dd>
                </div>
                {summary.loanAmount !== null && (
                  <div>
                    <dt>{copy.amountLabel}</dt>
                    <dd>{formatRupees(summary.loanAmount, { locale: language })}</dd>
                  </div>
                )}
              </dl>
            </div>
          )}
          <p>
            <Link to={localizedPath('/consent-declaration', language)} target="_blank" rel="noopener">
              {copy.readDeclaration}
            </Link>
          </p>
          <div className="consent__choices">
            <label className="checkbox">
              <input type="checkbox" checked={loanInitiated.checked} onChange={loanInitiated.onChange} />
              <span>{copy.loanInitiated}</span>
            </label>
            <label className="checkbox">
              <input type="checkbox" checked={whatsapp.checked} onChange={whatsapp.onChange} />
              <span>{copy.whatsappOptIn}</span>
            </label>
          </div>
          {consent.error !== null && consent.error !== '' && (
            <p role="alert" className="field-error">
              {shownText(consent.error, language)}
            </p>
          )}
          <div className="consent__actions">
            <button type="button" className="button" disabled={accept.disabled} onClick={accept.onClick}>
              {copy.accept}
            </button>
            <button ref={declineRef} type="button" className="button button--secondary" onClick={consent.getDeclineProps().onClick}>
              {copy.decline}
            </button>
          </div>
          {consent.screen === 'confirmDecline' && (
            <div className="consent__confirm card" role="alertdialog" aria-modal="false" aria-labelledby={`${otpId}-confirm`} aria-describedby={`${otpId}-confirm-text`}>
              <p id={`${otpId}-confirm`}>
                <strong>{copy.declineQuestion}</strong>
              </p>
              <p id={`${otpId}-confirm-text`}>{copy.declineExplanation}</p>
              <div className="consent__actions">
                <button ref={noRef} type="button" className="button button--secondary" onClick={consent.getDeclineNoProps().onClick}>
                  {copy.no}
                </button>
                <button type="button" className="button" onClick={consent.getDeclineYesProps().onClick}>
                  {copy.yes}
                </button>
              </div>
            </div>
          )}
        </section>
      );
    }
    case 'submitting':
      return (
        <section className="page page--narrow consent">
          {title(heading)}
          <p role="status" className="consent__loader">
            {copy.submitting}
          </p>
        </section>
      );
    case 'accepted':
      return (
        <section className="page page--narrow consent status-page">
          {title(copy.acceptedHeading)}
          <p>{copy.acceptedText}</p>
          {consent.ckycId && (
            <p>
              {copy.ckycNumber}: <strong data-testid="ckyc-number">{consent.ckycId}</strong>
            </p>
          )}
          <h2>{copy.nextStepsHeading}</h2>
          <ol className="consent__next-steps" data-testid="consent-next-steps">
            <li>
              {summary?.lenderName ?? copy.theLender} {copy.nextStepKyc}
            </li>
            <li>{copy.nextStepSanction}</li>
            <li>{copy.nextStepDisbursal}</li>
          </ol>
          <Link className="button" to={localizedPath('/dashboard', language)}>
            {copy.trackOnDashboard}
          </Link>
        </section>
      );
    case 'rejected':
      return (
        <section className="page page--narrow consent status-page">
          {title(copy.rejectedHeading)}
          <p>{copy.rejectedText}</p>
        </section>
      );
    case 'expired':
      return (
        <section className="page page--narrow consent">
          {title(strings.linkExpiredTitle)}
          <p role="status">{copy.redirecting}</p>
        </section>
      );
  }
}
