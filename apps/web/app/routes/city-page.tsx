import { CITY_PAGES, CITY_PAGES_HI, citiesOf, LOAN_TYPES, PRODUCT_JOURNEYS, UI_STRINGS } from '@rinn/content';
import { cityPagePath } from '@rinn/rules';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { productJourneyPath } from '../journey/journey-input.ts';
import { PRODUCT_LINKS } from '../components/site-nav.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';

/**
 * A city page (/{product}/city/{citySlug}) with the product's other cities.
 *
 * @param args - the loader's request
 * @returns the page and the product's cities
 * @throws a 404 response for a product and city without a page
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  const pages = language === 'hi' ? CITY_PAGES_HI : CITY_PAGES;
  const page = pages.find((candidate) => cityPagePath(candidate.product, candidate.city.slug) === path);
  if (page === undefined) throw notFound();
  const productPath = `/${page.product}`;
  const productLabel = PRODUCT_LINKS.find((link) => link.path === productPath)?.label;
  const trail = breadcrumbTrail(
    language,
    { name: productLabel ? UI_STRINGS[language][productLabel] : page.product, path: localizedPath(productPath, language) },
    { name: page.city.name, path: localizedPath(path, language) },
  );
  // The call to action starts the product's own journey, as its product page does (CONTENT-016, STEP-004).
  const loanType = LOAN_TYPES.find((candidate) => candidate.slug === page.product);
  const journeyPath = loanType ? productJourneyPath(PRODUCT_JOURNEYS[loanType.id], loanType.slug) : productPath;
  return { page, cities: citiesOf(page.product, language), trail, journeyPath };
}

/** A city page has nothing of its own to hydrate: links, and the site-wide parts (decision 0021). */
export const handle = ISLANDS;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? [...pageMeta({ title: data.page.heading, description: data.page.metaDescription, pathname: location.pathname }), breadcrumbJsonLd(data.trail)] : [];

/** /{product}/city/{citySlug}: the city's text and the 'Locations' list of the product's cities. */
export default function CityPageRoute() {
  const { page, cities, trail, journeyPath } = useLoaderData<typeof loader>();
  const { language, strings } = useLanguage();
  return (
    <article className="page page--narrow prose">
      <Breadcrumbs trail={trail} />
      <h1>{page.heading}</h1>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link className="button" to={localizedPath(journeyPath, language)}>
          {strings.checkYourOffer}
        </Link>
      </p>
      <nav aria-labelledby="locations">
        <h2 id="locations">{strings.locations}</h2>
        <ul className="city-list">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link to={localizedPath(cityPagePath(page.product, city.slug), language)} aria-current={city.slug === page.city.slug ? 'page' : undefined}>
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
