import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { headingsOf, linksOf, parseBlogMarkup, plainTextOf } from './markup.js';
import type { MarkupBlock, MarkupInline } from './markup.js';

const inlineRunsOf = (blocks: readonly MarkupBlock[]): MarkupInline[] =>
  blocks.flatMap((block) => (block.kind === 'paragraph' ? [...block.children] : block.kind === 'list' ? block.items.flat() : []));

describe('parseBlogMarkup', () => {
  it('BLOG-001: parses headings, paragraphs, lists, bold and internal links', () => {
    const body = [
      '## What is an EMI',
      'An EMI is **fixed** each month.',
      'See the [EMI calculator](/emi-calculator).',
      '',
      '- first item',
      '- **bold** item',
    ].join('\n');
    expect(parseBlogMarkup(body)).toEqual([
      { kind: 'heading', text: 'What is an EMI', anchor: 'what-is-an-emi' },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'An EMI is ' },
          { kind: 'bold', text: 'fixed' },
          { kind: 'text', text: ' each month. See the ' },
          { kind: 'link', text: 'EMI calculator', href: '/emi-calculator' },
          { kind: 'text', text: '.' },
        ],
      },
      { kind: 'list', items: [[{ kind: 'text', text: 'first item' }], [{ kind: 'bold', text: 'bold' }, { kind: 'text', text: ' item' }]] },
    ]);
  });

  it('BLOG-001: blank lines separate paragraphs and a list ends at a text line', () => {
    const kinds = parseBlogMarkup('one\n\ntwo\n- item\nthree').map((block) => block.kind);
    expect(kinds).toEqual(['paragraph', 'paragraph', 'list', 'paragraph']);
  });

  it('BLOG-001: <script> and other HTML stay plain text', () => {
    const body = '<script>alert(1)</script>\n\n## <img src=x onerror=alert(1)>\n- <b>hi</b>';
    const blocks = parseBlogMarkup(body);
    expect(blocks[0]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] });
    expect(blocks[1]).toMatchObject({ kind: 'heading', text: '<img src=x onerror=alert(1)>' });
    expect(blocks[2]).toEqual({ kind: 'list', items: [[{ kind: 'text', text: '<b>hi</b>' }]] });
  });

  it.each(['javascript:alert(1)', 'https://evil.example', '//evil.example/x', 'data:text/html,hi', '/path with space'])(
    'BLOG-001: a link to %s is not a link and stays text',
    (href) => {
      const body = `go [here](${href}) now`;
      expect(linksOf(body)).toEqual([]);
      expect(plainTextOf(parseBlogMarkup(body))).toBe(body);
    },
  );

  test.prop([fc.string({ maxLength: 400 })])('BLOG-001: any input parses, and every link is a site-relative path', (body) => {
    const runs = inlineRunsOf(parseBlogMarkup(body));
    for (const run of runs) {
      expect(['text', 'bold', 'link']).toContain(run.kind);
      if (run.kind === 'link') expect(run.href).toMatch(/^\/(?!\/)[A-Za-z0-9\-/]*$/);
    }
  });

  test.prop([fc.array(fc.stringMatching(/^[a-z<>&"' ]{1,20}$/), { minLength: 1, maxLength: 5 })])(
    'BLOG-001: text without markup comes back unchanged as text runs',
    (words) => {
      const line = words.join(' ').trim();
      fc.pre(line !== '' && !line.startsWith('- ') && !line.startsWith('## '));
      expect(parseBlogMarkup(line)).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: line }] }]);
    },
  );
});

describe('headingsOf', () => {
  it('BLOG-002: lists headings in order with anchors, including Devanagari', () => {
    expect(headingsOf('## Fixed rate?\ntext\n## EMI कैसे निकालें\n## Fixed rate')).toEqual([
      { text: 'Fixed rate?', anchor: 'fixed-rate' },
      { text: 'EMI कैसे निकालें', anchor: 'emi-कैसे-निकालें' },
      { text: 'Fixed rate', anchor: 'fixed-rate-2' },
    ]);
  });

  test.prop([fc.array(fc.constantFrom('A', 'a', 'a 2', 'a-2', 'B b', '!!', 'ईएमआई'), { maxLength: 12 })])(
    'BLOG-002: anchors are unique and match the parsed headings',
    (titles) => {
      const body = titles.map((title) => `## ${title}`).join('\n');
      const headings = headingsOf(body);
      expect(headings.map((heading) => heading.text)).toEqual(titles);
      expect(new Set(headings.map((heading) => heading.anchor)).size).toBe(titles.length);
      const parsed = parseBlogMarkup(body).flatMap((block) => (block.kind === 'heading' ? [block.anchor] : []));
      expect(parsed).toEqual(headings.map((heading) => heading.anchor));
    },
  );
});
