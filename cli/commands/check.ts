// `site check`: every content file and internal link, drafts included, without writing anything.
import { configFromEnv } from '../site/config.ts';
import type { CommandContext } from './context.ts';

export function addCheckCommand({ program, projectRoot, version }: CommandContext): void {
  program
    .command('check')
    .description(
      'Validate every content file and every internal link, drafts and scheduled posts included, without writing anything (exit 1 on any problem)',
    )
    .version(version, '-v, --version')
    .action(async () => {
      const started = performance.now();
      const { annotation, checkSite } = await import('../build/check.ts');
      const { problems, warnings, pages } = await checkSite(projectRoot, configFromEnv());
      for (const warning of warnings) console.log(`warning: ${warning}`);
      // In a GitHub workflow, each problem is also an annotation: shown on its file and line in a
      // pull request, where an editor working on github.com sees it.
      if (process.env.GITHUB_ACTIONS === 'true') {
        for (const problem of problems) console.log(annotation('error', problem));
        for (const warning of warnings) console.log(annotation('warning', warning));
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (problems.length === 0) {
        console.log(`Checked ${pages} pages and every content file in ${seconds} s: no problems.`);
        return;
      }
      console.error(problems.join('\n'));
      console.error(`${problems.length} problem(s) found in ${seconds} s.`);
      process.exitCode = 1;
    });
}
