// The `site` command line: each command is a file of this folder that adds itself to the program.
// cli/bin.js runs it from its bundle, telling it where the project is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { describeError } from '../build/summary.ts';
import { addBuildCommand } from './build.ts';
import { addCheckCommand } from './check.ts';
import { addNewCommand } from './new.ts';
import { addPrepareCommand } from './prepare.ts';
import { addSchemasCommand } from './schemas.ts';
import { addServerCommands } from './serve.ts';
import { addSubmissionsCommand } from './submissions.ts';

/** Runs the command `argv` names (as process.argv: node and the script first) on the project in `projectRoot`. */
export async function main(projectRoot: string, argv: string[]): Promise<void> {
  const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  const program = new Command('site')
    .description('Builds and serves the Bluebonnet Cyber website from content/.')
    .version(version, '-v, --version')
    .showHelpAfterError();
  const context = { program, projectRoot, version };
  for (const add of [
    addBuildCommand,
    addNewCommand,
    addSchemasCommand,
    addCheckCommand,
    addServerCommands,
    addSubmissionsCommand,
    addPrepareCommand,
  ]) {
    add(context);
  }
  // A command's failure ends it with exit code 1: a mistake the person can fix (a UserError) said in
  // its sentence alone, anything else, a bug, with its stack trace.
  await program.parseAsync(argv).catch((error: unknown) => {
    console.error(describeError(error));
    process.exitCode = 1;
  });
}
