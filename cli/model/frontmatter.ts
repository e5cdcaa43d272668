// Where a markdown file's front matter ends: one split for the loader and the locator, so both count lines alike.
const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A markdown file's frontmatter and body, as gray-matter splits them, without its second YAML parser. */
export function splitFrontmatter(text: string): { frontmatter: string; body: string } {
  const match = FRONTMATTER.exec(text);
  return match ? { frontmatter: match[1] ?? '', body: text.slice(match[0].length) } : { frontmatter: '', body: text };
}
