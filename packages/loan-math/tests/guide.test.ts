/// <reference types="node" />
// docs/guides/using-the-core.md promises its TypeScript samples are real: every ```ts block is
// type-checked against this package's types and run, and each line ending in `// → value` must give
// that value.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const guidePath = join(packageDir, '..', '..', 'docs', 'guides', 'using-the-core.md');
const guide = readFileSync(guidePath, 'utf8');
const samples = [...guide.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match, index) => ({ index: index + 1, code: match[1] ?? '' }));

/** `expression; // → expected` on one line. */
const CHECKED_LINE = /^(?<expression>.+?);\s*\/\/ → (?<expected>.+)$/;

interface Check {
  readonly line: string;
  readonly actual: unknown;
  readonly expected: unknown;
}

describe('docs/guides/using-the-core.md', () => {
  it('has TypeScript samples, and checks values in them', () => {
    expect(samples.length).toBeGreaterThanOrEqual(5);
    expect(samples.flatMap(({ code }) => code.split('\n')).filter((line) => CHECKED_LINE.test(line)).length).toBeGreaterThanOrEqual(10);
  });

  it('every link to a file in the repository points at one that exists', () => {
    const targets = [...guide.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? '').filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !existsSync(join(dirname(guidePath), target)))).toEqual([]);
  });

  it('every TypeScript sample type-checks against the package as published (its exports map)', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(packageDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (config === undefined) throw new Error('cannot read tsconfig.json');
    // The samples sit, virtually, in this package, so `@rinn/loan-math` resolves through its own exports map.
    const files = new Map(samples.map(({ index, code }) => [join(packageDir, 'tests', `guide-sample-${index}.ts`), code]));
    const host = ts.createCompilerHost(config.options);
    const fileExists = host.fileExists.bind(host);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.fileExists = (name) => files.has(name) || fileExists(name);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.getSourceFile = (name, version, ...rest) => {
      const text = files.get(name);
      return text === undefined ? getSourceFile(name, version, ...rest) : ts.createSourceFile(name, text, version);
    };
    const program = ts.createProgram([...files.keys()], { ...config.options, noEmit: true }, host);
    const problems = [...files.keys()].flatMap((name) =>
      ts.getPreEmitDiagnostics(program, program.getSourceFile(name)).map((diagnostic) => {
        const position = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
        return `${name.split('/').pop()}:${position ? position.line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      }),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  describe('every TypeScript sample runs and gives the values it states', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'rinn-guide-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it.each(samples)('sample $index', async ({ index, code }) => {
      const checks: Check[] = [];
      (globalThis as { __guideCheck?: (check: Check) => void }).__guideCheck = (check) => checks.push(check);
      const runnable = code
        .replace(/from '@rinn\/loan-math\/rinn'/g, `from '${join(packageDir, 'src', 'rinn.ts')}'`)
        .replace(/from '@rinn\/loan-math\/vectors\/([\w-]+\.json)'/g, (_all, file: string) => `from '${join(packageDir, 'vectors', file)}'`)
        .replace(/from '@rinn\/loan-math'/g, `from '${join(packageDir, 'src', 'index.ts')}'`)
        .split('\n')
        .map((line) => {
          const match = CHECKED_LINE.exec(line);
          if (!match?.groups) return line;
          const { expression, expected } = match.groups;
          return `(globalThis as any).__guideCheck({ line: ${JSON.stringify(line)}, actual: (${expression}), expected: (${expected}) });`;
        })
        .join('\n');
      const file = join(scratch, `sample-${index}.ts`);
      writeFileSync(file, runnable);
      await import(/* @vite-ignore */ file);
      expect(checks.length, 'each sample states at least one value').toBeGreaterThan(0);
      for (const { line, actual, expected } of checks) expect(actual, line).toStrictEqual(expected);
    });
  });
});
