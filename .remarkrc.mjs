// remark's settings, for the front matter of content/*/*.md: VS Code's remark extension
// (unifiedjs.vscode-remark) and `npx remark content` check each file against the JSON Schema made
// from the build's own zod schemas (cli/model/json-schemas.ts). Which schema checks which files is
// listed by `site schemas` (npm install, site build and site serve run it) in
// .vscode/schemas/front-matter.json; before it has run, nothing is checked.
import { existsSync, readFileSync } from 'node:fs';
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';

const list = new URL('./.vscode/schemas/front-matter.json', import.meta.url);

export default {
  plugins: [
    remarkFrontmatter,
    [remarkLintFrontmatterSchema, { schemas: existsSync(list) ? JSON.parse(readFileSync(list, 'utf8')) : {} }],
  ],
};
