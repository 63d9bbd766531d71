import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MY_ACCOUNT_HASH } from './SiteHeader.tsx';

// The modal, the login machine and the API client load only when someone opens the login.
const LoginModal = lazy(() => import('./LoginModal.tsx').then((module) => ({ default: module.LoginModal })));

/**
 * Shows the login modal while the URL carries #myaccount (spec §2, route /). Hashes never reach a
 * pre-rendered page's HTML, so the modal appears only after hydration.
 *
 * @returns the modal, or nothing
 */
export function LoginGate() {
  const { hash } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || hash !== MY_ACCOUNT_HASH) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
