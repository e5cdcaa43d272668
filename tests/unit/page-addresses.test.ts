// The route table alone decides where a page lives (cli/site/routes.tsx PATHS; templates ask through
// usePaths()). An address written out in a template or in browser code still works the day it is
// written, and leads to the not-found page the day the route table moves that page: so none is, and
// this test names the file and line of any new one. Links written by editors (content/*.yaml, *.md)
// are theirs, and checked by `site check`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

const FOLDERS = ['templates', 'client'];
const SCRIPT = /\.(tsx?|jsx?|mjs)$/;

/** Addresses of files, not pages: what client/public holds (copied as it is) and the drawings the
 *  build publishes under /art/ (templates/art/art-files.ts). No route decides them. */
const FILE_FOLDERS = [...readdirSync(path.join(projectRoot, 'client/public')), 'art'];

/** Deliberate exceptions, each with its reason: file, the literal, why it is not a page's address. */
const EXCEPTIONS: { file: string; text: string; reason: string }[] = [
  {
    file: 'templates/parts/Header.tsx',
    text: '/',
    reason: 'the root every address starts with: the home link is the one link that is no section of the others',
  },
];

interface Literal {
  /** file:line */
  at: string;
  file: string;
  text: string;
}

function scriptsUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SCRIPT.test(file) && !file.startsWith(`public${path.sep}`))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/** Every string that starts with one slash, found by the parser: strings, template strings (their
 *  text before the first ${}) and JSX attributes; never a comment or a regular expression. */
function addressLiterals(source: ts.SourceFile): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
        ? node.text
        : undefined;
    if (text?.startsWith('/') && !text.startsWith('//'))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parse = (file: string, code: string) =>
  ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

function literalsIn(file: string): Literal[] {
  const source = parse(file, readFileSync(path.join(projectRoot, file), 'utf8'));
  return addressLiterals(source).map(({ line, text }) => ({ at: `${file}:${line}`, file, text }));
}

const isFileAddress = (address: string) => FILE_FOLDERS.includes(address.slice(1).split(/[/?#]/)[0]!);
const isException = ({ file, text }: Literal) =>
  EXCEPTIONS.some((exception) => exception.file === file && exception.text === text);

const literals = FOLDERS.flatMap(scriptsUnder).flatMap(literalsIn);

describe("pages' addresses", () => {
  it('are written nowhere in templates/ or client/: they ask the route table (usePaths())', () => {
    const written = literals.filter((literal) => !isFileAddress(literal.text) && !isException(literal));
    expect(written.map(({ at, text }) => `${at}: '${text}'`)).toEqual([]);
  });

  it('the scan finds what it looks for, and each exception is still there to be excused', () => {
    const code = "const a = <a href=\"/about\" />; const b = `/blog/${id}`; const c = '//cdn.example'; // '/x'";
    expect(addressLiterals(parse('example.tsx', code)).map(({ text }) => text)).toEqual(['/about', '/blog/']);
    // The files it lets through are where it looks: the favicon, the drawings under /art/.
    expect(literals.some(({ text }) => text === '/favicon.svg')).toBe(true);
    expect(literals.some(({ text }) => text.startsWith('/art/'))).toBe(true);
    for (const exception of EXCEPTIONS)
      expect(
        literals.some(({ file, text }) => file === exception.file && text === exception.text),
        exception.file,
      ).toBe(true);
  });
});
