import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { languageOfPath, stripLanguage, swapLanguage, toggledLanguage, type Language } from './language.js';
import { RulesError } from './errors.js';

const segment = fc.oneof(fc.constantFrom('en', 'hi', 'EN', 'english', 'hindi', ''), fc.webSegment());
const suffix = fc.oneof(fc.constant(''), fc.webQueryParameters().map((q) => `?${q}`), fc.webFragments().map((f) => `#${f}`));
const path = fc.tuple(fc.array(segment, { maxLength: 4 }), suffix).map(([segments, end]) => `/${segments.join('/')}${end}`);
const language = fc.constantFrom<Language>('en', 'hi');

describe('languageOfPath', () => {
  it.each([
    ['/hi/two-wheeler-loan', 'hi'],
    ['/en/two-wheeler-loan', 'en'],
    ['/en', 'en'],
    ['/hi?x=1', 'hi'],
    ['/two-wheeler-loan', null],
    ['/english/x', null],
    ['/EN/x', null],
    ['/', null],
  ])('LANG-001: %s is in %s', (input, expected) => {
    expect(languageOfPath(input)).toBe(expected);
  });

  it('LANG-001: a path must start with /', () => {
    expect(() => languageOfPath('hi/x')).toThrowError(RulesError);
    expect(() => swapLanguage('', 'hi')).toThrowError('A path must start with "/"; got "".');
  });
});

describe('swapLanguage', () => {
  it.each([
    ['/hi/two-wheeler-loan', 'en', '/en/two-wheeler-loan'],
    ['/en/two-wheeler-loan', 'hi', '/hi/two-wheeler-loan'],
    ['/two-wheeler-loan', 'hi', '/hi/two-wheeler-loan'],
    ['/', 'hi', '/hi'],
    ['/hi', 'en', '/en'],
    ['/hi/', 'en', '/en/'],
    ['/hi/personal-loan?utm=a#faq', 'en', '/en/personal-loan?utm=a#faq'],
    ['/?x=/hi', 'hi', '/hi?x=/hi'],
    ['/english', 'hi', '/hi/english'],
  ] as const)('LANG-002: %s → %s gives %s', (input, target, expected) => {
    expect(swapLanguage(input, target)).toBe(expected);
  });

  test.prop([path, language])('LANG-002: the result is in the target language and is the same page', (input, target) => {
    const swapped = swapLanguage(input, target);
    expect(languageOfPath(swapped)).toBe(target);
    expect(swapped === `/${target}` || /^\/(en|hi)[/?#]/.test(swapped)).toBe(true);
    expect(swapped.startsWith(`/${target}`)).toBe(true);
    expect(stripLanguage(swapped)).toBe(stripLanguage(input));
  });

  test.prop([path, language, language])('LANG-002: swapping there and back returns an equivalent path', (input, there, back) => {
    const returned = swapLanguage(swapLanguage(input, there), back);
    expect(stripLanguage(returned)).toBe(stripLanguage(input));
    if (languageOfPath(input) === back) expect(returned).toBe(input);
  });

  test.prop([path, language])('LANG-002: swapping to the same language twice changes nothing more', (input, target) => {
    const once = swapLanguage(input, target);
    expect(swapLanguage(once, target)).toBe(once);
  });

  it('LANG-002: the toggle offers Hindi from English pages and English from Hindi pages', () => {
    expect(toggledLanguage('/personal-loan')).toBe('hi');
    expect(toggledLanguage('/en/personal-loan')).toBe('hi');
    expect(toggledLanguage('/hi/personal-loan')).toBe('en');
  });
});
