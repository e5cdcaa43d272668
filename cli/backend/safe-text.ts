// What visitors typed into the form, made safe to show the site's owner: in a terminal, where escape
// sequences would clear the screen, set the title or hide a link, and in a spreadsheet, where a cell
// that starts like a formula is run.

/**
 * C0 and C1 controls (ESC, CSI, OSC, BEL, ...), the bidi controls that make text read in another order
 * than it is stored, and the characters that show nothing (zero-width spaces and joiners, the soft
 * hyphen, the line and paragraph separators U+2028/U+2029, the byte order mark, ...), which would hide
 * what a value really holds; line breaks and tabs are handled by the callers.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** "\x1b", "\u202e": the character named instead of acted on. */
function visible(character: string): string {
  const code = character.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text for a terminal, keeping its line breaks and tabs: a message. Windows and old Mac line ends read
 *  as one line break (a form posted without JavaScript sends \r\n). */
export function printableLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(HIDDEN, visible);
}

/** Text for a terminal on one line: a name, a company. A line break shows as "\n", so a field cannot
 *  start what looks like another entry. */
export function printableLine(text: string): string {
  return printableLines(text).replace(/[\n\t]/g, (character) => (character === '\n' ? '\\n' : '\\t'));
}

/**
 * JSON with the controls JSON.stringify leaves as they are (C1, bidi) written as \u escapes: the same
 * value when parsed, safe when printed.
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    HIDDEN,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * One CSV cell: terminal-safe, never a formula (a leading ' makes it text, which spreadsheets hide), quoted
 * when needed.
 */
export function csvCell(value: string | null): string {
  const text = printableLines(value ?? '');
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}
