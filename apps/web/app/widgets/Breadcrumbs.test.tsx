import { articlePath, BLOG_ARTICLES, CONTENT_PAGES, CONTENT_PAGES_HI, LEGAL_PAGE_SLUGS } from '@rinn/content';
import { LANGUAGES, type Language } from '@rinn/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedPath } from '../i18n/language.ts';
import { loader as blogArticleLoader } from '../routes/blog-article.tsx';
import { loader as contentPageLoader } from '../routes/content-page.tsx';
import { loader as legalPageLoader } from '../routes/legal-page.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import type { Crumb } from './breadcrumbs.ts';

afterEach(cleanup);

function renderAt(path: string, trail: readonly Crumb[]) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <Breadcrumbs trail={trail} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

/** The trail a route's loader gives for a path, as the pre-render asks for it. */
function trailOf(loader: (args: LoaderFunctionArgs) => { readonly trail: readonly Crumb[] }, path: string): readonly Crumb[] {
  return loader({ request: new Request(`https://rinn.example${path}`), params: {}, context: {} } as LoaderFunctionArgs).trail;
}

describe('Breadcrumbs', () => {
  it('LANG-PART-001: a step named in another language than the page carries its own lang; the rest follow the page', async () => {
    renderAt('/hi/resources/how-emi-is-calculated', [
      { name: 'होम', path: '/hi' },
      { name: 'Resources', path: '/hi/resources', lang: 'en' },
      { name: 'How Is an EMI Calculated?', path: '/hi/resources/how-emi-is-calculated', lang: 'en' },
    ]);
    const navigation = await screen.findByRole('navigation');
    expect(navigation.getAttribute('lang')).toBe('hi');
    expect(within(navigation).getByRole('link', { name: 'होम' }).hasAttribute('lang')).toBe(false);
    expect(within(navigation).getByRole('link', { name: 'Resources' }).getAttribute('lang')).toBe('en');
    const current = within(navigation).getByText('How Is an EMI Calculated?');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('lang')).toBe('en');
  });

  it('LANG-PART-001: a step in the page language, or with none given, has no lang of its own', async () => {
    renderAt('/personal-loan', [
      { name: 'Home', path: '/' },
      { name: 'Personal Loan', path: '/personal-loan', lang: 'en' },
    ]);
    const navigation = await screen.findByRole('navigation');
    expect(navigation.getAttribute('lang')).toBe('en');
    expect(within(navigation).getByRole('link', { name: 'Home' }).hasAttribute('lang')).toBe(false);
    expect(within(navigation).getByText('Personal Loan').hasAttribute('lang')).toBe(false);
  });
});

describe('the trails of pages whose text may be in another language than the page', () => {
  it.each(LANGUAGES)('LANG-PART-001: every article on a %s page names its title in the article’s language', (language: Language) => {
    for (const article of BLOG_ARTICLES) {
      expect(trailOf(blogArticleLoader, localizedPath(articlePath(article), language)).at(-1), articlePath(article)).toMatchObject({ name: article.title, lang: article.lang });
    }
  });

  it.each(LANGUAGES)('LANG-PART-001: every legal page on a %s page names its title in English, the only language legal texts exist in', (language: Language) => {
    for (const slug of LEGAL_PAGE_SLUGS) expect(trailOf(legalPageLoader, localizedPath(`/${slug}`, language)).at(-1)?.lang, slug).toBe('en');
  });

  it('LANG-PART-001: every content page names its heading in the language the page’s text is in', () => {
    for (const [language, pages] of [['en', CONTENT_PAGES], ['hi', CONTENT_PAGES_HI]] as const) {
      for (const page of pages) expect(trailOf(contentPageLoader, localizedPath(page.path, language)).at(-1), page.path).toMatchObject({ name: page.heading, lang: page.lang });
    }
  });
});
