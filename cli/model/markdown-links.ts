// The links of a markdown body an editor must hear about, with their line: markdown-it shows javascript:,
// vbscript:, file: and data: links as plain text without a word, and "//" leads to another site.
import MarkdownIt from 'markdown-it';
import type { StateBlock, StateCore } from 'markdown-it';
import type { Place } from './locate.ts';
import { isProtocolRelative, protocolRelativeMessage } from './schemas.ts';

/** `line` counted from the body's first line, from 1. */
type LinkProblem = Place & { message: string };

/**
 * Parsing costs, and most bodies cannot hold such a link: a body is parsed only if it has link syntax
 * and something a reported link needs (a refused scheme before a colon, a character reference that can
 * spell one, a "//" not after a scheme's colon). A link both miss is still refused, only not reported.
 */
const SUSPECT_DESTINATION = /(?:script|data|file)(?::|&colon;|\\:)|&#|&sol;|\\\/|(?<!:)\/\//i;
const mayHoldALinkToReport = (body: string) =>
  (body.includes('](') || body.includes(']:') || body.includes('<')) && SUSPECT_DESTINATION.test(body);

/** Parses as the renderer does (markdown.ts) and hears every link markdown-it weighs. */
const checker = new MarkdownIt({ html: false, linkify: false });
const allowedByMarkdownIt = checker.validateLink.bind(checker);

/** The links of the body being checked, with the line of the block each was found in. */
let found: { url: string; line: number }[] = [];
let blockLine = 0;

checker.validateLink = (url) => {
  const allowed = allowedByMarkdownIt(url);
  if (!allowed || isProtocolRelative(url)) found.push({ url, line: blockLine });
  return allowed;
};
// Reference definitions (`[name]: url`) are read by a block rule: it learns its line here.
checker.block.ruler.before('reference', 'link_line', (_state: StateBlock, startLine: number) => {
  blockLine = startLine;
  return false;
});
// markdown-it's own inline step, noting the line of the block each link's text is in.
checker.core.ruler.at('inline', (state: StateCore) => {
  for (const token of state.tokens) {
    if (token.map) blockLine = token.map[0];
    if (token.type === 'inline') state.md.inline.parse(token.content, state.md, state.env, token.children ?? []);
  }
});

export function linkProblemsIn(body: string): LinkProblem[] {
  if (!mayHoldALinkToReport(body)) return [];
  found = [];
  checker.parse(body, {});
  const lines = body.split('\n');
  const seen = new Set<string>();
  const problems: LinkProblem[] = [];
  for (const { url, line } of found) {
    // A link may be weighed more than once (inside emphasis, say): it is reported once.
    const key = `${line}\u0000${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const message = isProtocolRelative(url)
      ? protocolRelativeMessage(url)
      : `The link "${url}" is shown as plain text: links may go to a page of this site ("/contact") or an https:// address`;
    problems.push({ ...placeOf(url, lines, line), message });
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Where the link (or its scheme, when written with character references) is in its block; else the
 *  block's first line. */
function placeOf(url: string, lines: string[], blockStart: number): Place {
  const needles = [url.toLowerCase(), url.slice(0, url.indexOf(':') + 1).toLowerCase()].filter(Boolean);
  for (let index = blockStart; index < lines.length && lines[index]!.trim(); index++) {
    const text = lines[index]!.toLowerCase();
    for (const needle of needles) {
      const at = text.indexOf(needle);
      if (at !== -1) return { line: index + 1, column: at + 1 };
    }
  }
  return { line: blockStart + 1, column: 1 };
}
