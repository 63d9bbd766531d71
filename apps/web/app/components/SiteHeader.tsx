import { BUSINESS_JOURNEY_PATH } from '@rinn/rules';
import { Link } from 'react-router';
import { useSession, useSignedInUser } from '../session/session-view.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { BrandMark } from './BrandMark.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';
import { PageIcon } from './PageIcon.tsx';
import { CALCULATOR_LINKS, HELP_LINKS, PRODUCT_LINKS } from './site-nav.ts';
import { useDetailsMenu } from './use-disclosure.ts';

/** The #myaccount hash that opens the login popup (spec §2, route /). */
export const MY_ACCOUNT_HASH = '#myaccount';

/**
 * The site header: logo, loan and calculator menus, the Login dropdown and the language toggle.
 *
 * @returns the banner landmark
 */
export function SiteHeader() {
  const { language, strings, text } = useLanguage();
  const loansMenu = useDetailsMenu();
  const loginMenu = useDetailsMenu();
  const session = useSession();
  const user = useSignedInUser();
  const initials = user ? [user.firstName, user.lastName].map((part) => part?.charAt(0) ?? '').join('') || '•' : '';
  // sessionMachine LOGOUT: revokes the session, clears storage and goes home (SESSION-006).
  const logout = (): void => {
    loginMenu.close();
    session.logout();
  };
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {text.skipToContent}
      </a>
      <div className="site-header__bar">
        <Link to={localizedPath('/', language)} className="site-header__logo" aria-label="Rinn — home">
          <BrandMark />
        </Link>
        <nav aria-label={text.mainNavigation} className="site-nav">
          {/* A details menu: it opens before the page hydrates, and with no JavaScript at all. */}
          <details className="menu" ref={loansMenu.detailsRef}>
            <summary className="menu__button">{text.loanProducts}</summary>
            <div className="menu__panel">
              <ul>
                {PRODUCT_LINKS.map((link) => (
                  <li key={link.path}>
                    <Link to={localizedPath(link.path, language)} onClick={loansMenu.close}>
                      <PageIcon path={link.path} />
                      {strings[link.label]}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="menu__group-title">{strings.navCalculators}</p>
              <ul>
                {CALCULATOR_LINKS.map((link) => (
                  <li key={link.path}>
                    <Link to={localizedPath(link.path, language)} onClick={loansMenu.close}>
                      <PageIcon path={link.path} />
                      {text[link.label]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </details>
          <ul className="site-nav__links">
            {HELP_LINKS.filter((link) => link.path !== '/resources/faq').map((link) => (
              <li key={link.path}>
                <a href={localizedPath(link.path, language)}>
                  <PageIcon path={link.path} />
                  {strings[link.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageToggle />
          {/* A details menu too: "As a Customer" and "As an Employee" are links, so the menu works
              before the page hydrates, and with no JavaScript at all. */}
          <details className="menu menu--end" ref={loginMenu.detailsRef}>
            {user ? (
              // Named by hidden text, not aria-label: an aria-label that leaves out the visible
              // initials fails WCAG 2.5.3 (label in name); the initials are decoration here.
              <summary className="menu__button account-button avatar-button">
                <span className="avatar" aria-hidden="true">
                  {initials}
                </span>
                <span className="visually-hidden">{strings.myAccount}</span>
              </summary>
            ) : (
              <summary className="menu__button menu__button--primary account-button">{strings.login}</summary>
            )}
            <div className="menu__panel">
              {user ? (
                <ul>
                  <li>
                    <Link to="/dashboard" onClick={loginMenu.close}>
                      {strings.myAccount}
                    </Link>
                  </li>
                  <li>
                    <button type="button" className="menu__item-button" onClick={logout}>
                      {strings.logout}
                    </button>
                  </li>
                </ul>
              ) : (
                <ul>
                  <li>
                    <Link to={{ hash: MY_ACCOUNT_HASH }} onClick={loginMenu.close}>
                      {strings.loginAsCustomer}
                    </Link>
                  </li>
                  <li>
                    <Link to={BUSINESS_JOURNEY_PATH} onClick={loginMenu.close}>
                      {strings.loginAsEmployee}
                    </Link>
                  </li>
                </ul>
              )}
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
