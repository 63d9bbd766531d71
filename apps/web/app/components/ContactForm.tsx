import { connectContact, contactMachine, type ContactField } from '@rinn/machines';
import { shownText } from '../i18n/shown-message.ts';
import { useActor } from '../widgets/use-actor.ts';
import { createActor } from 'xstate';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { browserApiClient } from '../session/api.ts';
import { contactActors } from '../session/contact-actors.ts';

/** The actors the form runs; the app's come from the API client, tests pass stand-ins. */
export type ContactActors = ReturnType<typeof contactActors>;

/**
 * The 'Reach Our Team' form (spec §2, §4 Contact OTP, §5), driven by `contactMachine` of
 * @rinn/machines: a valid mobile sends the OTP by itself, a 4-digit OTP verifies by itself, and
 * the message is sent once every field is valid and the mobile verified.
 *
 * @param props - optional stand-in actors (tests)
 * @returns the form
 */
export function ContactForm({ actors }: { readonly actors?: ContactActors }) {
  const { language, strings, text } = useLanguage();
  const [machine] = useState(() => contactMachine.provide({ actors: actors ?? contactActors(browserApiClient()) }));
  const [snapshot, send] = useActor({ create: () => createActor(machine) });
  // The OTP child's ticks and typed code do not change the flow's snapshot; its connect reads them.
  useActor(snapshot.children.otp);
  const contact = connectContact(snapshot, send);
  const baseId = useId();
  const confirmationRef = useRef<HTMLDivElement | null>(null);

  // The confirmation replaces the form, which may be taller than the screen: it is brought into
  // view and takes the focus, so a screen reader reads it and nobody is left looking at the footer.
  useEffect(() => {
    const confirmation = confirmationRef.current;
    if (!contact.isSent || confirmation === null) return;
    // jsdom has no layout, hence no scrollIntoView: the unit tests check the focus, e2e the scroll.
    if (typeof confirmation.scrollIntoView === 'function') confirmation.scrollIntoView({ block: 'center' });
    confirmation.focus({ preventScroll: true });
  }, [contact.isSent]);

  if (contact.isSent) {
    return (
      <div ref={confirmationRef} role="status" className="card contact-confirmation" tabIndex={-1} data-testid="contact-confirmation">
        <p>{text.contactSent}</p>
        {contact.ticketId && (
          <p>
            {text.contactTicket} <strong className="contact-confirmation__ticket">{contact.ticketId}</strong>
          </p>
        )}
      </div>
    );
  }

  const field = (name: ContactField, label: string, options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text'; multiline?: boolean; hint?: string } = {}) => {
    const api = contact.field(name);
    const id = `${baseId}-${name}`;
    const describedBy = `${id}-error`;
    const common = {
      id,
      name,
      value: api.value,
      'aria-invalid': api['aria-invalid'],
      'aria-describedby': describedBy,
      onBlur: api.onBlur,
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        {options.multiline ? (
          <textarea {...common} rows={4} onChange={(event) => api.onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={options.type ?? 'text'}
            {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
            {...(options.inputMode ? { inputMode: options.inputMode } : {})}
            onChange={(event) => api.onChange(event.target.value)}
          />
        )}
        <p id={describedBy} className="field-error" aria-live="polite">
          {api.error === null ? (options.hint ?? '') : shownText(api.error, language)}
        </p>
      </div>
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    contact.getSubmitProps().onClick();
  };

  return (
    <form className="contact-form card" noValidate onSubmit={onSubmit}>
      {field('name', text.contactName, { autoComplete: 'name' })}
      {field('email', text.contactEmail, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('mobile', text.contactMobile, { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' })}
      {contact.showOtp && !contact.otpVerified && field('otp', strings.otpLabel, { autoComplete: 'one-time-code', inputMode: 'numeric' })}
      {contact.otpVerified && (
        <p role="status" className="form-success">
          {strings.mobileVerified}
        </p>
      )}
      {field('message', text.contactMessage, { multiline: true })}
      {contact.formError && (
        <p role="alert" className="field-error">
          {shownText(contact.formError, language)}
        </p>
      )}
      <button type="submit" className="button" disabled={contact.getSubmitProps().disabled}>
        {strings.submit}
      </button>
    </form>
  );
}
