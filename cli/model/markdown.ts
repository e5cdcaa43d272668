// Markdown bodies become HTML with markdown-it (docs/dependencies.md). Raw HTML is escaped (html: false),
// so content cannot add a script or a style the CSP would block; markdown-links.ts reports refused links.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { EMAIL_ADDRESS, emailBreakParts, PHONE_NUMBER, telHref } from '../../client/contact-text.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
markdown.core.ruler.push('task_list_items', markTaskListItems);
markdown.core.ruler.push('heading_ids', addHeadingIds);
markdown.core.ruler.push('contact_links', linkContacts);
markdown.core.ruler.push('table_labels', labelTables);
// A table scrolls sideways in its own focusable, named frame on a narrow screen; the hint above it is the
// styles' to show while it is wider than its frame, and hidden from screen readers, which name the region.
markdown.renderer.rules.table_open = (tokens, index) =>
  '<div class="table-block"><p class="table-block__hint" aria-hidden="true">Scroll the table</p><div class="table-block__frame">' +
  `<div class="table-scroll" role="region" tabindex="0" aria-label="${markdown.utils.escapeHtml(String(tokens[index]!.meta?.label ?? 'Table'))}"><table>\n`;
markdown.renderer.rules.table_close = () => '</table></div></div></div>\n';

export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

export const WORDS_PER_MINUTE = 230;

/** Words a reader reads: whitespace-separated tokens with a letter or digit (not `##`, `-`, `|`), token by
 *  token: one pattern tried from every character of a long run of punctuation was quadratic. */
export function countWords(source: string): number {
  return source.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read, rounded up, never typed by hand. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
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

/** Names each table after its column headings: "Table: Phase, Weeks, Actions". */
function labelTables(state: { tokens: Token[] }): void {
  let table: Token | undefined;
  let headings: string[] = [];
  for (let i = 0; i < state.tokens.length; i++) {
    const token = state.tokens[i]!;
    if (token.type === 'table_open') [table, headings] = [token, []];
    else if (token.type === 'th_open') headings.push(state.tokens[i + 1]?.content ?? '');
    else if (token.type === 'thead_close' && table)
      table.meta = { label: `Table: ${headings.filter(Boolean).join(', ')}` };
  }
}

const CONTACT = new RegExp(`${EMAIL_ADDRESS.source}|${PHONE_NUMBER.source}`, 'g');

/** Every e-mail address and phone number in running text (not code) becomes a mailto: or tel: link, and
 *  an address inside any mailto: link may wrap at "@" or ".". */
function linkContacts(state: {
  tokens: Token[];
  Token: new (type: string, tag: string, nesting: -1 | 0 | 1) => Token;
}): void {
  const make = (type: string, tag: string, nesting: -1 | 0 | 1, content = '') => {
    const token = new state.Token(type, tag, nesting);
    token.content = content;
    return token;
  };
  const addressText = (address: string) =>
    emailBreakParts(address).flatMap((part, index) =>
      index > 0 ? [make('html_inline', '', 0, '<wbr>'), make('text', '', 0, part)] : [make('text', '', 0, part)],
    );

  for (const inline of state.tokens) {
    if (inline.type !== 'inline' || !inline.children) continue;
    const children: Token[] = [];
    let insideLink: 'mailto' | 'other' | undefined;
    for (const child of inline.children) {
      if (child.type === 'link_open')
        insideLink = String(child.attrGet('href') ?? '').startsWith('mailto:') ? 'mailto' : 'other';
      if (child.type === 'link_close') insideLink = undefined;
      if (
        child.type !== 'text' ||
        insideLink === 'other' ||
        (insideLink === undefined && !/[@(]/.test(child.content))
      ) {
        children.push(child);
        continue;
      }
      if (insideLink === 'mailto') {
        children.push(...addressText(child.content));
        continue;
      }
      let last = 0;
      for (const match of child.content.matchAll(CONTACT)) {
        const found = match[0];
        if (match.index > last) children.push(make('text', '', 0, child.content.slice(last, match.index)));
        const isEmail = found.includes('@');
        const open = make('link_open', 'a', 1);
        open.attrSet('href', isEmail ? `mailto:${found}` : telHref(found));
        if (!isEmail) open.attrSet('class', 'nowrap');
        children.push(
          open,
          ...(isEmail ? addressText(found) : [make('text', '', 0, found)]),
          make('link_close', 'a', -1),
        );
        last = match.index + found.length;
      }
      if (last === 0) children.push(child);
      else if (last < child.content.length) children.push(make('text', '', 0, child.content.slice(last)));
    }
    inline.children = children;
  }
}

/** What `slugify` makes of any text but an empty one. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
