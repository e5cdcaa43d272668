// `site submissions`: the leads site serve stored, and one person's records shown or deleted.
import path from 'node:path';
import { DEFAULT_DATA_DIR, type CommandContext } from './context.ts';

export function addSubmissionsCommand({ program, projectRoot, version }: CommandContext): void {
  program
    .command('submissions')
    .description(
      "List the contact form submissions stored by site serve, newest first; show or delete one person's records",
    )
    .version(version, '-v, --version')
    .option('--json', 'print JSON')
    .option('--csv', 'print CSV (for a spreadsheet)')
    .option('--email <address>', 'show everything stored about this e-mail address (contact form and newsletter)')
    .option('--forget <address>', 'delete everything stored about this e-mail address (contact form and newsletter)')
    .option('-d, --data <dir>', 'folder of the embedded database', DEFAULT_DATA_DIR)
    .action(async (options: { json?: boolean; csv?: boolean; email?: string; forget?: string; data: string }) => {
      if (options.email && options.forget) program.error('Give either --email or --forget, not both.');
      const { printSubmissions } = await import('../backend/print-submissions.ts');
      await printSubmissions({
        projectRoot,
        dataDir: path.resolve(options.data),
        format: options.json ? 'json' : options.csv ? 'csv' : 'text',
        email: options.email,
        forget: options.forget,
      });
    });
}
