import { describe, expect, it } from 'vitest';
import { webStrings as routedWebStrings } from '../i18n/web-strings.ts';
import { loadWebStrings, webStrings } from './web-strings-stand-in.ts';

describe('the islands build’s web strings', () => {
  it('ISLAND-004: give the loaded language’s strings, the same as the routed build’s, and refuse any other', async () => {
    expect(() => webStrings('hi')).toThrow(/"hi" are not loaded/);
    await loadWebStrings('hi');
    expect(webStrings('hi')).toEqual(routedWebStrings('hi'));
    expect(webStrings('hi').skipToContent).toBe('मुख्य सामग्री पर जाएँ');
    expect(() => webStrings('en')).toThrow(/"en" are not loaded/);
  });
});
