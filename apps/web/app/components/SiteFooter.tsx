import { AnalyticsChoiceControl } from '../analytics/AnalyticsChoice.tsx';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { CALCULATOR_LINKS, HELP_LINKS, LEGAL_LINKS, PRODUCT_LINKS, SOCIAL_LINKS } from './site-nav.ts';
import { SocialIcon } from './SocialIcon.tsx';

/**
 * The site footer: loan and calculator links, the five legal pages, social links, the rating, the
 * free credit-score offer and the lender disclaimer (spec §1).
 *
 * @param props - the year shown in the copyright line (passed in so rendering stays pure)
 * @returns the contentinfo landmark
 */
export function SiteFooter({ year }: { readonly year: number }) {
  const { language, strings, text } = useLanguage();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label={text.footerProducts}>
          <h2 className="site-footer__title">{text.footerProducts}</h2>
          <ul>
            {PRODUCT_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={localizedPath(link.path, language)}>{strings[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={text.footerCalculators}>
          <h2 className="site-footer__title">{text.footerCalculators}</h2>
          <ul>
            {CALCULATOR_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={localizedPath(link.path, language)}>{text[link.label]}</Link>
              </li>
            ))}
            <li>
              <Link to="/cibil-score-check">{strings.freeCreditScore}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={text.footerHelp}>
          <h2 className="site-footer__title">{text.footerHelp}</h2>
          <ul>
            {HELP_LINKS.map((link) => (
              <li key={link.path}>
                <a href={localizedPath(link.path, language)}>{strings[link.label]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={text.footerLegal}>
          <h2 className="site-footer__title">{text.footerLegal}</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{text[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">{text.footerFollowUs}</h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} aria-label={link.network} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__rating">
            <span aria-hidden="true">★ </span>
            {strings.rating}
          </p>
        </div>
      </div>
      <AnalyticsChoiceControl />
      <p className="site-footer__disclaimer">{strings.lenderDisclaimer}</p>
      <p className="site-footer__copyright">
        © {year} {text.copyright}
      </p>
    </footer>
  );
}
