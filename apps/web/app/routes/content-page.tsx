import { CONTACT_DETAILS, CONTACT_DETAILS_HI, CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI } from '@rinn/content';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ContactFormGate } from '../components/ContactFormGate.tsx';
import { contentPageData } from '../content/content-page-data.ts';
import { ContentSections } from '../content/ContentSections.tsx';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { Island } from '../islands/island.tsx';
import { useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { localizedPath } from '../i18n/language.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';

/**
 * A text page of `CONTENT_PAGES`: /cibil-score (with its score table), /personal-loan-interest-rate,
 * /what-is-a-personal-loan-emi and /contact-us (with the postal and support block).
 *
 * @param args - the loader's request
 * @returns the page and its extra blocks
 * @throws a 404 response for a path with no content page
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  const page = contentPageData(path, language);
  if (page === undefined) throw notFound();
  const creditScorePage = language === 'hi' ? CREDIT_SCORE_PAGE_HI : CREDIT_SCORE_PAGE;
  return {
    page,
    trail: breadcrumbTrail(language, { name: page.heading, path: localizedPath(path, language), lang: page.lang }),
    scoreTable: path === creditScorePage.path ? creditScorePage.scoreTable : null,
    contact: path === '/contact-us' ? (language === 'hi' ? CONTACT_DETAILS_HI : CONTACT_DETAILS) : null,
  };
}

/** A content page hydrates only /contact-us's form as an island of its own, and the site-wide parts (decision 0021). */
export const handle = ISLANDS;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? [...pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, pathname: location.pathname }), breadcrumbJsonLd(data.trail)] : [];

/** The text pages of spec §2 that are neither products, calculators, FAQ, blog, city, bank nor legal pages. */
export default function ContentPageRoute() {
  const { page, scoreTable, contact, trail } = useLoaderData<typeof loader>();
  const { language } = useLanguage();
  const copy = webStrings(page.lang);
  return (
    <article className="page page--narrow prose" lang={page.lang === language ? undefined : page.lang}>
      <Breadcrumbs trail={trail} />
      <h1>{page.heading}</h1>
      <p className="page__lead">{page.intro}</p>
      {scoreTable && (
        <div className="table-scroll" role="region" aria-label={page.heading} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{page.heading}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.scoreRange}</th>
                <th scope="col">{copy.scoreBand}</th>
                <th scope="col">{copy.scoreMeaning}</th>
              </tr>
            </thead>
            <tbody>
              {scoreTable.map((row) => (
                <tr key={row.min}>
                  <td>
                    {row.min}–{row.max}
                  </td>
                  <th scope="row">{row.label}</th>
                  <td>{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ContentSections sections={page.sections} />
      {contact && <Island name="contact-form" component={ContactFormGate} props={{}} />}
      {contact && (
        <address className="card contact-block">
          <p>{contact.officeAddress}</p>
          <p>
            {copy.contactCallUs}: <a href={`tel:${contact.supportPhone.replace(/[^\d+]/g, '')}`}>{contact.supportPhone}</a>
          </p>
          <p>
            {copy.contactWriteToUs}: <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
          </p>
          <p>{contact.supportHours}</p>
        </address>
      )}
      {page.cta && (
        <p>
          <Link className="button" to={localizedPath(page.cta.href, language)}>
            {page.cta.text}
          </Link>
        </p>
      )}
    </article>
  );
}
