import { BANK_NAMES, LENDING_PARTNERS, PARTNER_LENDER_NAMES } from '@rinn/content';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { prerenderPaths } from '../app/prerender-paths.ts';

/*
 * Every /hi page is Hindi: the share of Latin letters in its main text stays under a threshold.
 *
 * Names a Hindi reader sees in Latin letters are not counted: the brand, lenders and banks as they
 * write their own names, the credit bureaus, social networks, and the short forms Indian borrowers
 * read as they are (EMI, CIBIL, PAN, KYC, APR, KFS …), plus e-mail addresses and number-plate
 * series. Everything else in Latin letters counts.
 *
 * Threshold: 5 % of the letters. A translated page measures well under 1 % (a stray unit or form
 * name); a page that keeps one English paragraph among Hindi ones measures 10 % or more, and an
 * English page about 95 %. So 5 % fails on one untranslated block and leaves room for the odd
 * abbreviation that is not on the list.
 */
const MAX_LATIN_SHARE = 0.05;

/** Names and short forms allowed in Latin letters on a Hindi page, longest first when matched. */
const ALLOWED_LATIN_TERMS: readonly string[] = [
  'Rinn Technologies Private Limited',
  'Rinn',
  ...Object.values(BANK_NAMES),
  ...PARTNER_LENDER_NAMES,
  ...LENDING_PARTNERS.map((partner) => partner.imgAlt),
  'TransUnion CIBIL',
  'Experian',
  'Equifax',
  'CRIF High Mark',
  'WhatsApp',
  'X (Twitter)',
  'LinkedIn',
  'Facebook',
  'bob World',
  // Short forms used as they are in Hindi financial writing.
  'EMI',
  'CIBIL',
  'PAN',
  'KYC',
  'APR',
  'KFS',
  'RBI',
  'GST',
  'OTP',
  'CSV',
  'SBI',
  'TS',
  'TG',
  '80EEB',
];

/**
 * Pages that stay English on /hi for now, with the reason. The test fails when one of them turns
 * Hindi too, so the list only shrinks.
 */
const ENGLISH_ON_HI: Readonly<Record<string, string>> = {
  // Legal texts: the English version is the binding one; a Hindi version needs legal review first.
  '/hi/privacy-policy': 'legal',
  '/hi/terms-and-conditions': 'legal',
  '/hi/consent-declaration': 'legal',
  '/hi/experian': 'legal',
  '/hi/certified-CIC': 'legal',
};

/** English editorial articles are written in English; their Hindi counterparts are the `hi-` articles. */
function isEnglishArticle(path: string): boolean {
  return /^\/hi\/resources\/(?!hi-|faq(?:\/|$)|search$)[a-z0-9-]+$/.test(path);
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ALLOWED_PATTERN = new RegExp(
  [
    // A plural 's' counts with the term ('EMIs'); a term ending in punctuation has no word boundary after it.
    ...[...new Set(ALLOWED_LATIN_TERMS)]
      .sort((a, b) => b.length - a.length)
      .map((term) => `\\b${escapeForRegExp(term)}${/\w$/.test(term) ? 's?\\b' : ''}`),
    '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+', // e-mail addresses
    '\\b[A-Z]{2}-\\d{1,2}\\b', // number-plate series (MH-12)
  ].join('|'),
  'g',
);

/** Latin and Devanagari letters of a text, allowed terms left out. */
function letterCounts(text: string): { readonly latin: number; readonly devanagari: number } {
  const counted = text.replace(ALLOWED_PATTERN, ' ');
  return { latin: counted.match(/[A-Za-z]/g)?.length ?? 0, devanagari: counted.match(/[\u0900-\u097F]/g)?.length ?? 0 };
}

function latinShare(text: string): number {
  const { latin, devanagari } = letterCounts(text);
  return latin + devanagari === 0 ? 0 : latin / (latin + devanagari);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of the <main> element of a pre-rendered page, as served: scripts, styles and templates
 * left out, every tag a word break, character references decoded. The pre-rendered HTML is
 * React's server output, so <main> occurs once and holds no raw '<' in text.
 */
function mainTextOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? reference;
    });
}

/** The main text of a pre-rendered page, fetched as a visitor's browser would first get it. */
async function mainText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return mainTextOf(await response.text());
}

const HINDI_PATHS = prerenderPaths().filter((path) => path === '/hi' || path.startsWith('/hi/'));

test.describe('Hindi pages', () => {
  test('the measure tells Hindi from English and leaves out names and allowed short forms', () => {
    expect(latinShare('Rinn पर HDFC Bank और SBI के ऑफ़र देखें; EMI, PAN और KYC, MH-12, support@rinn.in')).toBe(0);
    expect(latinShare('Compare loans from trusted lenders')).toBe(1);
    expect(latinShare('ऑफ़र देखें Check')).toBeGreaterThan(MAX_LATIN_SHARE);
    expect(mainTextOf('<main id="main"><h1>ऋण</h1><script>var English = 1;</script><p>A&amp;B&#x27;s <b>x</b></p></main><footer>Footer</footer>')).toMatch(
      /^\s*ऋण\s+A&B's\s+x\s*$/,
    );
  });

  test(`every pre-rendered /hi page keeps Latin letters under ${MAX_LATIN_SHARE * 100}% of its main text`, async ({ request }) => {
    expect(HINDI_PATHS.length).toBeGreaterThan(100);
    const tooLatin: string[] = [];
    const turnedHindi: string[] = [];
    for (const path of HINDI_PATHS) {
      const share = latinShare(await mainText(request, path));
      const expectedEnglish = path in ENGLISH_ON_HI || isEnglishArticle(path);
      if (!expectedEnglish && share > MAX_LATIN_SHARE) tooLatin.push(`${path} ${(share * 100).toFixed(1)}%`);
      if (expectedEnglish && share <= MAX_LATIN_SHARE) turnedHindi.push(path);
    }
    expect(tooLatin, 'Hindi pages with too much Latin text').toEqual([]);
    expect(turnedHindi, 'pages listed as English that are now Hindi: take them off the list').toEqual([]);
  });

  test('the English home page measures as English, so the measure can fail', async ({ request }) => {
    expect(latinShare(await mainText(request, '/'))).toBeGreaterThan(0.8);
  });
});

test('every city link on every pre-rendered page leads to a pre-rendered city page with a call to action', async ({ page, request }) => {
  test.setTimeout(180_000);
  const pages = prerenderPaths().filter((path) => !/\.(?:xml|txt)$/.test(path) && path !== '/404');
  const cityLinks = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*\/city\/[^"#?]+)"/g)) if (href) cityLinks.add(href);
  }
  expect(cityLinks).toContain('/refinance/city/kolkata');
  expect(cityLinks).toContain('/hi/refinance/city/gurugram');
  const rendered = new Set(prerenderPaths());
  const missing = [...cityLinks].filter((href) => !rendered.has(href));
  expect(missing, 'city links with no pre-rendered page').toEqual([]);
  for (const href of cityLinks) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  // Each city page ends in a call to action that starts its product's journey.
  for (const href of ['/refinance/city/kolkata', '/hi/refinance/city/gurugram']) {
    await page.goto(href);
    await expect(page.locator('main a.button').last()).toHaveAttribute('href', /\/journey\?.*product=refinance/);
  }
});
