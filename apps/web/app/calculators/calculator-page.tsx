import type { ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, type MetaDescriptor } from 'react-router';
import { contentPageData, type ContentPageData } from '../content/content-page-data.ts';
import { ContentSections } from '../content/ContentSections.tsx';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';

/**
 * The loader of a calculator page: its explanatory text from `CONTENT_PAGES`.
 *
 * @param args - the loader's request
 * @returns the page text
 * @throws a 404 response when the content has no page for the calculator
 */
export function calculatorPageLoader({ request }: LoaderFunctionArgs): { readonly page: ContentPageData } {
  const { language, path } = contentRequest(request);
  const page = contentPageData(path, language);
  if (page === undefined) throw notFound();
  return { page };
}

/**
 * A calculator page's meta: the content's title and description where the page language is the
 * content's, the web app's own translation otherwise.
 *
 * @param page - the loader's page text, when it loaded
 * @param pathname - the page's pathname
 * @param translated - title and description in the page language
 * @returns the meta descriptors
 */
export function calculatorPageMeta(
  page: ContentPageData | undefined,
  pathname: string,
  translated: { readonly title: string; readonly description: string },
): MetaDescriptor[] {
  const useContent = page !== undefined && page.lang === pageLanguage(pathname);
  return pageMeta({
    title: useContent ? page.metaTitle : translated.title,
    description: useContent ? page.metaDescription : translated.description,
    pathname,
  });
}

/** Props of {@link CalculatorPage}. */
export interface CalculatorPageProps {
  readonly page: ContentPageData;
  /** Heading and lead in the page language, used when the content is in another language. */
  readonly translated: { readonly title: string; readonly description: string };
  /** The calculator itself. */
  readonly children: ReactNode;
}

/**
 * The frame of a calculator page: heading and lead, the calculator, then the content's
 * explanation and call to action.
 *
 * @param props - see {@link CalculatorPageProps}
 * @returns the page
 */
export function CalculatorPage({ page, translated, children }: CalculatorPageProps) {
  const { language, text } = useLanguage();
  const sameLanguage = page.lang === language;
  return (
    <section className="page">
      <h1>{sameLanguage ? page.heading : translated.title}</h1>
      <p className="page__lead">{sameLanguage ? page.intro : translated.description}</p>
      {children}
      <div className="prose calculator__about" lang={sameLanguage ? undefined : page.lang}>
        <h2 className="visually-hidden" lang={language}>
          {text.aboutThisCalculator}
        </h2>
        <ContentSections sections={page.sections} />
        {page.cta && (
          <p>
            <Link className="button" to={page.cta.href}>
              {page.cta.text}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
