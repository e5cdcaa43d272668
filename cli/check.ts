// `site check`: every content file validated and every internal link followed, as `site build` does,
// without writing anything: every problem at once, with its file, line and field. Meant for a
// pre-commit hook and a CI step; exit status 1 on any problem.
import type { SiteConfig } from './config.ts';
import { loadSiteInputs } from './build/index.ts';
import { BrokenLinksError, renderSite } from './build/site-files.ts';
import { ContentError, formatProblem } from './model/errors.ts';
import { publishedContent, today } from './model/publishing.ts';

export interface CheckResult {
  problems: string[];
  warnings: string[];
  pages: number;
}

export async function checkSite(projectRoot: string, config: SiteConfig): Promise<CheckResult> {
  let inputs;
  try {
    inputs = await loadSiteInputs(projectRoot);
  } catch (error) {
    if (error instanceof ContentError)
      return { problems: error.problems.map((problem) => formatProblem(problem)), warnings: [], pages: 0 };
    throw error;
  }
  const buildDate = today(inputs.content.site.timeZone);
  try {
    const site = renderSite(
      { ...inputs, content: publishedContent(inputs.content, buildDate), config, buildDate },
      { keepContents: false },
    );
    return { problems: [], warnings: site.warnings, pages: site.pageCount };
  } catch (error) {
    // Two pages at one address are found by the route table, after the content has loaded.
    if (error instanceof ContentError)
      return { problems: error.problems.map((problem) => formatProblem(problem)), warnings: [], pages: 0 };
    if (!(error instanceof BrokenLinksError)) throw error;
    return { problems: error.problems.map((problem) => formatProblem(problem)), warnings: [], pages: 0 };
  }
}
