// Where a field is written in a YAML file or a markdown file's frontmatter: "offices.0.latitude" ->
// `content/site.yaml:24:5`, which editors and terminals open. The nodes come from js-yaml's listener, so
// that the parser that loads the content says what a file holds; only a problem to place pays for it.

import yaml, { type State } from 'js-yaml';
import { splitFrontmatter } from './frontmatter.ts';

export interface Place {
  line: number;
  column: number;
}

/** A node as js-yaml composed it, from where it began (a mapping's value right after its `:`) to where
 *  the parser was once it was composed (past the spaces after it), in the text it parsed (no BOM). */
interface Node {
  start: number;
  end: number;
  /** js-yaml's kind: 'mapping', 'sequence', 'scalar', or null (an alias, an empty value). */
  kind: string | null;
  value: unknown;
  children: Node[];
}

/** The text js-yaml parsed, its top node, and the file's line the YAML starts on (2 for front matter). */
interface ParsedFile {
  text: string;
  root: Node | undefined;
  firstLine: number;
}

export function locateField(text: string, path: readonly (string | number)[]): Place | undefined {
  const file = parsed(text);
  const offset = file.root && offsetOf(file.text, file.root, path);
  if (offset === undefined) return undefined;
  const { line, column } = placeAt(file.text, offset);
  return { line: line + file.firstLine - 1, column };
}

/** The line and column of a character of `text`, by its offset. */
export function placeAt(text: string, offset: number): Place {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return { line: text.slice(0, lineStart).split('\n').length, column: offset - lineStart + 1 };
}

// A file with several problems is asked about once per problem: it is parsed once.
let lastParsed: { text: string; file: ParsedFile } | undefined;

function parsed(text: string): ParsedFile {
  if (lastParsed?.text === text) return lastParsed.file;
  const { frontmatter, body } = splitFrontmatter(text);
  const isMarkdown = body.length < text.length;
  const file: ParsedFile = { ...nodesOf(isMarkdown ? frontmatter : text), firstLine: isMarkdown ? 2 : 1 };
  lastParsed = { text, file };
  return file;
}

/** The nodes of `source` as js-yaml composes them when the loader loads it (with its schema). */
function nodesOf(source: string): { text: string; root: Node | undefined } {
  const open: Node[] = [];
  let root: Node | undefined;
  let text = source;
  try {
    yaml.load(source, {
      schema: yaml.CORE_SCHEMA,
      listener(event: 'open' | 'close', state: State) {
        text = state.input;
        if (event === 'open') {
          open.push({ start: state.position, end: state.position, kind: null, value: undefined, children: [] });
          return;
        }
        const node = open.pop()!;
        Object.assign(node, { end: state.position, kind: state.kind, value: state.result });
        // A block list's item is first tried as a block mapping, whose first key is composed as a node
        // of its own that turns out to be the whole value: that node is the value.
        const only = node.children.length === 1 ? node.children[0]! : undefined;
        if (only && only.value === node.value && only.kind === node.kind) node.children = only.children;
        const parent = open.at(-1);
        if (parent) parent.children.push(node);
        else root = node;
      },
    });
  } catch {
    return { text, root: undefined }; // not YAML it can walk
  }
  return { text, root };
}

/** Where the last segment of the path is written: its key in a mapping, its item in a list. */
function offsetOf(text: string, root: Node, path: readonly (string | number)[]): number | undefined {
  let node: Node | undefined = root;
  let offset: number | undefined;
  for (const segment of path) {
    if (node?.kind === 'mapping') {
      const entry: Entry | undefined = entriesOf(text, node)?.find(({ key }) => String(key.value) === String(segment));
      if (!entry) return undefined; // a missing key has no place to point at
      offset = contentStart(text, entry.key.start); // past an explicit key's `? `, a key's anchor or tag
      node = entry.value;
    } else if (node?.kind === 'sequence' && /^\d+$/.test(String(segment))) {
      const item = itemsOf(text, node)?.[Number(segment)];
      if (!item) return undefined;
      // An alias (`- *name`) is written at its anchor: callers walk back to the list.
      if (item.value && text[item.value.start] === '*') return undefined;
      offset = item.place;
      node = item.value;
    } else {
      return undefined; // a scalar, or an alias the path would have to follow to its anchor
    }
  }
  return offset;
}

/** A mapping's key, and its value's node (none for a key written without a value: `{ key }`). */
type Entry = { key: Node; value: Node | undefined };

/** A value begins right after its `:` (and the spaces after it, in a flow collection); a key does not. */
const isValue = (text: string, node: Node) => text[skipSpacesBack(text, node.start) - 1] === ':';

/** A mapping's entries, undefined when they do not match its keys. */
function entriesOf(text: string, mapping: Node): Entry[] | undefined {
  const entries: Entry[] = [];
  for (const node of mapping.children) {
    const last = entries.at(-1);
    if (last && !last.value && isValue(text, node)) last.value = node;
    else entries.push({ key: node, value: undefined });
  }
  const keys = new Set(Object.keys(mapping.value as object));
  const matching = entries.length === keys.size && entries.every(({ key }) => keys.has(String(key.value)));
  return matching ? entries : undefined;
}

/** A list's items: where each is written (at its `- `, or in a flow list its value) and its value's node
 *  (none for an item left empty); undefined when they do not match the list's length. */
function itemsOf(text: string, list: Node): { place: number; value: Node | undefined }[] | undefined {
  const values = list.value as unknown[];
  const first = contentStart(text, list.start);
  if (text[first] === '[') {
    // A `key: value` item of a flow list is a mapping of one entry, composed as its two nodes.
    const items: Node[] = [];
    for (const node of list.children) {
      const last = items.at(-1);
      if (last && isValue(text, node)) {
        items[items.length - 1] = { ...last, end: node.end, kind: 'mapping', children: [last, node] };
      } else {
        items.push(node);
      }
    }
    if (items.length !== values.length) return undefined;
    return items.map((item, index) => ({ place: item.start, value: { ...item, value: values[index] } }));
  }
  if (text[first] !== '-') return undefined;
  const dashes = dashesOf(text, first, list.end);
  if (dashes.length !== values.length) return undefined;
  return dashes.map((dash, index) => ({
    place: dash,
    value: list.children.find((child) => child.start > dash && child.start < (dashes[index + 1] ?? list.end)),
  }));
}

/** The `-` of each item of the block list whose first `-` is at `first`: those in its column that begin
 *  a line before `end`. */
function dashesOf(text: string, first: number, end: number): number[] {
  const column = first - (text.lastIndexOf('\n', first - 1) + 1);
  const dashes = [first];
  for (let lineStart = text.indexOf('\n', first) + 1; lineStart > 0; lineStart = text.indexOf('\n', lineStart) + 1) {
    const at = lineStart + column;
    if (at >= end) break;
    if (/^ *$/.test(text.slice(lineStart, at)) && text[at] === '-' && /\s/.test(text[at + 1] ?? '\n')) {
      dashes.push(at);
    }
  }
  return dashes;
}

/** Where a node begun at `start` shows its first character: past spaces, line breaks, comments, and
 *  its anchor or tag. */
function contentStart(text: string, start: number): number {
  BEFORE_CONTENT.lastIndex = start;
  BEFORE_CONTENT.exec(text);
  return BEFORE_CONTENT.lastIndex;
}
const BEFORE_CONTENT = /(?:[ \t\r\n]|#[^\n]*|[&!]\S*)*/y;

function skipSpacesBack(text: string, at: number): number {
  while (at > 0 && /[ \t]/.test(text[at - 1]!)) at--;
  return at;
}
