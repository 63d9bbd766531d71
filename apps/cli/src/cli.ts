/**
 * `rinn` — the loan calculators and validators of Rinn in a terminal.
 *
 * Every figure comes from `@rinn/loan-math` and every verdict from `@rinn/validation`: this file
 * only parses arguments, validates them (zod, in options.ts) and prints. The output formats are
 * documented in README.md.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { LoanMathError } from '@rinn/loan-math';
import { z } from 'zod/mini';
import { commands, type Command, type CommandName, type Values } from './commands.js';
import { FieldError, fieldOfLoanMathError, format as formatSchema, parseFields } from './options.js';
import { render } from './output.js';
import { EXIT, UsageError } from './usage-error.js';

export interface CliIo {
  readonly writeOut: (text: string) => void;
  readonly writeErr: (text: string) => void;
  /** The text of a file, or of standard input for `-`; defaults to the file system and process.stdin. */
  readonly readInput?: (path: string) => Promise<string>;
}

/** The version of @rinn/cli, from its package.json (one level above both src/ and dist/). */
export function cliVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return z.object({ version: z.string() }).parse(manifest).version;
}

/** `rinn --help`: the commands and the options they share. */
export function usage(): string {
  const names = Object.keys(commands) as CommandName[];
  const width = Math.max(...names.map((name) => name.length));
  return `rinn ${cliVersion()} — Rinn's loan calculators in a terminal

Usage: rinn <command> [options]

Commands:
${names.map((name) => `  ${name.padEnd(width)}  ${commands[name].summary}`).join('\n')}

Options of every command:
  --format F      text, json or csv (text by default; csv for batch)
  -h, --help      this help

  rinn <command> --help   the command's options and an example
  rinn --version          the version

Amounts are rupees and may carry Indian commas (5,00,000). Exit codes: 0 done, 1 an invalid value
(validate) or a failed row (batch), 2 bad arguments.
`;
}

/**
 * Runs one `rinn` command line.
 *
 * @param argv - the arguments after the program name
 * @param io - where output and errors go, and how files are read
 * @returns the process exit code (0 done, 1 invalid value or failed batch row, 2 bad arguments)
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.writeErr(usage());
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = rest[0];
    if (name === 'help' && topic !== undefined && isCommandName(topic)) {
      io.writeOut(`${commands[topic].help}\n`);
    } else {
      io.writeOut(usage());
    }
    return EXIT.ok;
  }
  if (name === '--version') {
    io.writeOut(`${cliVersion()}\n`);
    return EXIT.ok;
  }
  if (name.startsWith('-')) {
    io.writeErr(`rinn: unknown option "${name}" before the command (see rinn --help)\n`);
    return EXIT.usage;
  }
  if (!isCommandName(name)) {
    io.writeErr(`rinn: unknown command "${name}" (see rinn --help)\n`);
    return EXIT.usage;
  }
  const command: Command = commands[name];
  if (rest.includes('--help') || rest.includes('-h')) {
    io.writeOut(`${command.help}\n`);
    return EXIT.ok;
  }
  let values: Values = {};
  try {
    const parsed = parseArgs({
      args: [...rest],
      options: { ...command.options, format: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    values = parsed.values;
    const { positionals } = parsed;
    const [fewest, most] = command.positionals;
    if (positionals.length < fewest || positionals.length > most) {
      const expected = fewest === most ? `${fewest}` : `${fewest} to ${most}`;
      throw new UsageError(
        `takes ${expected} value(s) after the command, got ${positionals.length} (see rinn ${name} --help)`,
      );
    }
    const { format } = parseFields(
      z.object({ format: z._default(formatSchema, command.defaultFormat ?? 'text') }),
      values,
    );
    const output = await command.run(values, positionals, {
      readInput: io.readInput ?? readInputFromSystem,
    });
    io.writeOut(render(output, format));
    for (const line of output.diagnostics ?? []) io.writeErr(`rinn ${name}: ${line}\n`);
    return output.exitCode ?? EXIT.ok;
  } catch (error) {
    const message = usageMessage(error, command, values);
    if (message === undefined) throw error;
    io.writeErr(`rinn ${name}: ${message}\n`);
    return EXIT.usage;
  }
}

/** The one-line message for a mistake in the command line, or undefined for a real failure. */
function usageMessage(error: unknown, command: Command, values: Values): string | undefined {
  if (error instanceof FieldError) return `${error.field ? `--${error.field}: ` : ''}${error.message}`;
  if (error instanceof LoanMathError) {
    const tenure = values.years !== undefined ? 'years' : 'months';
    const field = fieldOfLoanMathError(error.code, { amount: 'amount', rate: 'rate', tenure, charges: 'charges', prepay: 'prepay' });
    return `${field && Object.hasOwn(command.options, field) ? `--${field}: ` : ''}${error.message}`;
  }
  if (error instanceof UsageError) return oneLine(error.message);
  const code = parseArgsErrorCode(error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? 'option';
    return `unknown option "${option}" (see the options with --help)`;
  }
  if (code !== undefined) return oneLine((error as Error).message);
  return undefined;
}

function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}

/** node:util parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes. */
function parseArgsErrorCode(error: unknown): string | undefined {
  const code: unknown = error instanceof TypeError ? (error as TypeError & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS') ? code : undefined;
}

function oneLine(message: string): string {
  return (message.split('\n')[0] ?? '').trim();
}

async function readInputFromSystem(path: string): Promise<string> {
  try {
    if (path !== '-') return await readFile(path, 'utf8');
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new UsageError(`cannot read "${path}": ${reason}`);
  }
}


