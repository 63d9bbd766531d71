import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uiStrings as routedUiStrings, webStrings as routedWebStrings } from '../i18n/web-strings.ts';

// Each test takes the stand-in afresh, with no language loaded.
const freshStandIn = () => import('./web-strings-stand-in.ts');

beforeEach(() => {
  vi.resetModules();
});

describe('the islands build’s web strings', () => {
  it('ISLAND-004: give the loaded language’s strings, the same as the routed build’s, and refuse any other', async () => {
    const { loadWebStrings, webStrings } = await freshStandIn();
    expect(() => webStrings('hi')).toThrow(/"hi" are not loaded/);
    await loadWebStrings('hi');
    expect(webStrings('hi')).toEqual(routedWebStrings('hi'));
    expect(webStrings('hi').skipToContent).toBe('मुख्य सामग्री पर जाएँ');
    expect(() => webStrings('en')).toThrow(/"en" are not loaded/);
  });

  it('ISLAND-004: give the shared interface strings of the loaded language only, as the routed build has them', async () => {
    const { loadWebStrings, uiStrings } = await freshStandIn();
    expect(() => uiStrings('en')).toThrow(/"en" are not loaded/);
    await loadWebStrings('en');
    expect(uiStrings('en')).toEqual(routedUiStrings('en'));
    expect(uiStrings('en').navHome).toBe('Home');
    expect(() => uiStrings('hi')).toThrow(/"hi" are not loaded/);
  });
});
