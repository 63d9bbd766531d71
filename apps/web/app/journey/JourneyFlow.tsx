import { UI_STRINGS } from '@rinn/content';
import { applicationJourneyMachine, connectApplicationJourney, type ApplicationJourneyInput } from '@rinn/machines';
import { useActor } from '../widgets/use-actor.ts';
import { createActor } from 'xstate';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { withLinks } from '../components/with-links.tsx';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import type { JourneyActors } from './journey-actors.ts';
import { shownText } from '../i18n/shown-message.ts';
import { focusBelowHeader } from './focus-below-header.ts';
import { fillIn } from '../i18n/fill-in.ts';
import { journeyStrings, legalLinks, STEP_TITLES } from './journey-strings.ts';
import { KeyFactStatementView } from './KeyFactStatementView.tsx';
import { OffersList } from './OffersList.tsx';
import { StepForm } from './StepForm.tsx';
import { MatchedScore, WaysForward } from './WaysForward.tsx';
import { stepFields } from './step-fields.ts';
import { normalizeProps } from '../widgets/normalize-props.ts';

/**
 * The loan application journey (§10) driven by `applicationJourneyMachine`: the mobile's OTP
 * for a visitor, the product's steps as forms saved as the visitor goes, the matched offers with
 * the lenders that do not match, an offer's Key Fact Statement (with its PDF) to acknowledge, and
 * the application created. Every decision is the machine's; this renders its screens.
 *
 * @param props - the machine's input, its actors and the KFS calls
 * @returns the journey page body
 */
export function JourneyFlow({ input, actors }: { readonly input: ApplicationJourneyInput; readonly actors: JourneyActors }) {
  const { language } = useLanguage();
  const strings = UI_STRINGS[language];
  const copy = journeyStrings(language);
  const [machine] = useState(() => applicationJourneyMachine.provide({ actors }));
  const [snapshot, send] = useActor({ create: () => createActor(machine, { input }) });
  // The OTP child's ticks and typed code do not change the flow's snapshot; its connect reads them.
  useActor(snapshot.children.otp);
  const journey = connectApplicationJourney(snapshot, send);
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  // Each new screen or step moves focus to its heading, so a screen reader announces where the
  // visitor is, and shows the heading below the sticky site header.
  const place = `${journey.screen}:${journey.step ?? ''}`;
  const previousPlace = useRef(place);
  useEffect(() => {
    if (previousPlace.current === place) return;
    previousPlace.current = place;
    focusBelowHeader(headingRef.current);
  }, [place]);

  // A form's text boxes hold text from the start: an empty one is '' (so it gets the §5 'Field cannot
  // be left empty' message of its schema), not a value that was never there.
  const { values } = snapshot.context;
  useEffect(() => {
    if (journey.step === null) return;
    const blanks = stepFields(journey.product, journey.step).filter((field) => field.kind === 'text' && values[field.name] === undefined);
    if (blanks.length > 0) send({ type: 'VALUES.SET', values: Object.fromEntries(blanks.map((field) => [field.name, ''])) });
  }, [journey.step, journey.product, values, send]);

  const heading = (text: string) => (
    <h1 id={headingId} ref={headingRef} tabIndex={-1}>
      {text}
    </h1>
  );
  const backButton = (label: string = copy.back) => {
    const back = journey.getBackProps();
    return (
      <button type="button" className="button button--secondary" disabled={back.disabled} onClick={back.onClick}>
        {label}
      </button>
    );
  };

  switch (journey.screen) {
    case 'invalid-start':
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(copy.invalidStartHeading)}
          <p role="alert" className="field-error">
            {shownText(journey.error, language)}
          </p>
          <div className="journey-actions">{backButton()}</div>
        </section>
      );
    case 'mobile': {
      const sendOtp = journey.getSendOtpProps();
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(copy.verifyHeading)}
          <p>{copy.verifyIntro}</p>
          <form
            className="journey-form"
            aria-labelledby={headingId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              sendOtp.onClick();
            }}
          >
            <div className="form-field">
              <label htmlFor={`${id}-mobile`}>{strings.loginMobileLabel}</label>
              <input
                id={`${id}-mobile`}
                type="tel"
                autoComplete="tel-national"
                {...normalizeProps.input(journey.getMobileInputProps())}
                aria-describedby={`${id}-mobile-error`}
              />
              <p id={`${id}-mobile-error`} className="field-error" role="alert">
                {shownText(journey.mobileError ?? journey.error, language)}
              </p>
            </div>
            {journey.isBusy && <p role="status">{copy.loading}</p>}
            <div className="journey-actions">
              {backButton()}
              <button type="submit" className="button" disabled={sendOtp.disabled}>
                {strings.getOtp}
              </button>
            </div>
            <p className="fine-print">{withLinks(strings.loginConsent, legalLinks(language))}</p>
          </form>
        </section>
      );
    }
    case 'otp': {
      const otp = journey.getOtpInputProps();
      const verify = journey.getVerifyOtpProps();
      const resend = journey.getResendProps();
      const edit = journey.getEditMobileProps();
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(copy.verifyHeading)}
          <p>
            {copy.otpSentTo} <strong>+91 {journey.mobile}</strong>{' '}
            <button type="button" className="link-button" disabled={edit.disabled} onClick={edit.onClick}>
              {strings.edit}
            </button>
          </p>
          <form
            className="journey-form"
            aria-labelledby={headingId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              verify.onClick();
            }}
          >
            <div className="form-field">
              <label htmlFor={`${id}-otp`}>{strings.otpLabel}</label>
              <input
                id={`${id}-otp`}
                type="text"
                autoComplete="one-time-code"
                autoFocus
                {...normalizeProps.input(otp)}
                readOnly={journey.isBusy}
                aria-describedby={`${id}-otp-error`}
              />
              <p id={`${id}-otp-error`} className="field-error" role="alert">
                {shownText(journey.error, language)}
              </p>
            </div>
            {journey.isBusy && <p role="status">{copy.verifying}</p>}
            {!journey.canResend && (
              <p className="journey-resend" data-testid="journey-resend-countdown">
                {strings.resendOtpIn} {journey.resendLabel}
              </p>
            )}
            <div className="journey-actions">
              <button type="button" className="button button--secondary" disabled={resend.disabled} onClick={resend.onClick}>
                {strings.resendOtp}
              </button>
              <button type="submit" className="button" disabled={verify.disabled}>
                {strings.continue}
              </button>
            </div>
          </form>
        </section>
      );
    }
    case 'step': {
      const step = journey.step;
      // The step screen always has its step; nothing to show without one.
      if (!step) return null;
      const progress = fillIn(copy.stepProgress, { n: journey.stepNumber, total: journey.stepCount });
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          <p className="journey-progress__label" id={`${id}-progress`}>
            {progress}
          </p>
          <ol className="journey-progress" aria-label={copy.progressLabel}>
            {journey.steps.map((candidate, index) => (
              <li
                key={candidate}
                className={index < journey.stepNumber - 1 ? 'is-done' : index === journey.stepNumber - 1 ? 'is-current' : undefined}
                aria-current={candidate === step ? 'step' : undefined}
              >
                <span className="visually-hidden">{STEP_TITLES[language][candidate]}</span>
              </li>
            ))}
          </ol>
          {heading(STEP_TITLES[language][step])}
          <StepForm journey={journey} step={step} product={journey.product} language={language} headingId={headingId} />
        </section>
      );
    }
    case 'offers':
      return (
        <section className="page journey journey--wide" data-chat-stays-closed="">
          {heading(copy.offersHeading)}
          <p className="page__lead">
            {copy.offersIntro} {snapshot.context.match ? `${copy.criteriaAsOf} ${snapshot.context.match.criteriaAsOf}.` : ''}
          </p>
          <MatchedScore creditScore={journey.creditScore} language={language} />
          {journey.offers.length === 0 && journey.waysForward !== null && (
            <WaysForward ways={journey.waysForward} tryProps={(field, value) => journey.getTryWayForwardProps(field, value)} language={language} />
          )}
          <OffersList journey={journey} language={language} />
          <div className="journey-actions">{backButton()}</div>
        </section>
      );
    case 'kfs': {
      const offer = journey.chosenOffer;
      // The KFS screen always has its chosen offer; nothing to show without one.
      if (!offer) return null;
      const acknowledge = journey.getAcknowledgeKfsProps();
      const accept = journey.getAcceptProps();
      return (
        <section className="page journey journey--wide" data-chat-stays-closed="">
          {heading(`${copy.kfsHeading}: ${offer.lenderName}`)}
          {/* The statement is the server's (KFS-001), loaded by the journey machine (APPJ-009). */}
          {journey.kfsStatus === 'ready' && journey.kfs !== null ? (
            <KeyFactStatementView kfs={journey.kfs} language={language} />
          ) : journey.kfsStatus === 'failed' ? (
            <div className="load-failure">
              <p role="alert" className="field-error">
                {shownText(journey.kfsError, language)}
              </p>
              <button type="button" className="button button--secondary" {...journey.getRetryKfsProps()}>
                {copy.retry}
              </button>
            </div>
          ) : (
            <p role="status">{copy.loading}</p>
          )}
          <p>
            <button type="button" className="button button--secondary" {...journey.getDownloadKfsProps()}>
              {journey.kfsDownloading ? copy.downloadingKfs : copy.downloadKfs}
            </button>
          </p>
          {journey.kfsDownloadFailed && (
            <p role="alert" className="field-error">
              {copy.downloadFailed}
            </p>
          )}
          <div className="form-field journey-consent">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={acknowledge.checked}
                disabled={journey.isBusy}
                onChange={(event) => acknowledge.onChange(event.target.checked)}
              />
              <span>{copy.acknowledgeKfs}</span>
            </label>
          </div>
          {journey.isBusy && <p role="status">{copy.creating}</p>}
          <div className="journey-actions">
            {backButton(copy.backToOffers)}
            <button type="button" className="button" disabled={accept.disabled} onClick={accept.onClick}>
              {copy.accept}
            </button>
          </div>
        </section>
      );
    }
    case 'failed': {
      const retry = journey.getRetryProps();
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(copy.failedHeading)}
          <p role="alert" className="field-error">
            {shownText(journey.error, language)}
          </p>
          <div className="journey-actions">
            {backButton()}
            <button type="button" className="button" disabled={retry.disabled} onClick={retry.onClick}>
              {copy.retry}
            </button>
          </div>
        </section>
      );
    }
    case 'created': {
      const lender = journey.chosenOffer?.lenderName ?? '';
      // The server's own message, in English; a Hindi page shows the same message from its catalogue.
      const message = language === 'en' && journey.applicationMessage !== null ? journey.applicationMessage : fillIn(copy.createdServerMessage, { lender });
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(fillIn(copy.createdHeading, { lender }))}
          <p role="status">{message}</p>
          <h2>{copy.createdNextHeading}</h2>
          <ol className="journey-next">
            <li>{fillIn(copy.createdNextConsent, { lender })}</li>
            <li>{fillIn(copy.createdNextOtp, { lender })}</li>
            <li>{copy.createdNextDashboard}</li>
          </ol>
          <p>
            <Link className="button" to={localizedPath('/dashboard', language)}>
              {copy.goToDashboard}
            </Link>
          </p>
        </section>
      );
    }
    case 'leaving':
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(copy.heading)}
          <p role="status">{copy.leaving}</p>
        </section>
      );
    case 'loading':
      return (
        <section className="page page--narrow journey" data-chat-stays-closed="">
          {heading(copy.heading)}
          <p role="status">{copy.loading}</p>
        </section>
      );
  }
}
