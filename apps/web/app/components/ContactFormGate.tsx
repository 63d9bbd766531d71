import { lazy, Suspense, useEffect, useState } from 'react';

// The form, its machine and the API client load only on the contact page, after hydration.
const ContactForm = lazy(() => import('./ContactForm.tsx').then((module) => ({ default: module.ContactForm })));

/**
 * The contact form, rendered in the browser only: it needs the API, and the pre-rendered page
 * keeps its space so nothing below it moves when it appears.
 *
 * @returns the form's slot
 */
export function ContactFormGate() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <div className="contact-form-slot">{hydrated && <Suspense fallback={null}>{<ContactForm />}</Suspense>}</div>;
}
