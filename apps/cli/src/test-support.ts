// Helpers shared by the CLI's tests: run `rinn` in memory and read its CSV back.
import { runCli } from './cli.js';
import { parseCsv } from './csv.js';

export interface Run {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** Runs one command line in memory; `files` are what `readInput` serves (`-` for stdin). */
export async function run(argv: readonly string[], files: Readonly<Record<string, string>> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const exitCode = await runCli(argv, {
    writeOut: (text) => (stdout += text),
    writeErr: (text) => (stderr += text),
    readInput: (path) => {
      const text = files[path];
      return text === undefined ? Promise.reject(new Error(`test: no file ${path}`)) : Promise.resolve(text);
    },
  });
  return { stdout, stderr, exitCode };
}

/** CSV output as objects keyed by the header, every value as text. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (header === undefined) throw new Error('test: the CSV has no header');
  return rows.map(({ fields }) => Object.fromEntries(header.fields.map((name, index) => [name, fields[index] ?? ''])));
}
