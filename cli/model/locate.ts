// Where a field is written in a YAML file or a markdown file's frontmatter: "offices.0.latitude" ->
// line 24, column 5, so that a problem reads `content/site.yaml:24:5: offices.0.latitude: ...`, which
// editors and terminals open at that place. YAML as content/ writes it (block mappings and lists,
// flow mappings on one line); a field it cannot find is reported without a place.

export interface Place {
  line: number;
  column: number;
}

interface Line {
  number: number;
  text: string;
  indent: number;
}

export function locateField(text: string, path: readonly (string | number)[]): Place | undefined {
  let lines = meaningfulLines(text);
  let found: Place | undefined;
  for (const segment of path) {
    const match = typeof segment === 'number' ? listItem(lines, segment) : mappingKey(lines, segment);
    if (!match) return undefined; // a missing field has no place to point at
    found = match.place;
    lines = match.block;
  }
  return found;
}

/** The lines that hold YAML: a markdown file's frontmatter only, comments and blank lines left out. */
function meaningfulLines(text: string): Line[] {
  const all = text.split('\n');
  let first = 0;
  let last = all.length;
  if (all[0]?.trim() === '---') {
    first = 1;
    const closing = all.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (closing !== -1) last = closing;
  }
  const lines: Line[] = [];
  for (let index = first; index < last; index++) {
    const line = all[index]!;
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    lines.push({ number: index + 1, text: line, indent: line.length - line.trimStart().length });
  }
  return lines;
}

/** `key:` at the block's own indentation (or inside a one-line `{ key: ... }`), and the block under it. */
function mappingKey(lines: Line[], key: string): { place: Place; block: Line[] } | undefined {
  if (lines.length === 0) return undefined;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const own = new RegExp(`^(\\s*(?:-\\s+)?)${escaped}\\s*:`);
  const flow = new RegExp(`([{,]\\s*)${escaped}\\s*:`);
  const indent = keyIndent(lines[0]!);
  for (const [index, line] of lines.entries()) {
    const start = own.exec(line.text);
    if (start && start[1]!.length === indent) {
      const under = blockUnder(lines, index, line.indent);
      // A value on the key's own line (`primary: { label: ..., href: ... }`) is searched there.
      return { place: { line: line.number, column: start[1]!.length + 1 }, block: under.length > 0 ? under : [{ ...line, text: ' '.repeat(start[0].length) + line.text.slice(start[0].length) }] };
    }
    const inline = flow.exec(line.text);
    if (inline) return { place: { line: line.number, column: inline.index + inline[1]!.length + 1 }, block: [] };
  }
  return undefined;
}

/** The n-th `- ` item of a list (0-based) and the lines of that item. */
function listItem(lines: Line[], n: number): { place: Place; block: Line[] } | undefined {
  const items = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.text.trimStart().startsWith('- ') && line.indent === lines[0]?.indent);
  const item = items[n];
  if (!item) return undefined;
  const end = items[n + 1]?.index ?? lines.length;
  // The item's own line, read as a block whose keys start after "- ".
  return { place: { line: item.line.number, column: item.line.indent + 1 }, block: lines.slice(item.index, end) };
}

/** The indentation of a block's keys: the first line's, past a "- " if it starts a list item. */
function keyIndent(line: Line): number {
  const dash = /^(\s*-\s+)/.exec(line.text);
  return dash ? dash[1]!.length : line.indent;
}

/** The lines after a key, indented more than it (its value), or none for a value on the same line. */
function blockUnder(lines: Line[], index: number, indent: number): Line[] {
  const block: Line[] = [];
  for (const line of lines.slice(index + 1)) {
    if (line.indent <= indent && !(line.indent === indent && line.text.trimStart().startsWith('- '))) break;
    block.push(line);
  }
  return block;
}
