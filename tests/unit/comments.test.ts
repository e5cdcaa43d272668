// Comments that point somewhere: every file a comment in cli/, client/, templates/, supabase/ or tests/
// names (a path such as cli/build/render.tsx, or an upper-case Markdown document) is in the repository.
// A comment sending the reader to a file that was renamed, deleted or never written costs them a search
// for nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isBuildLeftover, projectRoot } from '../support/project-copy.ts';

const FOLDERS = ['cli', 'client', 'templates', 'supabase', 'tests'];
/** Folders that are not the project's own files: what the build and npm write. */
const NOT_OURS = new Set(['node_modules', 'dist', '.git', '.data', '.cache', '__snapshots__']);
const SCRIPT = /\.(ts|tsx|js|mjs)$/;

/** Every file under `folder`, as a path from the project root with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_OURS.has(entry.name) || isBuildLeftover(entry.name)) return [];
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

const repositoryFiles = readdirSync(projectRoot, { withFileTypes: true }).flatMap((entry) => {
  if (NOT_OURS.has(entry.name) || isBuildLeftover(entry.name)) return [];
  return entry.isDirectory() ? filesUnder(entry.name) : [entry.name];
});

/**
 * The comments of a TypeScript or JavaScript file, found by its parser (never inside a string or a regular
 * expression).
 */
function scriptComments(text: string, file: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const starts = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments;
}

function commentsOf(file: string): string[] {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  if (SCRIPT.test(file)) return scriptComments(text, file);
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (file.endsWith('.sql')) return text.match(/--.*$/gm) ?? [];
  if (file.endsWith('.toml')) return text.match(/#.*$/gm) ?? [];
  return [];
}

/**
 * The folders at the top of the repository: a path that starts elsewhere is one of the built site
 * (about/index.html).
 */
const TOP_FOLDERS = new Set(
  readdirSync(projectRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_OURS.has(entry.name))
    .map((entry) => entry.name),
);

/**
 * The files of the repository a comment names: paths from the root or from the file's folder, with an
 * extension (cli/build/render.tsx, ../support/pages.ts), and upper-case Markdown documents. Left alone:
 * addresses (https://...), patterns (content/blog/*.md), paths of the built site or of what npm and the
 * build write, and an error message quoted as an example, path and position ("content/blog/x.md:5:11").
 */
function namedFiles(comment: string): string[] {
  const text = comment.replace(/\b[a-z]+:\/\/\S+/g, ' ');
  const paths = [
    ...text.matchAll(
      /(?<![\w/.*{}<>$-])((?:\.{1,2}\/)*(?:[\w@.-]+\/)+[\w.-]*\w\.(?:tsx?|m?js|css|json|md|ya?ml|sql|toml|conf|html))\b(?![*/{<-])/g,
    ),
  ]
    .filter((match) => {
      const named = match[1]!;
      const quotedExample =
        /["'`(]/.test(text[match.index - 1] ?? '') && /^[:#]/.test(text.slice(match.index + named.length));
      return (
        !quotedExample &&
        (named.startsWith('.')
          ? !NOT_OURS.has(named.replace(/^(\.\.?\/)+/, '').split('/')[0]!)
          : TOP_FOLDERS.has(named.split('/')[0]!))
      );
    })
    .map((match) => match[1]!);
  const documents = [...text.matchAll(/(?<![\w/.-])([A-Z][A-Z0-9_-]+\.md)\b/g)].map((match) => match[1]!);
  return [...paths, ...documents];
}

/**
 * Whether `named`, written in a comment of `file`, is a file of the repository, from its root or from the
 * file's folder.
 */
function exists(named: string, file: string): boolean {
  const fromFolder = path.posix.normalize(path.posix.join(path.posix.dirname(file), named));
  const fromRoot = path.posix.normalize(named);
  return repositoryFiles.some((candidate) => candidate === fromRoot || candidate === fromFolder);
}

describe('file names in comments', () => {
  it('finds paths and documents, and leaves addresses and patterns alone', () => {
    expect(namedFiles('// See cli/build/render.tsx and DESIGN.md; ../support/pages.ts too.')).toEqual([
      'cli/build/render.tsx',
      '../support/pages.ts',
      'DESIGN.md',
    ]);
    expect(
      namedFiles('// https://example.com/a/b.js, /assets/site.css, content/blog/*.md, tests/**/*.test.ts'),
    ).toEqual([]);
    expect(
      namedFiles(
        '// The page about/index.html, kept in node_modules/.cache/x.json; "content/blog/x.md:5:11: Required"',
      ),
    ).toEqual([]);
  });

  it('name only files the repository has', () => {
    const files = FOLDERS.flatMap(filesUnder).filter((file) => SCRIPT.test(file) || /\.(css|sql|toml)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap((file) =>
      commentsOf(file).flatMap((comment) =>
        namedFiles(comment)
          .filter((named) => !exists(named, file))
          .map((named) => `${file}: ${named}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
