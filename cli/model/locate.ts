// Where a field is written in a YAML file or a markdown file's frontmatter: "offices.0.latitude" ->
// line 24, column 5, so that a problem reads `content/site.yaml:24:5: offices.0.latitude: ...`, which
// editors and terminals open at that place. The place comes from the nodes of the `yaml` package's
// parser, which remembers where each key and list item is written (js-yaml, which loads the content,
// does not). A field it cannot find is reported without a place.
//
// That parser is loaded the first time a problem is placed, so a build without problems never loads
// it. It is required rather than imported with import(): placing a problem happens while the loader
// throws or reports, which is synchronous.

import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import { splitFrontmatter } from './frontmatter.ts';

export interface Place {
  line: number;
  column: number;
}

type YamlPackage = typeof Yaml;

/** A file read for places: its YAML's nodes, and how to turn their offsets into lines and columns. */
interface ParsedFile {
  yaml: YamlPackage;
  document: Yaml.Document.Parsed;
  lines: Yaml.LineCounter;
  /** The file's line the YAML starts on: 2 for front matter, after its opening `---`. */
  firstLine: number;
  /** A byte order mark the YAML starts with: editors do not count it as a column. */
  byteOrderMark: boolean;
}

export function locateField(text: string, path: readonly (string | number)[]): Place | undefined {
  const file = parsed(text);
  const offset = offsetOf(file, path);
  if (offset === undefined) return undefined;
  const { line, col } = file.lines.linePos(offset);
  return { line: line + file.firstLine - 1, column: line === 1 && file.byteOrderMark ? col - 1 : col };
}

let yamlPackage: YamlPackage | undefined;
function yamlParser(): YamlPackage {
  return (yamlPackage ??= createRequire(import.meta.url)('yaml') as YamlPackage);
}

// A file with several problems is asked about once per problem: it is parsed once.
let lastParsed: { text: string; file: ParsedFile } | undefined;

function parsed(text: string): ParsedFile {
  if (lastParsed?.text === text) return lastParsed.file;
  const yaml = yamlParser();
  // The loader's own split: the front matter is the YAML, from the line after the opening `---`.
  const { frontmatter, body } = splitFrontmatter(text);
  const isMarkdown = body.length < text.length;
  const source = isMarkdown ? frontmatter : text;
  const lines = new yaml.LineCounter();
  const document = yaml.parseDocument(source, { lineCounter: lines, keepSourceTokens: true, uniqueKeys: false });
  const file: ParsedFile = {
    yaml,
    document,
    lines,
    firstLine: isMarkdown ? 2 : 1,
    byteOrderMark: source.startsWith('\uFEFF'),
  };
  lastParsed = { text, file };
  return file;
}

/** Where the last segment of the path is written: its key in a mapping, its item in a list. */
function offsetOf({ yaml, document }: ParsedFile, path: readonly (string | number)[]): number | undefined {
  let node: unknown = document.contents;
  let offset: number | undefined;
  for (const segment of path) {
    if (yaml.isMap(node)) {
      const pair = node.items.find(
        ({ key }) => yaml.isScalar(key) && (String(key.value) === String(segment) || key.source === String(segment)),
      );
      const key = pair?.key as Yaml.Scalar | undefined;
      if (!pair || !key?.range) return undefined; // a missing key has no place to point at
      offset = key.range[0];
      node = pair.value;
    } else if (yaml.isSeq(node) && /^\d+$/.test(String(segment))) {
      const item: unknown = node.items[Number(segment)];
      // An alias (`- *name`) repeats a value written at its anchor, not here: the list is the nearest
      // place written out, which callers walk back to.
      if (!yaml.isNode(item) || yaml.isAlias(item) || !item.range) return undefined;
      offset = itemStart(node, item.range[0]);
      node = item;
    } else {
      return undefined; // a scalar, or an alias the path would have to follow to its anchor
    }
  }
  return offset;
}

/** A block list's item starts at its `- `, before the value (a mapping's first key, or nothing). */
function itemStart(list: Yaml.YAMLSeq, valueStart: number): number {
  const token = list.srcToken;
  if (token?.type !== 'block-seq') return valueStart;
  let dash = valueStart;
  for (const item of token.items) {
    for (const start of item.start) {
      if (start.type === 'seq-item-ind' && start.offset <= valueStart) dash = start.offset;
    }
  }
  return dash;
}
