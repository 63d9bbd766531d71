/**
 * `rinn` — the loan calculators and validators of Rinn in a terminal.
 *
 * Every figure comes from `@rinn/loan-math` and every verdict from `@rinn/validation`: this file
 * only parses arguments and prints. `--format json` prints the library's own field names, so
 * scripts can rely on them (see README.md).
 */
import { parseArgs } from 'node:util';
import { LoanMathError } from '@rinn/loan-math';
import { commands, type CommandName, type Values } from './commands.js';
import { EXIT, UsageError } from './usage-error.js';

export interface CliIo {
  readonly writeOut: (text: string) => void;
  readonly writeErr: (text: string) => void;
}

/** The help text; lists the validator fields from @rinn/validation so it cannot go stale. */
export function usage(): string {
  return `rinn — Rinn's loan calculators in a terminal

Usage:
  rinn emi       --amount N --rate R (--years Y | --months M)            [--format text|json]
  rinn schedule  --amount N --rate R (--years Y | --months M) [--start YYYY-MM]
                 [--prepay MONTH:AMOUNT ...] [--strategy reduce-tenure|reduce-emi]
                                                                         [--format text|csv|json]
  rinn bt        --emi N --loan N --tenure-months M --emis-paid K
                 --new-rate R (--new-years Y | --new-months M)             [--format text|json]
  rinn fees      --amount N [--processing-fee N] [--stamp-duty N] [--valuation N] [--service N]
                                                                         [--format text|json]
  rinn apr       --amount N --rate R (--years Y | --months M) [--charges N] [--format text|json]
  rinn validate  FIELD VALUE                                             [--format text|json]
                 FIELD: ${commands.validate.fields.join(', ')}

Amounts are rupees and may carry Indian commas (5,00,000). Exit codes: 0 ok, 1 invalid value
(validate), 2 bad arguments.
`;
}

/**
 * Runs one `rinn` command line.
 *
 * @param argv - the arguments after the program name
 * @param io - where output and errors go
 * @returns the process exit code (0 ok, 1 invalid value for `validate`, 2 bad arguments)
 */
export function runCli(argv: readonly string[], io: CliIo): number {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.writeOut(usage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (!isCommandName(name)) {
    io.writeErr(`rinn: unknown command "${name}" (try: rinn help)\n`);
    return EXIT.usage;
  }
  const command = commands[name];
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      options: command.options,
      allowPositionals: command.positionals > 0,
      strict: true,
    });
    if (positionals.length !== command.positionals) {
      throw new UsageError(`"${name}" takes ${command.positionals} value(s) after the command, got ${positionals.length}`);
    }
    // parseArgs types each command's values from its own options; every command reads them by name.
    const outcome = command.run(values as Values, positionals);
    io.writeOut(outcome.output.endsWith('\n') ? outcome.output : `${outcome.output}\n`);
    return outcome.exitCode;
  } catch (error) {
    if (error instanceof UsageError || error instanceof LoanMathError || isParseArgsError(error)) {
      io.writeErr(`rinn ${name}: ${oneLine((error as Error).message)}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}

/** node:util parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes. */
function isParseArgsError(error: unknown): boolean {
  const code: unknown = error instanceof TypeError ? (error as TypeError & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

function oneLine(message: string): string {
  return message.split('\n')[0]!.trim();
}
