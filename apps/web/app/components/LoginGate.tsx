import { loginDestination } from '@rinn/rules';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { useSignedInUser } from '../session/session-view.ts';
import { OnDemandPart } from '../widgets/OnDemandPart.tsx';
import { MY_ACCOUNT_HASH } from './SiteHeader.tsx';

// The modal, the login machine and the API client load only when someone opens the login.
const loadLoginModal = () => import('./LoginModal.tsx').then((module) => module.LoginModal);

/**
 * Shows the login modal while the URL carries #myaccount (spec §2, route /); a signed-in visitor
 * goes to the my-account area instead. Hashes never reach a pre-rendered page's HTML, so the
 * modal appears only after hydration.
 *
 * @returns the modal, or nothing
 */
export function LoginGate() {
  const { hash, search, pathname } = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const user = useSignedInUser();
  const hydrated = useHydrated();
  const wantsAccount = hydrated && hash === MY_ACCOUNT_HASH;
  const signedIn = user !== null;
  useEffect(() => {
    // #myaccount opens the login popup or, for a signed-in visitor, the my-account area (§2 Routes /);
    // on a page the login only interrupts (the credit-score check), the visitor stays (LOGIN-006).
    if (!wantsAccount || !signedIn) return;
    const destination = loginDestination(pathname);
    const to = destination === '/dashboard' ? localizedPath(destination, language) : destination;
    void navigate({ pathname: to, search }, { replace: true });
  }, [wantsAccount, signedIn, navigate, language, search, pathname]);
  if (!wantsAccount || signedIn) return null;
  const copy = webStrings(language);
  // Closing the notice does what closing the modal does: the #myaccount hash goes.
  const close = () => void navigate({ pathname, search, hash: '' }, { replace: true });
  return (
    <OnDemandPart
      load={loadLoginModal}
      props={{}}
      failure={{
        lead: copy.loginLoadFailed,
        frame: (failure) => (
          <div className="part-failure-notice">
            {failure}
            <button type="button" className="link-button" onClick={close}>
              {copy.close}
            </button>
          </div>
        ),
      }}
    />
  );
}
