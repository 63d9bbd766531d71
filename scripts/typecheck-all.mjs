#!/usr/bin/env node
// `npm test`'s typecheck: every TypeScript program that a project's `typecheck` script names
// (`tsc -p …`), checked in this one process. Programs whose compiler options are the same are
// checked as one: today four programs, for the packages but the API client (which has the DOM),
// the API client, the API with the CLI and the machines' scripts (Node's types), and the web app.
// A project imports the packages' sources (the @rinn/source condition), so checked apart each one
// checks the files of the packages it imports again: 83 CPU-s for every project through Nx, 39
// here. Files with the same options type the same in either program; the one thing a shared
// program adds is a file's global declarations reaching the others (today one: machines'
// `ImportMeta.glob`, for Vitest). Each project's own `typecheck` (Nx, `npm run test:quick`) still
// checks it alone.
//
// Usage: node scripts/typecheck-all.mjs   (exit code 1 when any program has an error)
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { workspaceProjects } from './workspace-projects.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each `tsc -p <config>` of each project's typecheck script, as an absolute path. */
const configPaths = workspaceProjects(root).flatMap(({ dir }) => {
  const script = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.typecheck ?? '';
  return [...script.matchAll(/\btsc -p (\S+)/g)].map((match) => join(root, dir, match[1]));
});

/** @type {Map<string, { options: ts.CompilerOptions, fileNames: Set<string>, configs: string[] }>} */
const programs = new Map();
/** @type {ts.Diagnostic[]} */
const diagnostics = [];
for (const configPath of configPaths) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
  });
  if (parsed === undefined) continue;
  diagnostics.push(...parsed.errors);
  // Where the options were read from is not an option: configs that differ only there share a program.
  const { configFilePath: _configFilePath, ...options } = parsed.options;
  const key = JSON.stringify(options);
  const program = programs.get(key) ?? { options: parsed.options, fileNames: new Set(), configs: [] };
  for (const fileName of parsed.fileNames) program.fileNames.add(fileName);
  program.configs.push(relative(root, configPath));
  programs.set(key, program);
}

for (const { options, fileNames, configs } of programs.values()) {
  const startedAt = performance.now();
  const program = ts.createProgram({ rootNames: [...fileNames], options });
  const found = ts.getPreEmitDiagnostics(program);
  diagnostics.push(...found);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`${found.length === 0 ? '✔' : '✖'} ${configs.join(', ')} (${fileNames.size} files, ${seconds} s)`);
}

// A package's error is found by every program that imports it: each is reported once.
const errors = ts.sortAndDeduplicateDiagnostics(diagnostics);
if (errors.length > 0) {
  const host = { getCanonicalFileName: (fileName) => fileName, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  // In colour with the code around each error on a terminal, as tsc prints them; plain in a log.
  const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.error(format(errors, host));
  console.error(`${errors.length} type error${errors.length === 1 ? '' : 's'}`);
  process.exit(1);
}
