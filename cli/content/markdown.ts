// Markdown bodies become HTML once, at load time, with markdown-it (CommonMark plus tables).
// We measured remark + remark-gfm + remark-html at 297 ms for the six articles against 25 ms for
// markdown-it: too slow for the 1,000-post target of `npm run bench`. markdown-it escapes raw HTML
// (html: false), so nothing in content can add a script or a style attribute the CSP would block,
// and it refuses javascript: links.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
markdown.core.ruler.push('task_list_items', markTaskListItems);
markdown.core.ruler.push('heading_ids', addHeadingIds);

export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

export const WORDS_PER_MINUTE = 230;

/** Words a reader reads: whitespace-separated tokens with a letter or digit (not `##`, `-`, `|`). */
export function countWords(source: string): number {
  return source.match(WORD)?.length ?? 0;
}
const WORD = /[^\s\p{L}\p{N}]*[\p{L}\p{N}]\S*/gu;

/** Minutes to read, rounded up, never typed by hand. */
export function readTimeMinutes(source: string): number {
  return Math.max(1, Math.ceil(countWords(source) / WORDS_PER_MINUTE));
}

const TASK_MARKER = /^\[([ xX])\]\s+/;

/** `- [ ] Back up the server` becomes a checklist item (drawn by CSS) instead of showing "[ ]". */
function markTaskListItems(state: { tokens: Token[] }): void {
  const { tokens } = state;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    const listItem = tokens[i - 2]!;
    if (inline.type !== 'inline' || listItem.type !== 'list_item_open') continue;
    const match = TASK_MARKER.exec(inline.content);
    const firstText = inline.children?.[0];
    if (!match || !firstText || firstText.type !== 'text') continue;
    listItem.attrJoin('class', match[1] === ' ' ? 'task' : 'task task--done');
    firstText.content = firstText.content.replace(TASK_MARKER, '');
  }
}

/** Section headings get ids, so a reader can link to "/privacy#5-your-rights". */
function addHeadingIds(state: { tokens: Token[] }): void {
  const { tokens } = state;
  const used = new Set<string>();
  for (let i = 0; i < tokens.length - 1; i++) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) continue;
    const base = slugify(tokens[i + 1]!.content) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    token.attrSet('id', id);
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
