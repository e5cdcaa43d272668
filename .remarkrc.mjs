// remark's settings, for the front matter of content/*/*.md: VS Code's remark extension
// (unifiedjs.vscode-remark) and `npx remark content` check each file against the JSON Schema that
// `site schemas` writes from the build's own zod schemas (cli/model/json-schemas.ts; `site build`
// only says when they are out of date).
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';

export default {
  plugins: [
    remarkFrontmatter,
    [
      remarkLintFrontmatterSchema,
      {
        schemas: {
          './.vscode/schemas/posts.schema.json': ['./content/blog/*.md'],
          './.vscode/schemas/vendors.schema.json': ['./content/vendors/*.md'],
          './.vscode/schemas/legal.schema.json': ['./content/legal/*.md'],
          './.vscode/schemas/plainPages.schema.json': ['./content/pages/*.md'],
        },
      },
    ],
  ],
};
