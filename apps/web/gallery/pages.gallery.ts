import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
import { apiOtpLogin, storeSession } from '../e2e/support.ts';

// The design gallery (`npm run gallery`, see gallery.config.ts): one page of every kind, full
// length, at 390 px (a phone) and 1366 px (a laptop), in English and Hindi, written to the
// repository's gallery/ folder with an index.html that lays them side by side.

const OUT_DIR = fileURLToPath(new URL('../../../gallery/', import.meta.url));

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

const LANGUAGES = ['en', 'hi'] as const;

/** One page of each kind the site has, by a name for its file and its unprefixed path. */
const PAGES: readonly { readonly name: string; readonly path: string; readonly signedIn?: 'demo' | 'new' }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/used-car-loan' },
  { name: 'product-personal-loan', path: '/personal-loan' },
  { name: 'bank', path: '/axis-bank-personal-loan' },
  { name: 'bank-interest-rate', path: '/axis-bank-personal-loan-interest-rate' },
  { name: 'bank-emi-calculator', path: '/axis-bank-personal-loan-emi-calculator' },
  { name: 'city', path: '/used-car-loan/city/ahmedabad' },
  { name: 'emi-calculator', path: '/emi-calculator' },
  { name: 'two-wheeler-calculator', path: '/two-wheeler-calculator' },
  { name: 'bt-calculator', path: '/bt-calculator' },
  { name: 'credit-score', path: '/cibil-score' },
  { name: 'blog-article', path: '/resources/credit-score-myths' },
  { name: 'resource-centre', path: '/resources/search' },
  { name: 'resource-centre-no-results', path: '/resources/search?blog=zzzzqx' },
  { name: 'faq-hub', path: '/resources/faq' },
  { name: 'faq-set', path: '/resources/faq/business-loan' },
  { name: 'contact', path: '/contact-us' },
  { name: 'legal', path: '/privacy-policy' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'dashboard', path: '/dashboard', signedIn: 'demo' },
  { name: 'dashboard-empty', path: '/dashboard', signedIn: 'new' },
];

/** The demo customer (seeded with applications) and a customer of the gallery's own, with none. */
const MOBILES = { demo: '9876543210', new: '9123400021' } as const;

function localized(path: string, language: (typeof LANGUAGES)[number]): string {
  if (language === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** Waits for the page to be React's and its data to arrive, and for pending carousel slides and fonts to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

/** A screenshot written, for the index. */
interface Shot {
  readonly page: string;
  readonly language: string;
  readonly width: string;
  readonly file: string;
}

const shots: Shot[] = [];

test.beforeAll(() => {
  mkdirSync(OUT_DIR, { recursive: true });
});

test.afterAll(() => {
  writeFileSync(`${OUT_DIR}index.html`, galleryIndex(shots));
});

// One test per kind of page (both languages, both widths), so a slow page cannot time the others out.
for (const entry of PAGES) {
  test(`${entry.name}: ${entry.path} at 390 and 1366 px in English and Hindi`, async ({ page, request }) => {
    const session = entry.signedIn ? await apiOtpLogin(request, MOBILES[entry.signedIn]) : undefined;
    for (const language of LANGUAGES) {
      if (session) await storeSession(page, session);
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(localized(entry.path, language));
        await settle(page);
        const file = `${entry.name}.${language}.${size.name}.png`;
        await page.screenshot({ path: `${OUT_DIR}${file}`, fullPage: true, animations: 'disabled' });
        shots.push({ page: entry.name, language, width: `${size.name} (${size.width} px)`, file });
      }
    }
  });
}

/** A page that shows every screenshot, a row per page kind and language: phone beside laptop. */
function galleryIndex(taken: readonly Shot[]): string {
  const rows = PAGES.flatMap((entry) =>
    LANGUAGES.map((language) => {
      const cells = taken
        .filter((shot) => shot.page === entry.name && shot.language === language)
        .map((shot) => `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${entry.name}, ${language}, ${shot.width}" loading="lazy"></a><figcaption>${shot.width}</figcaption></figure>`)
        .join('');
      return `<section><h2>${entry.name} · ${language} · <code>${localized(entry.path, language)}</code></h2><div class="row">${cells}</div></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Rinn design gallery</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;background:#f5f7fa}.row{display:flex;gap:1rem;align-items:flex-start}
figure{margin:0;background:#fff;padding:.5rem;border:1px solid #cbd2d9}figure:first-child img{width:195px}figure:last-child img{width:683px}
img{display:block;height:auto}h2{font-size:1rem}</style>
<h1>Rinn design gallery</h1><p>${new Date().toISOString()} · phone 390 px and laptop 1366 px, English and Hindi; click a picture for full size.</p>
${rows.join('\n')}</html>\n`;
}
