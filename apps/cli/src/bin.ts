#!/usr/bin/env node
import { runCli } from './cli.js';

const exitCode = runCli(process.argv.slice(2), {
  writeOut: (text) => process.stdout.write(text),
  writeErr: (text) => process.stderr.write(text),
});
process.exitCode = exitCode;
