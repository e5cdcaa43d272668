// The generators `npm run bench -- --compare` measures ours against, on the same generated posts in
// the same page chrome (our built article page with its body cut out) plus a listing of all posts:
// Eleventy 3 (installed into node_modules/.cache on first use) and Hugo (Debian's package, installed
// with apt-get when this runs as root and it is missing). Each returns the command that builds it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { generatedPost } from '../support/generated-posts.ts';
import type { ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);

export interface OtherBuild {
  name: string;
  /** The command that builds into `outDir`, a folder that does not exist yet. */
  command: (outDir: string) => string[];
  cwd: string;
}

/** Our built article page around `{{ body }}`, with `{{ title }}` in the title and the heading. */
async function articleChrome(project: ProjectCopy): Promise<{ before: string; after: string }> {
  const article = await readFile(path.join(project.root, 'dist/blog/1.html'), 'utf8');
  const bodyStart = article.indexOf('<div class="prose article__body">') + '<div class="prose article__body">'.length;
  const bodyEnd = article.indexOf('</div><aside class="article-cta"');
  const before = article
    .slice(0, bodyStart)
    .replace(/<title>.*?<\/title>/, '<title>{{ title }}</title>')
    .replace(/<h1 class="article__title">.*?<\/h1>/, '<h1 class="article__title">{{ title }}</h1>');
  return { before, after: article.slice(bodyEnd) };
}

const postsWithoutCta = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => [`bench-${i}.md`, generatedPost(100 + i).replace(/^cta:[\s\S]*?(?=^---)/m, '')] as const,
  );

export async function eleventyBuild(project: ProjectCopy, cacheDir: string, count: number): Promise<OtherBuild> {
  const installDir = path.join(cacheDir, 'bench-eleventy');
  const cli = path.join(installDir, 'node_modules/@11ty/eleventy/cmd.cjs');
  if (!existsSync(cli)) {
    console.log('(installing Eleventy 3 for the comparison into node_modules/.cache/bench-eleventy)');
    await run('npm', ['install', '--prefix', installDir, '--no-audit', '--no-fund', '--no-save', '@11ty/eleventy@3'], {
      maxBuffer: 1 << 24,
    });
  }
  const site = path.join(project.root, 'eleventy');
  await rm(site, { recursive: true, force: true });
  await mkdir(path.join(site, 'posts'), { recursive: true });
  await mkdir(path.join(site, '_includes'), { recursive: true });
  await Promise.all(postsWithoutCta(count).map(([name, text]) => writeFile(path.join(site, 'posts', name), text)));
  await writeFile(
    path.join(site, 'posts/posts.json'),
    JSON.stringify({ layout: 'post.njk', permalink: '/blog/{{ id }}/', tags: 'post' }),
  );
  // Markdown as markdown only: Hugo and ours do not run a post through a template language first.
  await writeFile(
    path.join(site, 'eleventy.config.cjs'),
    'module.exports = () => ({ markdownTemplateEngine: false });\n',
  );
  const chrome = await articleChrome(project);
  await writeFile(path.join(site, '_includes/post.njk'), `${chrome.before}{{ content | safe }}${chrome.after}`);
  await writeFile(
    path.join(site, 'blog.njk'),
    '---\npermalink: /blog/\n---\n<ul>{% for post in collections.post %}<li><a href="{{ post.url }}">{{ post.data.title }}</a> {{ post.data.description }} {{ post.data.author }}</li>{% endfor %}</ul>\n',
  );
  return {
    name: 'Eleventy 3',
    command: (outDir) => [
      process.execPath,
      cli,
      '--quiet',
      `--config=${path.join(site, 'eleventy.config.cjs')}`,
      `--input=${site}`,
      `--output=${outDir}`,
    ],
    cwd: site,
  };
}

/** Hugo, or why it cannot run here. */
export async function hugoBuild(project: ProjectCopy, count: number): Promise<OtherBuild | string> {
  const hugo = await findHugo();
  if (!hugo) return 'Hugo is not installed and could not be (apt-get install hugo needs root); skipped';
  const site = path.join(project.root, 'hugo');
  await rm(site, { recursive: true, force: true });
  await mkdir(path.join(site, 'content/blog'), { recursive: true });
  await mkdir(path.join(site, 'layouts/_default'), { recursive: true });
  await Promise.all(
    postsWithoutCta(count).map(([name, text]) => writeFile(path.join(site, 'content/blog', name), text)),
  );
  await writeFile(
    path.join(site, 'hugo.toml'),
    [
      "baseURL = 'https://www.bluebonnetcyber.example/'",
      "disableKinds = ['taxonomy', 'term', 'RSS']",
      '[permalinks]',
      "  blog = '/blog/:slug/'",
    ].join('\n'),
  );
  const chrome = await articleChrome(project);
  const hugoChrome = (text: string) => text.replaceAll('{{ title }}', '{{ .Title }}');
  await writeFile(
    path.join(site, 'layouts/_default/single.html'),
    `${hugoChrome(chrome.before)}{{ .Content }}${hugoChrome(chrome.after)}`,
  );
  await writeFile(
    path.join(site, 'layouts/_default/list.html'),
    '<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.description }} {{ .Params.author }}</li>{{ end }}</ul>\n',
  );
  await writeFile(path.join(site, 'layouts/index.html'), '<a href="/blog/">Blog</a>\n');
  return {
    name: `Hugo ${/v([\d.]+)/.exec((await run(hugo, ['version'])).stdout)?.[1] ?? ''}`.trim(),
    command: (outDir) => [hugo, '--quiet', '--source', site, '--destination', outDir],
    cwd: site,
  };
}

async function findHugo(): Promise<string | undefined> {
  const where = async () =>
    (await run('sh', ['-c', 'command -v hugo']).catch(() => ({ stdout: '' }))).stdout.trim() || undefined;
  const found = await where();
  if (found || process.getuid?.() !== 0) return found;
  console.log("(installing Debian's hugo package for the comparison: apt-get install -y hugo)");
  await run('apt-get', ['install', '-y', 'hugo'], { maxBuffer: 1 << 24 }).catch(() => undefined);
  return where();
}
