import { LEGAL_PAGE_SLUGS, LENDING_PARTNERS, legalPageWithPartners, parseBlogMarkup, plainTextOf } from '@rinn/content';
import { formatDate } from '@rinn/format';
import type { Language } from '@rinn/rules';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { MarkupBody } from '../content/MarkupBody.tsx';
import { useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { localizedPath } from '../i18n/language.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';

const DESCRIPTION_LENGTH = 155;

/** A legal page has nothing of its own to hydrate: only the site-wide parts, as islands (decision 0021). */
export const handle = ISLANDS;

/** Legal texts exist in English only; on /hi pages they keep lang="en" so screen readers read them right. */
const LEGAL_TEXT_LANGUAGE: Language = 'en';

/**
 * A legal page of spec §2 with the current partner lenders filled in (LEGAL-002).
 *
 * @param args - the loader's request
 * @returns the title, last update and parsed body
 * @throws a 404 response for a path that is no legal page
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  const slug = LEGAL_PAGE_SLUGS.find((candidate) => `/${candidate}` === path);
  if (slug === undefined) throw notFound();
  const page = legalPageWithPartners(slug, LENDING_PARTNERS.map((partner) => partner.imgAlt));
  const blocks = parseBlogMarkup(page.body);
  const summary = plainTextOf(blocks).slice(0, DESCRIPTION_LENGTH);
  const trail = breadcrumbTrail(language, { name: page.title, path: localizedPath(path, language), lang: LEGAL_TEXT_LANGUAGE });
  return { title: page.title, updatedOn: page.updatedOn, blocks, summary, trail };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? [...pageMeta({ title: data.title, description: data.summary, pathname: location.pathname }), breadcrumbJsonLd(data.trail)] : [];

/** /privacy-policy, /terms-and-conditions, /consent-declaration, /experian, /certified-CIC. */
export default function LegalPageRoute() {
  const { title, updatedOn, blocks, trail } = useLoaderData<typeof loader>();
  const { language } = useLanguage();
  return (
    <article className="page page--narrow prose" lang={language === LEGAL_TEXT_LANGUAGE ? undefined : LEGAL_TEXT_LANGUAGE}>
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      <p className="fine-print">
        {webStrings(LEGAL_TEXT_LANGUAGE).lastUpdated}: {formatDate(updatedOn)}
      </p>
      <MarkupBody blocks={blocks} />
    </article>
  );
}
