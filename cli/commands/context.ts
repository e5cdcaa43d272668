// What each command's file is handed: the program to add its command to, the project it runs on, and
// the version every command prints with --version.
import type { Command } from 'commander';

export interface CommandContext {
  program: Command;
  projectRoot: string;
  version: string;
}

/** Where `site serve` keeps the embedded database of form submissions, its lock and the pages it serves. */
export const DEFAULT_DATA_DIR = '.data';
