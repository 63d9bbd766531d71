import { HYDRATE_WHEN_VISIBLE_ATTRIBUTE } from '../hydration/hydration-trigger.ts';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { OnDemandPart } from '../widgets/OnDemandPart.tsx';

// The form, its machine and the API client load only on the contact page, after hydration.
const loadContactForm = () => import('./ContactForm.tsx').then((module) => module.ContactForm);

/** Marks the slot for the hydration trigger. */
const visibleMarker = { [HYDRATE_WHEN_VISIBLE_ATTRIBUTE]: '' };

/**
 * The contact form, rendered in the browser only: it needs the API, and the pre-rendered page
 * keeps its space so nothing below it moves when it appears. The slot coming into view hydrates
 * the pre-rendered page (HYDRATE-001), so the form is there when the visitor reaches it.
 *
 * @returns the form's slot
 */
export function ContactFormGate() {
  const { language } = useLanguage();
  const hydrated = useHydrated();
  return (
    <div className="contact-form-slot" {...visibleMarker}>
      {hydrated && <OnDemandPart load={loadContactForm} props={{}} failure={{ lead: webStrings(language).contactFormLoadFailed }} />}
    </div>
  );
}
