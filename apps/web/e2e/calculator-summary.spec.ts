import { expect, test, type Locator, type Page } from './fixtures.ts';
import { UI_STRINGS } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { webStrings } from '../app/i18n/web-strings.ts';
import { hydrateWithNeutralKey } from './support.ts';
import { inLanguage } from './journey-support.ts';

// On a phone the results sit under the fields, a screen or more below the sliders; a summary bar
// (EMI and total interest, or the new EMI and loan of a balance transfer) stays pinned to the
// bottom of the screen while the fields are in view and follows the sliders as they move. On a
// desktop the results sit beside the fields, so the bar is hidden and the EMI itself stays in view.

/** A calculator page: the slider dragged, the one moved by keys, and the summary's figures. */
interface CalculatorCase {
  readonly path: string;
  readonly language: Language;
  readonly dragged: string;
  readonly keyed: string;
  /** Each summary figure's test id and the result figure it must equal. */
  readonly figures: readonly (readonly [summary: string, result: string])[];
}

const CASES: readonly CalculatorCase[] = (['en', 'hi'] as const).flatMap((language) => {
  const strings = UI_STRINGS[language];
  const text = webStrings(language);
  const loanFigures = [['summary-emi', 'emi'], ['summary-total-interest', 'total-interest']] as const;
  return [
    { path: '/emi-calculator', language, dragged: strings.loanAmount, keyed: strings.interestRate, figures: loanFigures },
    { path: '/two-wheeler-calculator', language, dragged: strings.loanAmount, keyed: strings.tenure, figures: loanFigures },
    { path: '/bt-calculator', language, dragged: text.emisPaid, keyed: strings.interestRate, figures: [['summary-emi', 'emi'], ['summary-total-loan', 'total-loan']] },
  ];
});

/** Whether the centre of an element is what a tap there would hit (nothing covers it). */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** The summary is in view, uncovered, and shows the result's figures. */
async function expectSummaryMatches(page: Page, figures: CalculatorCase['figures']): Promise<void> {
  const emi = page.getByTestId('summary-emi');
  await expect(emi).toBeInViewport();
  expect(await isUncovered(emi), 'nothing covers the summary EMI').toBe(true);
  for (const [summary, result] of figures) {
    await expect(page.getByTestId(summary)).toHaveText((await page.getByTestId(result).textContent()) ?? '');
  }
}

for (const calculator of CASES) {
  const address = inLanguage(calculator.language, calculator.path);

  test(`${address}: the pre-rendered page already shows the summary with the result's figures`, async ({ request }) => {
    const html = await (await request.get(address)).text();
    const figure = (testId: string): string | undefined => html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`))?.[1];
    for (const [summary, result] of calculator.figures) {
      expect(figure(summary), `${summary} in the HTML`).toBeDefined();
      expect(figure(summary)).toBe(figure(result));
    }
  });

  test(`${address}: the EMI stays in view and up to date while a slider is dragged and keyed`, async ({ page }, testInfo) => {
    const onPhone = testInfo.project.name === 'mobile';
    await page.goto(address);
    await hydrateWithNeutralKey(page);
    const dragged = page.getByRole('slider', { name: calculator.dragged, exact: true });
    await dragged.scrollIntoViewIfNeeded();
    const figure = onPhone ? page.getByTestId('summary-emi') : page.getByTestId('emi');
    if (!onPhone) await expect(page.getByTestId('summary-emi')).toBeHidden();
    await expect(figure).toBeInViewport();
    expect(await isUncovered(dragged), 'nothing covers the slider scrolled to').toBe(true);

    // Drag the thumb along the track, checking the figures while the pointer is still down.
    const track = await dragged.boundingBox();
    if (track === null) throw new Error('the slider has no box');
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.2, y);
    await page.mouse.down();
    const start = (await figure.textContent()) ?? '';
    const value = async (): Promise<string | null> => dragged.getAttribute('aria-valuetext');
    for (const share of [0.4, 0.6, 0.8]) {
      const previous = await value();
      await page.mouse.move(track.x + track.width * share, y, { steps: 4 });
      await expect.poll(value, 'the thumb follows the pointer').not.toBe(previous);
      if (onPhone) await expectSummaryMatches(page, calculator.figures);
      else await expect(figure).toBeInViewport();
    }
    await expect(figure, 'the drag changed the EMI').not.toHaveText(start);
    await page.mouse.up();

    // Arrow keys on another slider move the figures too.
    const keyed = page.getByRole('slider', { name: calculator.keyed, exact: true });
    await keyed.focus();
    for (let press = 0; press < 3; press += 1) {
      const before = (await figure.textContent()) ?? '';
      await keyed.press('ArrowRight');
      await expect(figure, 'each key press changes the EMI').not.toHaveText(before);
      if (onPhone) await expectSummaryMatches(page, calculator.figures);
      else await expect(figure).toBeInViewport();
    }
  });
}
