import { connectLogin, loginMachine } from '@rinn/machines';
import { shownText } from '../i18n/shown-message.ts';
import { useActor } from '../widgets/use-actor.ts';
import { createActor } from 'xstate';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { withLinks } from './with-links.tsx';
import { browserApiClient } from '../session/api.ts';
import { normalizeProps } from '../widgets/normalize-props.ts';
import { loginActors } from '../session/login-actors.ts';

/** The actors the modal runs; the app's come from the API client, tests pass stand-ins. */
export type LoginActors = ReturnType<typeof loginActors>;

/**
 * The login modal 'Hi, Welcome to Rinn' (spec §2, §4): mobile number, then the 4-digit OTP, driven
 * by `loginMachine` of @rinn/machines through `connectLogin`. It is a native modal dialog, so
 * focus stays inside while it is open and Escape closes it; closing drops the #myaccount hash.
 *
 * @param props - optional stand-in actors (tests); the API client's otherwise
 * @returns the dialog
 */
export function LoginModal({ actors }: { readonly actors?: LoginActors }) {
  const { language, strings } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  const fieldId = useId();
  // The machine is made once per opening; later renders must not restart it.
  const [machine] = useState(() => loginMachine.provide({ actors: actors ?? loginActors(browserApiClient(), (to) => navigate(to)) }));
  const wasOpen = useRef(false);
  const [snapshot, send] = useActor({ create: () => createActor(machine, { input: { search: location.search, pathname: location.pathname } }) });
  // The OTP child's ticks and typed code do not change the flow's snapshot; its connect reads them.
  useActor(snapshot.children.otp);
  const login = connectLogin(snapshot, send);

  useEffect(() => send({ type: 'OPEN' }), [send]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (login.isOpen && !dialog.open) dialog.showModal();
    if (!login.isOpen && dialog.open) dialog.close();
    if (login.isOpen) wasOpen.current = true;
    // Closing (not the closed state before the first OPEN) takes the #myaccount hash away.
    if (wasOpen.current && login.step === 'closed') void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [login.isOpen, login.step, navigate, location.pathname, location.search]);

  return (
    <dialog
      ref={dialogRef}
      className="login-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        login.getCloseProps().onClick();
      }}
    >
      <div className="login-modal__head">
        <h2 id={titleId}>{strings.loginTitle}</h2>
        <button type="button" className="login-modal__close" aria-label={strings.close} {...normalizeProps.button(login.getCloseProps())}>
          ×
        </button>
      </div>
      {login.step === 'otp' ? (
        <div className="login-modal__step">
          <p className="login-modal__sent">
            +91 {login.mobile}{' '}
            <button type="button" className="link-button" {...normalizeProps.button(login.getEditProps())}>
              {strings.edit}
            </button>
          </p>
          <label htmlFor={`${fieldId}-otp`}>{strings.otpLabel}</label>
          <input id={`${fieldId}-otp`} type="text" autoComplete="one-time-code" autoFocus {...normalizeProps.input(login.getOtpInputProps())} aria-describedby={`${fieldId}-error`} />
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {shownText(login.error, language)}
          </p>
          <p className="login-modal__resend">
            {login.canResend ? (
              <button type="button" className="link-button" {...normalizeProps.button(login.getResendProps())}>
                {strings.resendOtp}
              </button>
            ) : (
              <span>
                {strings.resendOtpIn} {login.resendLabel}
              </span>
            )}
          </p>
          <button type="button" className="button login-modal__submit" {...normalizeProps.button(login.getContinueProps())}>
            {strings.continue}
          </button>
        </div>
      ) : (
        <div className="login-modal__step">
          <label htmlFor={`${fieldId}-mobile`}>{strings.loginMobileLabel}</label>
          <input
            id={`${fieldId}-mobile`}
            type="tel"
            autoComplete="tel-national"
            autoFocus
            {...normalizeProps.input(login.getMobileInputProps())}
            aria-describedby={`${fieldId}-error`}
          />
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {shownText(login.mobileError ?? login.error, language)}
          </p>
          <button type="button" className="button login-modal__submit" {...normalizeProps.button(login.getGetOtpProps())}>
            {strings.getOtp}
          </button>
        </div>
      )}
      <p className="fine-print">
        {withLinks(strings.loginConsent, [
          { phrase: strings.privacyPolicy, to: '/privacy-policy' },
          { phrase: strings.termsAndConditions, to: '/terms-and-conditions' },
        ])}
      </p>
    </dialog>
  );
}
