// `site schemas`: the editors' JSON Schemas for VS Code.
import type { CommandContext } from './context.ts';

export function addSchemasCommand({ program, projectRoot, version }: CommandContext): void {
  program
    .command('schemas')
    .description(
      "Write the JSON Schemas of every kind of content file into .vscode/schemas/ and wire them into VS Code's settings (completion and checks while typing; npm install, site build and site serve run it too)",
    )
    .version(version, '-v, --version')
    .action(async () => {
      const { SCHEMAS_FOLDER, writeContentJsonSchemas } = await import('../model/json-schemas.ts');
      const written = writeContentJsonSchemas(projectRoot);
      console.log(
        written.length > 0 ? `Wrote ${written.join(', ')}` : `The schemas in ${SCHEMAS_FOLDER}/ are up to date.`,
      );
    });
}
