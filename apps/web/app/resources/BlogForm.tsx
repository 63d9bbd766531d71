import { journeyStartPath, type JourneyStartParams, type LoanProductSlug } from '@rinn/rules';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { productJourneyPath } from '../journey/journey-path.ts';
import { useTypedBeforeHydration } from '../hydration/kept-input.ts';
import { useActor } from '../widgets/use-actor.ts';
import './resources.css';

/** Props of {@link BlogForm}. */
export interface BlogFormProps {
  /** The journey-start parameters of the article, without the mobile (`buildJourneyStart`). */
  readonly params: JourneyStartParams;
  /** The loan the article is about, so the journey asks that loan's questions (BLOG-011); null for none. */
  readonly product: LoanProductSlug | null;
}

/**
 * The article's 'check your offer in 15 seconds' form (spec §2), rendered from `blogFormMachine`
 * (BLOGFORM-001): a valid 10-digit mobile opens the journey of the article's loan (BLOG-011) with
 * the mobile filled in as `mobileNumber` (the OTP goes out when the visitor asks for it); anything shorter shows the §5 mobile message and starts nothing.
 *
 * The pre-rendered form is plain HTML that submits itself to the journey before hydration; the
 * machine and XState load when the visitor first focuses or uses the field, and whatever was typed
 * meanwhile, before hydration too (HYDRATE-009), is handed to the machine in order.
 *
 * @param props - see {@link BlogFormProps}
 * @returns the form
 */
export function BlogForm({ params, product }: BlogFormProps) {
  const { language, strings, text } = useLanguage();
  const navigate = useNavigate();
  const fieldId = useId();
  const headingId = useId();
  const messageId = useId();
  // The machine is started once; it reaches the router and the page language through this ref.
  const openJourney = useRef<(path: string) => Promise<void> | void>(() => undefined);
  useEffect(() => {
    openJourney.current = (path) => navigate(localizedPath(path, language));
  }, [navigate, language]);
  // Started once per article: the parameters are the page's content.
  const [start] = useState(() => ({ params, product }));
  const load = useCallback(async () => {
    const { startBlogForm } = await import('./blog-form-runtime.ts');
    return startBlogForm(start.params, start.product, (path) => openJourney.current(path));
  }, [start]);
  const { view, ensure } = useActor({ load });
  // What was typed before the machine was there (it takes over the value once it runs).
  const [draft, setDraft] = useState('');
  const form = view?.form ?? null;
  const mobileRef = useRef<HTMLInputElement | null>(null);

  const onMobileChange = (value: string): void => {
    if (form !== null) {
      form.getMobileInputProps().onChange(value);
      return;
    }
    setDraft(value);
    void ensure().then((ready) => ready.send({ type: 'MOBILE.CHANGE', value }));
  };
  // Typed before the page hydrated: the form takes it as if typed now (HYDRATE-009).
  useTypedBeforeHydration(mobileRef, onMobileChange);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (form !== null) form.getSubmitProps().onClick();
    else void ensure().then((ready) => ready.send({ type: 'SUBMIT' }));
  };
  // Before hydration the browser submits the form itself (HYDRATE-002): a GET to the journey the
  // machine would open, the same address: the start's parameters, the mobile as `mobileNumber`,
  // then the article's loan.
  const [journeyPathname = '', startQuery = ''] = journeyStartPath(params).split('?');
  const [, productQuery = ''] = product === null ? [] : productJourneyPath(params, product).split(`?${startQuery}&`);
  const hiddenFields = (query: string) =>
    [...new URLSearchParams(query)].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const machineError = form?.error ?? null;
  const error = machineError === null || view === null ? null : view.shownText(machineError, language);
  const isLoading = form?.isLoading ?? false;
  return (
    <section className="card blog-form" aria-labelledby={headingId} lang={language}>
      <h2 id={headingId} className="blog-form__heading">
        {strings.checkOfferIn15Seconds}
      </h2>
      <form action={localizedPath(journeyPathname, language)} onSubmit={onSubmit} noValidate>
        {hiddenFields(startQuery)}
        <div className="form-field">
          <label htmlFor={fieldId}>{text.blogFormMobile}</label>
          <input
            ref={mobileRef}
            id={fieldId}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            value={form?.mobile ?? draft}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : messageId}
            onFocus={() => void ensure()}
            onChange={(event) => onMobileChange(event.target.value)}
          />
        </div>
        {hiddenFields(productQuery)}
        <p id={messageId} className="field-error blog-form__message" aria-live="polite">
          {error ?? ''}
        </p>
        <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
          {strings.checkYourOffer}
        </button>
      </form>
    </section>
  );
}
