// Why a build of `site serve` failed, and where: the terminal's message, and each place of the project
// it points at (a content file's field, a template's line a render threw at, a line esbuild could not
// read) with the lines around it, for the overlay over the last good page (error-overlay.ts).
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildFailure } from 'esbuild';
import { describeBuildFailure } from '../build/summary.ts';
import { ContentError } from '../model/errors.ts';
import { UserError } from '../model/user-error.ts';

export interface SourceLine {
  number: number;
  text: string;
}

export interface SourcePlace {
  /** From the project's folder, with "/": templates/pages/AboutPage.tsx. */
  file: string;
  /** 1-based, both; none when the file is all that is known (a missing field). */
  line?: number;
  column?: number;
  message: string;
  /** The lines around `line`; none when it is not known or the file cannot be read. */
  excerpt: SourceLine[];
}

export interface FailureReport {
  /** What the terminal prints. */
  message: string;
  places: SourcePlace[];
}

export function reportFailure(error: unknown, projectRoot: string): FailureReport {
  const roots = codeRoots(projectRoot);
  // Paths under another checkout's folder (see codeRoots) are this one's files: name them so.
  let message = describeBuildFailure(error);
  for (const root of roots.slice(1)) message = message.replaceAll(root + path.sep, projectRoot + path.sep);
  const places = placesOf(error, roots).map((place) => ({
    ...place,
    excerpt: place.line ? excerptOf(path.join(projectRoot, place.file), place.line) : [],
  }));
  return { message, places };
}

function placesOf(error: unknown, roots: string[]): Omit<SourcePlace, 'excerpt'>[] {
  if (error instanceof ContentError) {
    return error.problems.map(({ file, field, message, at }) => ({
      file,
      message: field ? `${field}: ${message}` : message,
      ...at,
    }));
  }
  // esbuild names files from the project's folder (its absWorkingDir), and counts columns from 0.
  if (isBundleFailure(error)) {
    return error.errors.flatMap(({ text, location: at }) =>
      at ? [{ file: at.file, message: text, line: at.line, column: at.column + 1 }] : [],
    );
  }
  // A person's mistake is told by its message, whose stack says nothing of where it was made.
  if (error instanceof UserError || !(error instanceof Error)) return [];
  const frame = firstProjectFrame(error.stack ?? '', roots);
  return frame ? [{ ...frame, message: `${error.name}: ${error.message}` }] : [];
}

/**
 * The folders the code a stack names may be under: the project's, and the folder its node_modules is
 * really in, since the command runs from a bundle kept in node_modules/.cache whose source map names
 * the sources from there (a worktree's or a test copy's node_modules may link to another checkout's).
 */
function codeRoots(projectRoot: string): string[] {
  const roots = [projectRoot];
  try {
    const modulesIn = path.dirname(realpathSync(path.join(projectRoot, 'node_modules')));
    if (modulesIn !== projectRoot) roots.push(modulesIn);
  } catch {
    // No node_modules: the command runs from its sources.
  }
  return roots;
}

/** `at name (/abs/file.ts:12:5)`, `at /abs/file.ts:12:5`, or a file: URL. */
const FRAME = /^\s*at (?:.*\()?((?:file:\/\/)?[^()]+?):(\d+):(\d+)\)?$/;

/** The first frame of a stack in the project's own code (not its packages): where a template threw. */
function firstProjectFrame(stack: string, roots: string[]) {
  for (const line of stack.split('\n')) {
    const found = FRAME.exec(line);
    if (!found) continue;
    const named = found[1]!.startsWith('file://') ? fileURLToPath(found[1]!) : found[1]!;
    if (!path.isAbsolute(named)) continue;
    for (const root of roots) {
      const file = path.relative(root, named);
      if (file.startsWith('..') || path.isAbsolute(file) || file.split(path.sep).includes('node_modules')) continue;
      return { file: file.split(path.sep).join('/'), line: Number(found[2]), column: Number(found[3]) };
    }
  }
  return undefined;
}

function excerptOf(file: string, line: number): SourceLine[] {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return [];
  }
  // Three lines before and after.
  const first = Math.max(1, line - 3);
  const last = Math.min(lines.length, line + 3);
  return lines.slice(first - 1, last).map((text, index) => ({ number: first + index, text }));
}

const isBundleFailure = (error: unknown): error is BuildFailure =>
  error instanceof Error && Array.isArray((error as BuildFailure).errors);
