import {
  canCompareOffers,
  MAX_COMPARED_OFFERS,
  sortOffers,
  type JourneyMessage,
  type JourneyStepId,
  type KeyFactStatement,
  type NonMatchingLender,
  type Offer,
  type OfferSortKey,
  type WaysForward,
} from '@rinn/offers';
import type { LoanProductSlug } from '@rinn/rules';
import { canSendOtp, validators, type FieldMessage } from '@rinn/validation';
import type { ShownMessage } from '../shared/shown-message.js';
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { numericInputProps, type NumericInputProps } from '../shared/numeric-input.js';
import { otpInputProps, otpView } from '../otp/otp.connect.js';
import { backTarget, isOfferedWayForward, type applicationJourneyMachine } from './application-journey.machine.js';
import type { ApplicationJourneyEvent } from './application-journey.types.js';

/** Which screen of the journey shows. */
export type JourneyScreen =
  | 'invalid-start'
  | 'mobile'
  | 'otp'
  | 'loading'
  | 'step'
  | 'offers'
  | 'kfs'
  | 'failed'
  | 'created'
  | 'leaving';

/** Props of a button. */
export interface JourneyButtonProps {
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** Props of a checkbox or a radio button. */
export interface JourneyCheckProps {
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: () => void;
}

/** Props of one field of a step's form. */
export interface JourneyFieldProps {
  readonly name: string;
  readonly value: unknown;
  /** The field's message (a code, written out by the UI) after a submit attempt, or null. */
  readonly error: JourneyMessage | null;
  readonly 'aria-invalid': boolean;
  readonly onChange: (value: unknown) => void;
}

/** What a UI needs to render the application journey. */
export interface ApplicationJourneyApi {
  readonly screen: JourneyScreen;
  readonly isBusy: boolean;
  /**
   * The message of the last failed call (shown on its screen, the server's words), the refused
   * start's, or the OTP check's code for a refused code.
   */
  readonly error: ShownMessage | null;
  readonly product: LoanProductSlug;
  readonly steps: readonly JourneyStepId[];
  /** The step on screen (on the step screen), else null. */
  readonly step: JourneyStepId | null;
  /** 1-based position of the step, for "Step 2 of 4". */
  readonly stepNumber: number;
  readonly stepCount: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly fieldErrors: Readonly<Record<string, JourneyMessage>>;
  readonly mobile: string;
  readonly mobileError: FieldMessage | null;
  readonly otp: string;
  readonly canSendOtp: boolean;
  readonly canVerifyOtp: boolean;
  readonly canResend: boolean;
  /** '00:SS' until Resend OTP is offered, as the login modal shows it (LOGIN-003). */
  readonly resendLabel: string;
  /** Retry is offered after a failed save, draft load, offer fetch or application. */
  readonly canRetry: boolean;
  /** The offers in the visitor's sort (COMPARE-001); at first the matcher's neutral APR order (MATCH-003). */
  readonly offers: readonly Offer[];
  readonly offerSort: OfferSortKey;
  /** The offers ticked to compare, in the order of {@link offers}. */
  readonly comparedOffers: readonly Offer[];
  /** Two or three offers are ticked (COMPARE-002). */
  readonly canCompare: boolean;
  /** Three offers are ticked: no other can be (COMPARE-002). */
  readonly compareFull: boolean;
  /** The ticked offers show side by side (APPJ-008). */
  readonly isComparing: boolean;
  readonly notMatched: readonly NonMatchingLender[];
  /** The bureau score the offers were matched on (null: no bureau record), once fetched. */
  readonly creditScore: number | null;
  /** When no lender matches, what one change would open (WAYS-001…004); else null. */
  readonly waysForward: WaysForward | null;
  readonly chosenOffer: Offer | null;
  /** The chosen offer's KFS (APPJ-009): loading, shown, or failed with `kfsError`. */
  readonly kfsStatus: 'loading' | 'ready' | 'failed';
  readonly kfs: KeyFactStatement | null;
  readonly kfsError: ShownMessage | null;
  /** Its PDF: being downloaded, or the last download failed (APPJ-009). */
  readonly kfsDownloading: boolean;
  readonly kfsDownloadFailed: boolean;
  readonly kfsAcknowledged: boolean;
  readonly canAccept: boolean;
  /** Where Back leaves the journey for (APPJ-005). */
  readonly backTarget: string;
  readonly applicationId: string | null;
  /** The server's message on creating the application (the confirmation shows it), or null. */
  readonly applicationMessage: string | null;
  getFieldProps(field: string): JourneyFieldProps;
  getSubmitProps(): JourneyButtonProps;
  getBackProps(): JourneyButtonProps;
  getRetryProps(): JourneyButtonProps;
  getMobileInputProps(): NumericInputProps;
  getSendOtpProps(): JourneyButtonProps;
  getOtpInputProps(): NumericInputProps;
  getVerifyOtpProps(): JourneyButtonProps;
  getResendProps(): JourneyButtonProps;
  getEditMobileProps(): JourneyButtonProps;
  getChooseOfferProps(lenderId: number): JourneyButtonProps;
  /** The sort control's option for a key. */
  getSortProps(key: OfferSortKey): Omit<JourneyCheckProps, 'disabled'>;
  /** An offer's Compare tick box. */
  getCompareToggleProps(lenderId: number): JourneyCheckProps;
  getOpenCompareProps(): JourneyButtonProps;
  getCloseCompareProps(): JourneyButtonProps;
  getClearCompareProps(): JourneyButtonProps;
  /** Reopens the amount step with the amount or tenure a way forward found (APPJ-007). */
  getTryWayForwardProps(field: 'loanAmount' | 'tenureMonths', value: number): JourneyButtonProps;
  getAcknowledgeKfsProps(): { readonly checked: boolean; readonly onChange: (checked: boolean) => void };
  getAcceptProps(): JourneyButtonProps;
  /** Loads the KFS again after a failure. */
  getRetryKfsProps(): JourneyButtonProps;
  /** Downloads the KFS as a PDF, once it is shown. */
  getDownloadKfsProps(): JourneyButtonProps;
}

/**
 * How many characters the mobile box takes: enough for a number pasted with its country code and
 * spaces ("+91 98765 43210", VAL-MOBILE-005); the machine keeps only the 10-digit mobile.
 */
export const PASTED_MOBILE_MAX_LENGTH = 20;

function screenOf(snapshot: SnapshotFrom<typeof applicationJourneyMachine>): JourneyScreen {
  if (snapshot.matches('invalidStart')) return 'invalid-start';
  if (snapshot.matches({ verifyingMobile: 'code' }) && otpView(snapshot.children.otp).sent) return 'otp';
  if (snapshot.matches('verifyingMobile')) return 'mobile';
  if (snapshot.matches('filling')) return 'step';
  if (snapshot.matches('offers')) return 'offers';
  if (snapshot.matches('reviewingKfs') || snapshot.matches('creatingApplication')) return 'kfs';
  if (snapshot.matches('draftUnavailable') || snapshot.matches('offersUnavailable') || snapshot.matches('creationFailed')) return 'failed';
  if (snapshot.matches('created')) return 'created';
  if (snapshot.matches('leaving') || snapshot.matches('left')) return 'leaving';
  return 'loading';
}

/**
 * Turns a journey snapshot into plain values and prop-getters.
 *
 * @param snapshot - the journey actor's snapshot.
 * @param send - the journey actor's `send`.
 * @returns the journey view model.
 * @example
 * ```ts
 * const view = connectApplicationJourney(actor.getSnapshot(), (event) => actor.send(event));
 * if (view.screen === 'step') view.getFieldProps('fullName').onChange('Asha Rani');
 * ```
 */
export function connectApplicationJourney(
  snapshot: SnapshotFrom<typeof applicationJourneyMachine>,
  send: Send<ApplicationJourneyEvent>,
): ApplicationJourneyApi {
  const { context } = snapshot;
  const screen = screenOf(snapshot);
  const otp = otpView(snapshot.children.otp);
  // While the OTP child's first send runs the journey still shows the mobile, busy.
  const isBusy = snapshot.hasTag('busy') || otp.busy || (snapshot.matches({ verifyingMobile: 'code' }) && !otp.sent);
  const mobileCheck = validators.mobile(context.mobile);
  const mobileError = context.mobile !== '' && !mobileCheck.ok ? mobileCheck.issue : null;
  const sendEnabled = snapshot.matches({ verifyingMobile: 'editing' }) && canSendOtp(context.mobile);
  const verifyEnabled = screen === 'otp' && otp.canSubmit;
  const canResend = screen === 'otp' && otp.canResend;
  const otpError = screen === 'otp' ? otp.error : null;
  const canRetry = screen === 'failed' || snapshot.matches({ filling: 'saveFailed' });
  const offers = sortOffers(context.match?.offers ?? [], context.offerSort);
  const comparedOffers = offers.filter((offer) => context.comparedLenderIds.includes(offer.lenderId));
  const onList = snapshot.matches({ offers: 'list' });
  const canCompare = canCompareOffers(context.comparedLenderIds);
  const compareFull = context.comparedLenderIds.length >= MAX_COMPARED_OFFERS;
  const chosenOffer = offers.find((offer) => offer.lenderId === context.chosenLenderId) ?? null;
  const kfsStatus = snapshot.matches({ reviewingKfs: 'loadFailed' }) ? 'failed' : snapshot.matches({ reviewingKfs: 'loading' }) ? 'loading' : 'ready';
  const kfsDownloading = snapshot.hasTag('kfs-downloading');
  const canAccept = snapshot.matches({ reviewingKfs: 'ready' }) && context.kfsAcknowledged;
  const onStep = screen === 'step';
  const backEnabled = !isBusy && screen !== 'created' && screen !== 'leaving' && screen !== 'loading';
  return {
    screen,
    isBusy,
    error: context.startError ?? otpError ?? context.error,
    product: context.product,
    steps: context.steps,
    step: onStep ? context.steps[context.stepIndex] ?? null : null,
    stepNumber: context.stepIndex + 1,
    stepCount: context.steps.length,
    values: context.values,
    fieldErrors: context.fieldErrors,
    mobile: context.mobile,
    mobileError,
    otp: otp.otp,
    canSendOtp: sendEnabled,
    canVerifyOtp: verifyEnabled,
    canResend,
    resendLabel: otp.resendLabel,
    canRetry,
    offers,
    offerSort: context.offerSort,
    comparedOffers,
    canCompare,
    compareFull,
    isComparing: snapshot.matches({ offers: 'comparing' }),
    notMatched: context.match?.notMatched ?? [],
    creditScore: context.match?.creditScore ?? null,
    waysForward: context.match?.waysForward ?? null,
    chosenOffer,
    kfsStatus,
    kfs: context.kfs,
    kfsError: context.kfsError,
    kfsDownloading,
    kfsDownloadFailed: snapshot.hasTag('kfs-download-failed'),
    kfsAcknowledged: context.kfsAcknowledged,
    canAccept,
    backTarget: backTarget(context),
    applicationId: context.applicationId,
    applicationMessage: context.applicationMessage,
    getFieldProps: (field) => {
      const error = context.fieldErrors[field] ?? null;
      return {
        name: field,
        value: context.values[field],
        error,
        'aria-invalid': error !== null,
        onChange: (value) => send({ type: 'FIELD.CHANGE', field, value }),
      };
    },
    getSubmitProps: () => ({ disabled: !snapshot.matches({ filling: 'editing' }), onClick: () => send({ type: 'SUBMIT' }) }),
    getBackProps: () => ({ disabled: !backEnabled, onClick: () => send({ type: 'BACK' }) }),
    getRetryProps: () => ({ disabled: !canRetry, onClick: () => send({ type: 'RETRY' }) }),
    getMobileInputProps: () =>
      numericInputProps({
        value: context.mobile,
        maxLength: PASTED_MOBILE_MAX_LENGTH,
        invalid: mobileError !== null,
        onValueChange: (value) => send({ type: 'MOBILE.CHANGE', value }),
        onEnter: () => send({ type: 'OTP.SEND' }),
      }),
    getSendOtpProps: () => ({ disabled: !sendEnabled, onClick: () => send({ type: 'OTP.SEND' }) }),
    getOtpInputProps: () => otpInputProps(otp, otpError !== null, send),
    getVerifyOtpProps: () => ({ disabled: !verifyEnabled, onClick: () => send({ type: 'OTP.SUBMIT' }) }),
    getResendProps: () => ({ disabled: !canResend, onClick: () => send({ type: 'OTP.RESEND' }) }),
    getEditMobileProps: () => ({ disabled: isBusy, onClick: () => send({ type: 'EDIT_MOBILE' }) }),
    getChooseOfferProps: (lenderId) => ({
      disabled: !snapshot.matches('offers') || !offers.some((offer) => offer.lenderId === lenderId),
      onClick: () => send({ type: 'OFFER.CHOOSE', lenderId }),
    }),
    getSortProps: (key) => ({ checked: context.offerSort === key, onChange: () => send({ type: 'OFFERS.SORT', key }) }),
    getCompareToggleProps: (lenderId) => {
      const checked = context.comparedLenderIds.includes(lenderId);
      return {
        checked,
        disabled: !onList || (!checked && compareFull) || !offers.some((offer) => offer.lenderId === lenderId),
        onChange: () => send({ type: 'OFFERS.COMPARE_TOGGLE', lenderId }),
      };
    },
    getOpenCompareProps: () => ({ disabled: !onList || !canCompare, onClick: () => send({ type: 'OFFERS.COMPARE_OPEN' }) }),
    getCloseCompareProps: () => ({ disabled: !snapshot.matches({ offers: 'comparing' }), onClick: () => send({ type: 'OFFERS.COMPARE_CLOSE' }) }),
    getClearCompareProps: () => ({
      disabled: !onList || context.comparedLenderIds.length === 0,
      onClick: () => send({ type: 'OFFERS.COMPARE_CLEAR' }),
    }),
    getTryWayForwardProps: (field, value) => ({
      disabled: !snapshot.matches('offers') || !isOfferedWayForward(context.match, field, value),
      onClick: () => send({ type: 'WAY_FORWARD.TRY', field, value }),
    }),
    getAcknowledgeKfsProps: () => ({
      checked: context.kfsAcknowledged,
      onChange: (checked) => send({ type: 'KFS.ACKNOWLEDGE', acknowledged: checked }),
    }),
    getAcceptProps: () => ({ disabled: !canAccept, onClick: () => send({ type: 'OFFER.ACCEPT' }) }),
    getRetryKfsProps: () => ({ disabled: kfsStatus !== 'failed', onClick: () => send({ type: 'KFS.RETRY' }) }),
    getDownloadKfsProps: () => ({
      disabled: !snapshot.matches({ reviewingKfs: 'ready' }) || kfsDownloading,
      onClick: () => send({ type: 'KFS.DOWNLOAD' }),
    }),
  };
}
