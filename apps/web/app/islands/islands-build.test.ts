import { describe, expect, it } from 'vitest';
import { ISLANDS_ENTRY_SOURCE, islandsBuildOf } from './islands-build.ts';

describe('islandsBuildOf', () => {
  it('ISLAND-002: gives the entry and every chunk it imports, once each, the entry first', () => {
    const manifest = {
      [ISLANDS_ENTRY_SOURCE]: { file: 'assets/islands.entry-1.js', imports: ['_react-dom.js', '_header.js'] },
      '_react-dom.js': { file: 'assets/react-dom-1.js', imports: ['_react.js'] },
      '_header.js': { file: 'assets/header-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'app/chatbot/ChatbotWidget.tsx': { file: 'assets/ChatbotWidget-1.js', imports: ['_react.js'] },
    };
    expect(islandsBuildOf(manifest)).toEqual({
      entry: '/assets/islands.entry-1.js',
      chunks: ['/assets/islands.entry-1.js', '/assets/react-dom-1.js', '/assets/react-1.js', '/assets/header-1.js'],
    });
  });

  it('ISLAND-002: a manifest without the entry, or naming a chunk it lacks, fails the build', () => {
    expect(() => islandsBuildOf({})).toThrow(/no entry/);
    expect(() => islandsBuildOf({ [ISLANDS_ENTRY_SOURCE]: { file: 'assets/islands.entry-1.js', imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });
});
