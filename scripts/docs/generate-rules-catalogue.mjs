#!/usr/bin/env node
// Writes docs/rules/ — the catalogue of every business rule — from the `@rule` tags in the sources
// and the titles of the tests that cite them. With --check it writes nothing and fails when the
// catalogue is stale, a rule id is defined twice, a rule has no test, or a test cites an unknown id;
// `npm test` runs it that way so code, tests and docs cannot drift apart. Every id's prefix must be
// registered in rule-prefixes.mjs, which also says whether its rules are business rules (the index,
// README.md, which auditors read) or technical invariants (technical.md).
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULE_PREFIXES, registeredPrefixOf } from './rule-prefixes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'docs', 'rules');
const checkOnly = process.argv.includes('--check');

const RULE_ID = /\b[A-Z]{2,}(?:-[A-Z]{2,})*-\d{3}\b/g;
const SOURCE_DIRS = ['packages', 'apps'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'build', '.react-router', '.data']);
const DETAIL_TAGS = new Set(['spec', 'formula', 'workedExample']);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const isTestFile = (path) => /\.(test|spec)\.tsx?$/.test(path);
const projectOf = (path) => relative(root, path).split('/').slice(0, 2).join('/');

/** The `@tag text` entries of every JSDoc block, with continuation lines joined. */
function docTags(source) {
  const blocks = source.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
  return blocks.map((block) => {
    const lines = block
      .replace(/^\/\*\*/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''));
    const tags = [];
    for (const line of lines) {
      const tag = line.match(/^@(\w+)\s*(.*)$/);
      if (tag) tags.push({ name: tag[1], text: tag[2].trim() });
      else if (tags.length > 0 && line.trim()) tags[tags.length - 1].text += ` ${line.trim()}`;
    }
    return tags;
  });
}

function collectRules(files) {
  const rules = new Map();
  const problems = [];
  for (const file of files.filter((f) => !isTestFile(f))) {
    for (const tags of docTags(readFileSync(file, 'utf8'))) {
      let current;
      for (const tag of tags) {
        if (tag.name === 'rule') {
          const match = tag.text.match(/^([A-Z]{2,}(?:-[A-Z]{2,})*-\d{3})\s+([\s\S]+)$/);
          if (!match) {
            problems.push(`${relative(root, file)}: @rule needs "ID statement", got "${tag.text}"`);
            current = undefined;
            continue;
          }
          const [, id, statement] = match;
          if (rules.has(id)) {
            problems.push(`${id} is defined twice: ${rules.get(id).file} and ${relative(root, file)}`);
          }
          const prefix = registeredPrefixOf(id);
          if (prefix === undefined) problems.push(`${id} (${relative(root, file)}): its prefix is not registered in scripts/docs/rule-prefixes.mjs`);
          const kind = prefix === undefined ? 'business' : RULE_PREFIXES[prefix].kind;
          current = { id, prefix, kind, statement: statement.trim(), file: relative(root, file), project: projectOf(file), details: {}, tests: [] };
          rules.set(id, current);
        } else if (current && DETAIL_TAGS.has(tag.name)) {
          current.details[tag.name] = current.details[tag.name] ? `${current.details[tag.name]}; ${tag.text}` : tag.text;
        } else if (!DETAIL_TAGS.has(tag.name)) {
          current = undefined;
        }
      }
    }
  }
  return { rules, problems };
}

/**
 * The string literals of a source file, in order, skipping comments: an apostrophe in a comment
 * ("the page's") must not throw the scan out of step with the quotes that follow it.
 */
function* stringLiterals(source) {
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '/' && source[index + 1] === '/') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (char === '/' && source[index + 1] === '*') {
      const end = source.indexOf('*/', index + 2);
      index = end === -1 ? source.length : end + 2;
    } else if (char === "'" || char === '"' || char === '`') {
      let text = '';
      index += 1;
      while (index < source.length && source[index] !== char) {
        if (source[index] === '\\') {
          text += source.slice(index, index + 2);
          index += 2;
        } else {
          text += source[index];
          index += 1;
        }
      }
      index += 1;
      yield text;
    } else {
      index += 1;
    }
  }
}

function collectTestCitations(files) {
  const citations = [];
  for (const file of files.filter(isTestFile)) {
    for (const text of stringLiterals(readFileSync(file, 'utf8'))) {
      for (const [id] of text.matchAll(RULE_ID)) {
        citations.push({ id, title: text.replace(/\s+/g, ' ').trim(), file: relative(root, file) });
      }
    }
  }
  return citations;
}

const escapeCell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const KIND_HEADINGS = { business: 'Business rules', technical: 'Technical invariants' };

function renderRule(lines, rule) {
  lines.push(`### ${rule.id}`, '', rule.statement, '');
  if (rule.details.spec) lines.push(`- **Spec:** ${rule.details.spec}`);
  if (rule.details.formula) lines.push(`- **Formula:** \`${rule.details.formula.replace(/`/g, "'")}\``);
  if (rule.details.workedExample) lines.push(`- **Worked example:** ${rule.details.workedExample}`);
  lines.push(`- **Defined in:** \`${rule.file}\``);
  lines.push('- **Proved by:**');
  for (const test of rule.tests) lines.push(`  - \`${test.file}\` — “${test.title}”`);
  lines.push('');
}

function renderProject(project, rules) {
  const lines = [
    `# Rules of \`${project}\``,
    '',
    '<!-- Generated by `npm run docs` from the @rule tags in the code. Do not edit by hand. -->',
    '',
  ];
  for (const kind of ['business', 'technical']) {
    const ofKind = rules.filter((rule) => rule.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push(`## ${KIND_HEADINGS[kind]}`, '');
    for (const rule of ofKind) renderRule(lines, rule);
  }
  return lines.join('\n');
}

const INDEX_INTRO = {
  business: [
    '# Rule catalogue',
    '',
    '<!-- Generated by `npm run docs` from the @rule tags in the code. Do not edit by hand. -->',
    '',
    'Every business rule of Rinn — what it promises customers, lenders and regulators — with the spec',
    'section it comes from and the tests that prove it. How to read it: [../README.md](../README.md).',
    'The engineering invariants (hydration, caching, compression, the API client) are catalogued the',
    'same way in [technical.md](technical.md); which prefix is which is registered in',
    '`scripts/docs/rule-prefixes.mjs`.',
  ],
  technical: [
    '# Technical invariants',
    '',
    '<!-- Generated by `npm run docs` from the @rule tags in the code. Do not edit by hand. -->',
    '',
    'The invariants of the engineering, proved by tests like the business rules of',
    '[README.md](README.md), and kept apart from them so that an audit of the product reads only those.',
  ],
};

function renderIndex(byProject, kind) {
  const lines = [...INDEX_INTRO[kind], '', '| Rule | Statement | Spec | Tests |', '| --- | --- | --- | --- |'];
  for (const [project, rules] of byProject) {
    const page = `${project.replace('/', '-')}.md`;
    for (const rule of rules.filter((candidate) => candidate.kind === kind)) {
      const statement = rule.statement.length > 140 ? `${rule.statement.slice(0, 137)}…` : rule.statement;
      lines.push(`| [${rule.id}](${page}#${rule.id.toLowerCase()}) | ${escapeCell(statement)} | ${escapeCell(rule.details.spec ?? '—')} | ${rule.tests.length} |`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

const files = SOURCE_DIRS.filter((d) => existsSync(join(root, d))).flatMap((d) => [...walk(join(root, d))]);
const { rules, problems } = collectRules(files);
for (const citation of collectTestCitations(files)) {
  const rule = rules.get(citation.id);
  if (!rule) {
    problems.push(`${citation.file}: test "${citation.title}" cites ${citation.id}, which no @rule defines`);
    continue;
  }
  if (!rule.tests.some((t) => t.file === citation.file && t.title === citation.title)) rule.tests.push(citation);
}
for (const rule of rules.values()) {
  if (rule.tests.length === 0) problems.push(`${rule.id} (${rule.file}) has no test whose title cites it`);
}
const usedPrefixes = new Set([...rules.values()].map((rule) => rule.prefix));
for (const prefix of Object.keys(RULE_PREFIXES)) {
  if (!usedPrefixes.has(prefix)) problems.push(`scripts/docs/rule-prefixes.mjs registers ${prefix}, which no @rule uses: remove it`);
}

const byProject = new Map();
for (const rule of [...rules.values()].sort((a, b) => a.project.localeCompare(b.project) || a.id.localeCompare(b.id, 'en', { numeric: true }))) {
  if (!byProject.has(rule.project)) byProject.set(rule.project, []);
  byProject.get(rule.project).push(rule);
}

const wanted = new Map([
  ['README.md', renderIndex(byProject, 'business')],
  ['technical.md', renderIndex(byProject, 'technical')],
]);
for (const [project, projectRules] of byProject) wanted.set(`${project.replace('/', '-')}.md`, renderProject(project, projectRules));

if (checkOnly) {
  const present = existsSync(outDir) ? readdirSync(outDir).filter((f) => f.endsWith('.md')) : [];
  for (const [name, content] of wanted) {
    const path = join(outDir, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) problems.push(`docs/rules/${name} is stale: run \`npm run docs\``);
  }
  for (const name of present) if (!wanted.has(name)) problems.push(`docs/rules/${name} no longer matches any project: run \`npm run docs\``);
} else {
  if (existsSync(outDir)) for (const name of readdirSync(outDir)) if (name.endsWith('.md')) rmSync(join(outDir, name));
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of wanted) writeFileSync(join(outDir, name), content);
  console.log(`docs/rules: ${rules.size} rules in ${byProject.size} projects`);
}

if (problems.length > 0) {
  console.error(`Rule catalogue: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
if (checkOnly) console.log(`Rule catalogue is current: ${rules.size} rules, each proved by a test.`);
