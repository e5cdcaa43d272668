// `site prepare` (npm install runs it): what a fresh clone needs made ahead.
import path from 'node:path';
import type { CommandContext } from './context.ts';

export function addPrepareCommand({ program, projectRoot, version }: CommandContext): void {
  program
    .command('prepare')
    .description(
      "Make ahead what a fresh clone needs (npm install runs it): the editors' schemas, and the empty database site serve copies (about 3 s, once per machine)",
    )
    .version(version, '-v, --version')
    .action(async () => {
      const { refreshContentJsonSchemas } = await import('../model/json-schemas.ts');
      refreshContentJsonSchemas(projectRoot);
      const { prepareDatabaseTemplate } = await import('../backend/database-folder.ts');
      // Never fails an install: without it, the first site serve makes the database itself, slower.
      await prepareDatabaseTemplate(projectRoot).then(
        (made) =>
          console.log(
            made
              ? `Made the empty database site serve copies: ${path.relative(process.cwd(), made)}`
              : 'The empty database site serve copies is ready.',
          ),
        (error: unknown) =>
          console.warn(
            `Could not make the empty database site serve copies (site serve will make its own, slower): ${String(error)}`,
          ),
      );
    });
}
