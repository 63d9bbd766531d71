import { CASH_IN_HAND_CAP, FORECLOSURE_CHARGE_PERCENT, MIN_EMIS_PAID_FOR_REFINANCE, topUpMultiplier } from '@rinn/loan-math';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER } from '@rinn/loan-math/rinn';
import { formatRupees } from '@rinn/format';
import { CREDIT_SCORE_FACTS, GENERAL_SCORE_GUIDE, SCORE_TABLE_ROWS, scoreBand } from '@rinn/rules';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseBlogMarkup } from '../blog/index.js';
import { isKnownRoute } from '../routes.js';
import { contentPageSchema, creditScorePageSchema } from '../schemas.js';
import { shapeDifferences } from '../shape.js';
import { BT_CALCULATOR_PAGE, BT_CALCULATOR_PAGE_HI, EMI_CALCULATOR_PAGE, EMI_CALCULATOR_PAGE_HI } from './calculators.js';
import { CONTACT_DETAILS, CONTACT_PAGE } from './contact.js';
import { CONTENT_PAGES, CONTENT_PAGES_HI } from './content-pages.js';
import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI } from './credit-score.js';
import { EXPIRED_LINK_TEXTS, expiredLinkMessage } from './expired-link.js';
import { WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE, WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE_HI } from './personal-loan-info.js';
import { RESOURCE_CENTRE_TEXTS } from './resource-centre.js';

describe('content pages', () => {
  it.each([...CONTENT_PAGES, ...CONTENT_PAGES_HI].map((page) => [page.path, page.lang, page] as const))('%s (%s) parses, is a known route and its markup parses', (path, _lang, page) => {
    expect(() => contentPageSchema.parse(page)).not.toThrow();
    expect(isKnownRoute(path)).toBe(true);
    for (const section of page.sections) expect(parseBlogMarkup(section.body).length).toBeGreaterThan(0);
  });

  it('CONTENT-003: each content page has its own path and unique section ids', () => {
    const paths = CONTENT_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of CONTENT_PAGES) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("CONTENT-014: the credit-score page's table and facts come from the rule package", () => {
    const page = creditScorePageSchema.parse(CREDIT_SCORE_PAGE);
    expect(page.scoreTable.map(({ min, max, label }) => ({ min, max, label }))).toEqual(
      SCORE_TABLE_ROWS.map(({ min, max, label }) => ({ min, max, label })),
    );
    const text = page.sections.map((section) => section.body).join(' ');
    expect(text).toContain(`${CREDIT_SCORE_FACTS.bureauUpdateDays.min} to ${CREDIT_SCORE_FACTS.bureauUpdateDays.max} days`);
    expect(text).toContain(`up to ${CREDIT_SCORE_FACTS.dataVisibleWithinMonths} months`);
    expect(text).toContain(`${GENERAL_SCORE_GUIDE.goodFrom} or more is good`);
    expect(page.cta?.href).toBe('/cibil-score-check');
  });

  test.prop([fc.integer({ min: 300, max: 900 })])(
    "SCORE-003: in both languages a score's row in the page's table is the row of its band",
    (score) => {
      const index = SCORE_TABLE_ROWS.indexOf(scoreBand(score));
      for (const page of [CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI]) {
        const rows = page.scoreTable.filter((row) => score >= row.min && score <= row.max);
        expect(rows).toEqual([page.scoreTable[index]]);
      }
      expect(CREDIT_SCORE_PAGE.scoreTable[index]?.label).toBe(scoreBand(score).label);
    },
  );

  it('CONTENT-014: calculator pages quote the loan-math limits and balance-transfer rules', () => {
    const emiText = EMI_CALCULATOR_PAGE.sections.map((section) => section.body).join(' ');
    expect(emiText).toContain(`${formatRupees(AMOUNT_SLIDER.min)} to ${formatRupees(AMOUNT_SLIDER.max)}`);
    expect(emiText).toContain(`${DURATION_SLIDER.min} to ${DURATION_SLIDER.max} years`);
    expect(emiText).toContain(`${INTEREST_SLIDER.min}% to ${INTEREST_SLIDER.max}%`);
    const btText = BT_CALCULATOR_PAGE.sections.map((section) => section.body).join(' ');
    expect(btText).toContain(formatRupees(CASH_IN_HAND_CAP));
    expect(btText).toContain(`${FORECLOSURE_CHARGE_PERCENT}%`);
    expect(btText).toContain(`${MIN_EMIS_PAID_FOR_REFINANCE} EMIs`);
    expect(btText).toContain(`${topUpMultiplier(12)} for 12 to 18 EMIs paid, ${topUpMultiplier(19)} for 19 to 24, and ${topUpMultiplier(25)} otherwise`);
  });

  it('CONTENT-014: the Hindi credit-score and calculator pages quote the same figures', () => {
    const page = creditScorePageSchema.parse(CREDIT_SCORE_PAGE_HI);
    expect(page.scoreTable.map(({ min, max }) => ({ min, max }))).toEqual(SCORE_TABLE_ROWS.map(({ min, max }) => ({ min, max })));
    const text = page.sections.map((section) => section.body).join(' ');
    expect(text).toContain(`${CREDIT_SCORE_FACTS.bureauUpdateDays.min} से ${CREDIT_SCORE_FACTS.bureauUpdateDays.max} दिन`);
    expect(text).toContain(`${CREDIT_SCORE_FACTS.dataVisibleWithinMonths} महीने`);
    expect(text).toContain(`${GENERAL_SCORE_GUIDE.goodFrom} या उससे ज़्यादा`);
    const emiText = EMI_CALCULATOR_PAGE_HI.sections.map((section) => section.body).join(' ');
    expect(emiText).toContain(`${formatRupees(AMOUNT_SLIDER.min)} से ${formatRupees(AMOUNT_SLIDER.max)}`);
    expect(emiText).toContain(`${DURATION_SLIDER.min} से ${DURATION_SLIDER.max} साल`);
    expect(emiText).toContain(`${INTEREST_SLIDER.min}% से ${INTEREST_SLIDER.max}%`);
    const btText = BT_CALCULATOR_PAGE_HI.sections.map((section) => section.body).join(' ');
    expect(btText).toContain(formatRupees(CASH_IN_HAND_CAP));
    expect(btText).toContain(`${FORECLOSURE_CHARGE_PERCENT}%`);
    expect(btText).toContain(`${MIN_EMIS_PAID_FOR_REFINANCE} ईएमआई`);
    expect(btText).toContain(`12 से 18 ईएमआई चुकाई हों तो गुणक ${topUpMultiplier(12)} है, 19 से 24 पर ${topUpMultiplier(19)} और उससे ज़्यादा पर ${topUpMultiplier(25)}`);
    const emiPage = WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE_HI.sections.map((section) => section.body).join(' ');
    expect(emiPage).toContain('**₹2,124**');
    expect(emiPage).toContain(formatRupees(2_124 * 60));
  });

  it('CONTENT-009: the EMI page repeats the worked example and its total', () => {
    const text = WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE.sections.map((section) => section.body).join(' ');
    expect(text).toContain('₹1,00,000 over 5 years at 9.99% a year has an EMI of about **₹2,124**');
    expect(text).toContain(formatRupees(2_124 * 60));
  });
});

describe('expired link', () => {
  it('CONTENT-015: picks the message by the consent query value', () => {
    expect(expiredLinkMessage('approved', 'en')).toBe(EXPIRED_LINK_TEXTS.en.approved);
    expect(expiredLinkMessage('rejected', 'en')).toBe(EXPIRED_LINK_TEXTS.en.rejected);
    expect(expiredLinkMessage(null, 'en')).toBe(EXPIRED_LINK_TEXTS.en.general);
    expect(expiredLinkMessage('pending', 'hi')).toBe(EXPIRED_LINK_TEXTS.hi.general);
    expect(expiredLinkMessage('approved', 'hi')).toBe(EXPIRED_LINK_TEXTS.hi.approved);
  });

  it('CONTENT-015: the three messages differ and exist in both languages', () => {
    for (const lang of ['en', 'hi'] as const) {
      const { approved, rejected, general } = EXPIRED_LINK_TEXTS[lang];
      expect(new Set([approved, rejected, general]).size).toBe(3);
    }
    expect(shapeDifferences(EXPIRED_LINK_TEXTS.en, EXPIRED_LINK_TEXTS.hi)).toEqual([]);
  });

  it('CONTENT-004: resource centre texts have the same keys in both languages', () => {
    expect(shapeDifferences(RESOURCE_CENTRE_TEXTS.en, RESOURCE_CENTRE_TEXTS.hi)).toEqual([]);
  });
});

describe('contact page', () => {
  it('CONTACT-006: gives a phone number and never repeats the office address in a section', () => {
    expect(CONTACT_DETAILS.supportPhone).toMatch(/^\+91[\d ]{10,}$/);
    const pages = [...CONTENT_PAGES, ...CONTENT_PAGES_HI].filter((page) => page.path === '/contact-us');
    expect(pages.length).toBe(2);
    for (const page of pages) {
      const text = [page.intro, ...page.sections.map((section) => section.body)].join('\n');
      expect(text).not.toContain(CONTACT_DETAILS.officeAddress);
      expect(text).not.toMatch(/Sector 44, Gurugram|सेक्टर 44, गुरुग्राम/);
    }
    expect(CONTACT_PAGE.sections.some((section) => section.body.includes(CONTACT_DETAILS.supportPhone))).toBe(true);
  });
});
