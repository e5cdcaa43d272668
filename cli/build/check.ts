// `site check`: every content file validated and every internal link followed, as `site build` does,
// without writing anything. Drafts and scheduled posts are rendered too, so that a draft's broken link
// is found before it goes live; `site new`'s placeholder text is refused where it would be published.
import type { SiteConfig } from '../site/config.ts';
import { loadSiteInputs } from './index.ts';
import { BrokenLinksError, renderSite } from './site-files.ts';
import { COLLECTIONS, type Content } from '../model/collections.ts';
import { contentOnDisk } from '../model/content-files.ts';
import { ContentError, formatProblem, type ContentProblem } from '../model/errors.ts';
import { fieldsOf } from '../model/load.ts';
import { placeholdersIn } from '../model/placeholders.ts';
import {
  publishedContent,
  siteTimeZone,
  today,
  unpublishedReason,
  type UnpublishedReason,
} from '../model/publishing.ts';
import { PATHS } from '../site/routes.tsx';

export async function checkSite(projectRoot: string, config: SiteConfig) {
  const marked = markUnpublished(projectRoot);
  let inputs;
  try {
    inputs = await loadSiteInputs(projectRoot);
  } catch (error) {
    if (error instanceof ContentError)
      return { problems: error.problems.map(marked), warnings: [] as string[], pages: 0 };
    throw error;
  }
  const everything = inputs.content;
  const buildDate = today(everything.site.timeZone);
  const published = publishedContent(everything, buildDate);
  const waiting = waitingPages(everything, buildDate);
  // What a build publishes today, then everything: today's build refuses a published page's link to a
  // draft, and a draft's own broken link would break the build that publishes it. A link broken in both
  // is reported once, as today's build sees it.
  const problems = new Set<string>();
  const linksReported = new Set<string>();
  let site;
  for (const content of published === everything ? [everything] : [published, everything]) {
    try {
      const rendered = await renderSite({ ...inputs, content, config, buildDate }, { keepContents: false });
      if (content === published) site = rendered;
    } catch (error) {
      // Two pages at one address are found by the route table, after the content has loaded.
      if (error instanceof ContentError) for (const problem of error.problems) problems.add(marked(problem));
      else if (!(error instanceof BrokenLinksError)) throw error;
      else
        for (const problem of error.problems) {
          const { link } = problem.broken;
          const where = formatProblem({ ...problem, message: link });
          if (linksReported.has(where)) continue;
          linksReported.add(where);
          // A link to a page that is not public yet: "did you mean" another page would mislead.
          const target = waiting.get(link.replace(/[?#].*/, ''));
          problems.add(marked(target ? { ...problem, message: `${link}: ${target}` } : problem));
        }
    }
  }
  const placeholders = placeholdersOf(everything, marked);
  const warnings = [...(site?.warnings ?? []), ...placeholders.warnings];
  return { problems: [...problems, ...placeholders.problems], warnings, pages: site?.pageCount ?? 0 };
}

/** The address of each draft and scheduled entry, with why it is not public yet. */
function waitingPages(content: Content, buildDate: string): Map<string, string> {
  const waiting = new Map<string, string>();
  const add = (address: string, file: string, reason: UnpublishedReason | undefined) => {
    if (reason) waiting.set(address, `not published yet (${file} is ${describe(reason)})`);
  };
  for (const post of content.posts) add(PATHS.post(post), post.file, unpublishedReason(post, buildDate));
  for (const vendor of content.vendors) add(PATHS.vendor(vendor), vendor.file, unpublishedReason(vendor, buildDate));
  return waiting;
}

const describe = (reason: UnpublishedReason) => (reason.kind === 'draft' ? 'a draft' : `scheduled for ${reason.date}`);

/** The sentences of `site new` left in a file: each a problem where it is written, or for a draft, one
 *  warning listing its lines (a new draft has them all). */
function placeholdersOf(content: Content, marked: (problem: ContentProblem) => string) {
  const drafts = new Set([...content.posts, ...content.vendors].filter((entry) => entry.draft).map(({ file }) => file));
  const found = { problems: [] as string[], warnings: [] as string[] };
  for (const [file, text] of content.files) {
    const left = placeholdersIn(text);
    if (left.length === 0) continue;
    if (drafts.has(file)) {
      const lines = [...new Set(left.map(({ at }) => at.line))].join(', ');
      const message = `${left.length} sentence(s) site new wrote are still to replace (${lines.includes(',') ? 'lines' : 'line'} ${lines}) before it is published`;
      found.warnings.push(marked({ file, field: '', message }));
      continue;
    }
    for (const { placeholder, at } of left) {
      const message = `text site new wrote for you to replace with the page's own: "${placeholder}"`;
      found.problems.push(marked({ file, field: '', message, at }));
    }
  }
  return found;
}

/** Formats a problem, marking one in a draft or a scheduled post as such, read from the file's front
 *  matter unvalidated: the problem may be that the content does not load. */
function markUnpublished(projectRoot: string): (problem: ContentProblem) => string {
  const source = contentOnDisk(projectRoot);
  const buildDate = today(siteTimeZone(source));
  const mayWait = [COLLECTIONS.posts.source, COLLECTIONS.vendors.source].map(({ folder }) => `${folder}/`);
  const noteOf = (file: string) => {
    if (!mayWait.some((folder) => file.startsWith(folder))) return '';
    const fields = fieldsOf(source, file) ?? {};
    const date = typeof fields.date === 'string' ? fields.date : undefined;
    const reason = unpublishedReason({ draft: fields.draft === true, date }, buildDate);
    return reason ? ` (${reason.kind === 'draft' ? 'draft' : `scheduled for ${reason.date}`})` : '';
  };
  return (problem) => formatProblem(problem, noteOf(problem.file));
}

/** A problem as a GitHub workflow command (`::error file=…,line=…,col=…::message`) at the place it names
 *  ("content/blog/07-x.md:5:11 (draft): …"), or of the run; values escaped as the runner reads them. */
export function annotation(level: 'error' | 'warning', problem: string): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const placed = /^((?:content|templates|client)\/[^\s:]+)(?::(\d+):(\d+))?((?: \([^)]*\))?): ([\s\S]*)$/.exec(problem);
  if (!placed) return `::${level}::${escape(problem)}`;
  const [, file, line, column, note, message] = placed;
  const where = [`file=${property(file!)}`, ...(line ? [`line=${line}`, `col=${column}`] : [])].join(',');
  return `::${level} ${where}::${escape(`${message}${note}`)}`;
}
