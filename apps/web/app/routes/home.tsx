import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { CALCULATOR_LINKS, PRODUCT_LINKS } from '../components/site-nav.ts';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: text.homeTitle, description: text.homeDescription, pathname: location.pathname });
};

/** Home: the offer in one line, then the loan products and the calculators. */
export default function HomeRoute() {
  const { language, strings, text } = useLanguage();
  return (
    <>
      <section className="hero">
        <h1>{text.homeHeading}</h1>
        <p>{text.homeIntro}</p>
        <p className="hero__rating">
          <span aria-hidden="true">★ </span>
          {strings.rating}
        </p>
      </section>
      <section className="page" aria-labelledby="home-products">
        <h2 id="home-products">{text.loanProducts}</h2>
        <ul className="tile-grid">
          {PRODUCT_LINKS.map((link) => (
            <li key={link.path}>
              <Link className="tile" to={localizedPath(link.path, language)}>
                {strings[link.label]}
              </Link>
            </li>
          ))}
        </ul>
        <h2>{strings.navCalculators}</h2>
        <ul className="tile-grid">
          {CALCULATOR_LINKS.map((link) => (
            <li key={link.path}>
              <Link className="tile" to={localizedPath(link.path, language)}>
                {text[link.label]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
