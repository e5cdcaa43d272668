// Edits an editor makes to a content file, as text in, text out: for the tests that compare a build
// after an edit with one from nothing (tests/build/incremental.test.ts).

/** A markdown file with a paragraph added at its end. */
export const withParagraph = (paragraph: string) => (text: string) => `${text.trimEnd()}\n\n${paragraph}\n`;

/** The first line of a plain text field (a title, a name, a description...) with words added. */
export function editFirstText(text: string): string {
  const field =
    /^(\s*-?\s*)(title|heading|name|description|summary|role|label|eyebrow|tagline|text|lead|caption|[a-z]+Title|[a-z]+Caption|[a-z]+Label): (.+)$/m;
  const match = field.exec(text);
  if (!match) throw new Error('no text field to edit');
  const value = match[3]!;
  const edited =
    value.startsWith('"') && value.endsWith('"')
      ? `${value.slice(0, -1)} (edited)"`
      : value.startsWith('>')
        ? null
        : `${value} (edited)`;
  if (edited === null) throw new Error(`the first text field is a block: ${match[0]}`);
  return text.replace(match[0], `${match[1]}${match[2]}: ${edited}`);
}

/** Okta moved from the security category to productivity, last in its new list. */
export const oktaMoved = (text: string) =>
  text.replace('category: security-solutions', 'category: it-productivity').replace(/^order: \d+$/m, 'order: 9');
