import { describe, expect, it } from 'vitest';
import { ISLANDS_ENTRY_SOURCE, islandsBuildOf, WEB_STRINGS_SOURCES } from './islands-build.ts';

const STRINGS = {
  [WEB_STRINGS_SOURCES.en]: { file: 'assets/web-strings.en-1.js' },
  [WEB_STRINGS_SOURCES.hi]: { file: 'assets/web-strings.hi-1.js' },
};

describe('islandsBuildOf', () => {
  it('ISLAND-002, ISLAND-004: gives the entry and every chunk it imports, once each, the entry first, and the strings of each language', () => {
    const manifest = {
      ...STRINGS,
      [ISLANDS_ENTRY_SOURCE]: { file: 'assets/islands.entry-1.js', imports: ['_react-dom.js', '_header.js'] },
      '_react-dom.js': { file: 'assets/react-dom-1.js', imports: ['_react.js'] },
      '_header.js': { file: 'assets/header-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'app/chatbot/ChatbotWidget.tsx': { file: 'assets/ChatbotWidget-1.js', imports: ['_react.js'] },
    };
    expect(islandsBuildOf(manifest)).toEqual({
      entry: '/assets/islands.entry-1.js',
      chunks: ['/assets/islands.entry-1.js', '/assets/react-dom-1.js', '/assets/react-1.js', '/assets/header-1.js'],
      webStrings: { en: '/assets/web-strings.en-1.js', hi: '/assets/web-strings.hi-1.js' },
    });
  });

  it('ISLAND-002, ISLAND-004: a manifest without the entry, naming a chunk it lacks or without a language\'s strings, fails the build', () => {
    const entry = { file: 'assets/islands.entry-1.js' };
    expect(() => islandsBuildOf(STRINGS)).toThrow(/no entry/);
    expect(() => islandsBuildOf({ ...STRINGS, [ISLANDS_ENTRY_SOURCE]: { ...entry, imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
    expect(() => islandsBuildOf({ [WEB_STRINGS_SOURCES.en]: STRINGS[WEB_STRINGS_SOURCES.en], [ISLANDS_ENTRY_SOURCE]: entry })).toThrow(/web-strings\.hi\.ts/);
  });
});
