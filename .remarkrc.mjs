// remark's settings, for the front matter of content/*/*.md: VS Code's remark extension
// (unifiedjs.vscode-remark) and `npx remark content` check each file against the JSON Schema made
// from the build's own zod schemas (cli/model/json-schemas.ts). Which schema checks which files is
// listed by `site schemas` (npm install, site build and site serve run it) in
// .vscode/schemas/front-matter.json; before it has run, nothing is checked.
import { existsSync, readFileSync } from 'node:fs';
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { closest } from './cli/model/suggestion.js';

/**
 * The lint reports a key its schema does not know as ajv says it, "Must NOT have additional
 * properties", on the whole front matter. This names the key at its place, with the one meant ("Unknown
 * field `catgory`: did you mean `category`?"), as `site check` and VS Code's YAML extension ("Property
 * catgory is not allowed.") do; the meant key is offered as the quick fix. The key is found with `yaml`,
 * the parser the lint places its other messages with.
 */
function unknownFieldsNamed() {
  /**
   * @param {import('mdast').Root} tree
   * @param {import('vfile').VFile} file
   */
  return (tree, file) => {
    const frontmatter = tree.children.find((node) => node.type === 'yaml');
    if (!frontmatter?.position) return;
    const fence = frontmatter.position.start.line;
    const lines = new LineCounter();
    const document = parseDocument(frontmatter.value, { lineCounter: lines });
    /** The file's place of an offset in the front matter, which starts the line after its `---`. */
    const placeOf = (/** @type {number} */ offset) => {
      const { line, col } = lines.linePos(offset);
      return { line: fence + line, column: col };
    };
    for (const message of file.messages) {
      const error = /** @type {{ schema?: import('ajv').ErrorObject }} */ (message).schema;
      if (error?.keyword !== 'additionalProperties') continue;
      const key = String(error.params.additionalProperty);
      const known = Object.keys(error.parentSchema?.properties ?? {});
      const meant = closest(key, known);
      message.reason = `Unknown field \`${key}\`${meant ? `: did you mean \`${meant}\`?` : ''}`;
      message.message = message.reason;
      message.actual = key;
      message.expected = meant ? [meant] : [];
      const path = error.instancePath.split('/').slice(1);
      const parent = path.length > 0 ? document.getIn(path, true) : document.contents;
      const written =
        isMap(parent) && parent.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
      const range = written && isScalar(written.key) ? written.key.range : undefined;
      if (range) {
        message.place = { start: placeOf(range[0]), end: placeOf(range[1]) };
        Object.assign(message, message.place.start);
      }
    }
  };
}

const list = new URL('./.vscode/schemas/front-matter.json', import.meta.url);

export default {
  plugins: [
    remarkFrontmatter,
    [
      remarkLintFrontmatterSchema,
      {
        schemas: existsSync(list) ? JSON.parse(readFileSync(list, 'utf8')) : {},
        // Each error with the schema it failed, whose keys suggest the one meant.
        ajvOptions: { verbose: true },
      },
    ],
    unknownFieldsNamed,
  ],
};
