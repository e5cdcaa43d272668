// `npm run bench`: how fast `site build` is, cold (a new process each run, as a developer or CI runs
// it), for the site alone and with generated blog posts, and how large the shipped CSS and JS are.
// Figures only: the machine is shared and noisy, so nothing here passes or fails.
//   npm run bench -- --posts 1000 --runs 5
//   npm run bench -- --compare     also builds the same posts with Eleventy, side by side (installs it
//                                  into node_modules/.cache/bench-eleventy on first use)
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { generatedPost, setGeneratedPosts as setPosts } from '../support/generated-posts.ts';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: { posts: { type: 'string', default: '1000' }, runs: { type: 'string', default: '5' }, compare: { type: 'boolean', default: false } },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);

interface Timing {
  wallMs: number;
  buildMs: number;
  writeMs: number;
}

async function coldBuild(project: ProjectCopy): Promise<Timing> {
  // The previous run's output is deleted in the background after it returns; let that finish first,
  // as Eleventy's runs below start from an empty output folder too.
  for (let waited = 0; waited < 20_000 && (await readdir(project.root)).some((name) => name.startsWith('.dist.old-')); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['cli/bin.js', 'build', '--out', 'dist'], { cwd: project.root, maxBuffer: 1 << 24 });
  const wallMs = performance.now() - started;
  const reported = /in ([\d.]+) s \(.*write ([\d.]+) s\)$/m.exec(stdout);
  return { wallMs, buildMs: reported ? Number(reported[1]) * 1000 : NaN, writeMs: reported ? Number(reported[2]) * 1000 : NaN };
}

async function medianOf(project: ProjectCopy): Promise<Timing> {
  await coldBuild(project); // warm the file system cache and tsx's transform cache, not the process
  const timings: Timing[] = [];
  for (let i = 0; i < RUNS; i++) timings.push(await coldBuild(project));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    wallMs: median(timings.map((t) => t.wallMs)),
    buildMs: median(timings.map((t) => t.buildMs)),
    writeMs: median(timings.map((t) => t.writeMs)),
  };
}

/**
 * Eleventy 3 on the same posts, wrapped in the same page chrome (our built article page with its body
 * cut out), with a listing of all posts: the reference the issue names, measured on this machine now,
 * since this machine's disk alone varies by a factor of two between runs.
 */
async function eleventyMedian(project: ProjectCopy, count: number): Promise<number> {
  const installDir = path.join(projectRoot, 'node_modules/.cache/bench-eleventy');
  const cli = path.join(installDir, 'node_modules/@11ty/eleventy/cmd.cjs');
  if (!existsSync(cli)) {
    console.log('(installing Eleventy 3 for the comparison into node_modules/.cache/bench-eleventy)');
    await run('npm', ['install', '--prefix', installDir, '--no-audit', '--no-fund', '--no-save', '@11ty/eleventy@3'], { maxBuffer: 1 << 24 });
  }
  const site = path.join(project.root, 'eleventy');
  await mkdir(path.join(site, 'posts'), { recursive: true });
  await mkdir(path.join(site, '_includes'), { recursive: true });
  await Promise.all(
    Array.from({ length: count }, (_, i) => writeFile(path.join(site, 'posts', `bench-${i}.md`), generatedPost(100 + i).replace(/^cta:[\s\S]*?(?=^---)/m, ''))),
  );
  await writeFile(path.join(site, 'posts/posts.json'), JSON.stringify({ layout: 'post.njk', permalink: '/blog/{{ id }}/', tags: 'post' }));
  const article = await readFile(path.join(project.root, 'dist/blog/1/index.html'), 'utf8');
  const bodyStart = article.indexOf('<div class="prose article__body">') + '<div class="prose article__body">'.length;
  const bodyEnd = article.indexOf('</div><aside class="article-cta"');
  await writeFile(
    path.join(site, '_includes/post.njk'),
    article.slice(0, bodyStart).replace(/<title>.*?<\/title>/, '<title>{{ title }}</title>').replace(/<h1 class="article__title">.*?<\/h1>/, '<h1 class="article__title">{{ title }}</h1>') +
      '{{ content | safe }}' +
      article.slice(bodyEnd),
  );
  await writeFile(
    path.join(site, 'blog.njk'),
    '---\npermalink: /blog/\n---\n<ul>{% for post in collections.post %}<li><a href="{{ post.url }}">{{ post.data.title }}</a> {{ post.data.description }} {{ post.data.author }}</li>{% endfor %}</ul>\n',
  );
  const once = async () => {
    await rm(path.join(site, '_site'), { recursive: true, force: true });
    const started = performance.now();
    await run(process.execPath, [cli, '--quiet', `--input=${site}`, `--output=${path.join(site, '_site')}`], { cwd: site, maxBuffer: 1 << 24 });
    return performance.now() - started;
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** JavaScript budgets (gzip) of the islands issue: what a page loads before any interaction. */
const SCRIPT_BUDGETS: [page: string, file: string, budgetKb: number][] = [
  ['menu only (/about)', 'about/index.html', 8],
  ['home (menu + carousel)', 'index.html', 12],
  ['contact (menu + form + toasts)', 'contact/index.html', 20],
  ['blog (menu + newsletter + toasts)', 'blog/index.html', 20],
];

async function pageScriptSizes(project: ProjectCopy): Promise<string[]> {
  const dist = path.join(project.root, 'dist');
  const lines: string[] = [];
  for (const [page, file, budgetKb] of SCRIPT_BUDGETS) {
    const html = await readFile(path.join(dist, file), 'utf8');
    const urls = Array.from(html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g), (m) => m[1] ?? m[2]!);
    let gzipBytes = 0;
    for (const url of urls) gzipBytes += gzipSync(await readFile(path.join(dist, url))).length;
    const kb = gzipBytes / 1024;
    lines.push(`  ${page.padEnd(32)} ${kb.toFixed(1).padStart(5)} KB gzip in ${urls.length} files   budget ${budgetKb} KB ${kb <= budgetKb ? 'ok' : 'OVER'}`);
  }
  return lines;
}

async function shippedSizes(project: ProjectCopy): Promise<string[]> {
  const dist = path.join(project.root, 'dist');
  const lines: string[] = [];
  for (const file of (await readdir(path.join(dist, 'assets'), { recursive: true })).map(String).sort()) {
    if (!/\.(css|js)$/.test(file)) continue;
    const bytes = await readFile(path.join(dist, 'assets', file));
    lines.push(`  assets/${file.padEnd(32)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB, ${(gzipSync(bytes).length / 1024).toFixed(1).padStart(5)} KB gzip`);
  }
  const home = await readFile(path.join(dist, 'index.html'));
  lines.push(`  index.html${' '.repeat(29)} ${(home.length / 1024).toFixed(1).padStart(6)} KB, ${(gzipSync(home).length / 1024).toFixed(1).padStart(5)} KB gzip`);
  return lines;
}

/**
 * The same number of files and bytes as the last build wrote, written with no rendering at all:
 * how much of a build's time is this machine's disk, which is shared and varies from run to run.
 */
async function diskBaseline(project: ProjectCopy): Promise<string> {
  const dist = path.join(project.root, 'dist');
  const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  let bytes = 0;
  for (const file of files) bytes += (await readFile(path.join(file.parentPath, file.name))).length;
  const target = path.join(project.root, 'disk-baseline');
  const perFile = Buffer.alloc(Math.round(bytes / files.length), 'x');
  const started = performance.now();
  for (let i = 0; i < files.length; i++) {
    mkdirSync(path.join(target, String(i)), { recursive: true });
    writeFileSync(path.join(target, String(i), 'index.html'), perFile);
  }
  const elapsed = performance.now() - started;
  await rm(target, { recursive: true, force: true });
  return `${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB written with no rendering: ${(elapsed / 1000).toFixed(2)} s`;
}

/**
 * `site serve` as `npm start` runs it: how long until the first page answers, and how much memory the
 * server holds once its contact form database is open too (Linux's resident set size).
 */
async function serveStartup(project: ProjectCopy, dataDir: string): Promise<{ firstPageMs: number; databaseMs: number; residentMb: number }> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--data', dataDir], { cwd: project.root, stdio: 'ignore' });
  const until = async (ask: () => Promise<Response>) => {
    for (;;) {
      const ok = await ask().then((response) => response.status < 500, () => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('site serve did not start within a minute');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  try {
    const firstPageMs = await until(() => fetch(`http://localhost:${port}/`));
    // A preflight reaches the functions, which answer once the database is open.
    const databaseMs = await until(() => fetch(`http://localhost:${port}/functions/v1/contact-form`, { method: 'OPTIONS' }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
    const residentMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
    return { firstPageMs, databaseMs, residentMb };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * `site serve` with the site plus `count` posts: from saving an edited post to the reload message the
 * open tabs get, median of RUNS edits (the target: under 150 ms with 1,000 posts).
 */
async function serveRebuild(project: ProjectCopy, dataDir: string, count: number): Promise<number[]> {
  await setPosts(project, count);
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--data', dataDir], { cwd: project.root, stdio: 'ignore' });
  try {
    let events: Response | undefined;
    for (let waited = 0; !events && waited < 120_000; waited += 100) {
      events = await fetch(`http://localhost:${port}/__site/events`).catch(() => undefined);
      if (!events) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!events?.body) throw new Error('site serve did not start within two minutes');
    const reader = events.body.getReader();
    const nextReload = async () => {
      for (let text = ''; !text.includes('event: reload'); ) {
        const { value, done } = await reader.read();
        if (done) throw new Error('site serve closed the event stream');
        text += new TextDecoder().decode(value);
      }
    };
    const post = path.join(project.root, 'content/blog/bench-0.md');
    const original = await readFile(post, 'utf8');
    const times: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the watcher settle
      const started = performance.now();
      const reloaded = nextReload();
      await writeFile(post, original.replace('title: "Generated article', `title: "Edit ${i} of generated article`));
      await reloaded;
      times.push(performance.now() - started);
    }
    await writeFile(post, original);
    return times;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const format = ({ wallMs, buildMs, writeMs }: Timing) => `${s(wallMs)}  (in-process ${s(buildMs)}, of which writing files ${s(writeMs)})`;

const project = await copyProject();
try {
  console.log(`Cold builds: a new "site build" process each run, median of ${RUNS} (node ${process.version}).\n`);
  await setPosts(project, 0);
  const site = await medianOf(project);
  console.log(`site alone (56 routes + 404)   ${format(site)}   target < 1 s`);
  const sizes = [Math.round(POSTS / 4), Math.round(POSTS / 2), POSTS].filter((n, i, all) => n > 0 && all.indexOf(n) === i);
  let largest = site;
  for (const count of sizes) {
    await setPosts(project, count);
    largest = await medianOf(project);
    const perPost = (largest.wallMs - site.wallMs) / count;
    console.log(`site + ${String(count).padEnd(5)} posts          ${format(largest)}   ${perPost.toFixed(2)} ms per post`);
  }
  console.log(`disk baseline: ${await diskBaseline(project)}`);
  if (values.compare) {
    const eleventy = await eleventyMedian(project, POSTS);
    console.log(`Eleventy 3, same ${POSTS} posts and page chrome, this machine now: ${s(eleventy)}  (this site: ${s(largest.wallMs)})`);
  }
  console.log(`\nReference, same 1,000 posts on this machine: Hugo 0.52 s, Eleventy 1.9 s, Astro 20 s.`);
  console.log(`Target: site + 1,000 posts faster than Eleventy, aiming under 1 s; time linear in posts.\n`);
  await setPosts(project, 0);
  await coldBuild(project);
  console.log('JavaScript a page loads before any interaction (entry and its static chunks):');
  for (const line of await pageScriptSizes(project)) console.log(line);
  console.log('  (supabase-js loads only when the visitor first focuses one of the forms)\n');
  console.log('Every shipped CSS and JavaScript file (site alone):');
  for (const line of await shippedSizes(project)) console.log(line);

  console.log('\nsite serve (npm start): first page, contact form database open, resident memory after start:');
  const dataDir = path.join(project.root, '.bench-data');
  for (const start of ['first start (creates the database)', 'next start (opens it)']) {
    const { firstPageMs, databaseMs, residentMb } = await serveStartup(project, dataDir);
    console.log(`  ${start.padEnd(36)} first page ${s(firstPageMs)}, database ${s(databaseMs)}, ${residentMb.toFixed(0)} MB resident`);
  }
  const rebuilds = await serveRebuild(project, dataDir, POSTS);
  const median = [...rebuilds].sort((a, b) => a - b)[Math.floor(rebuilds.length / 2)]!;
  console.log(`\nsite serve with ${POSTS} posts, one post edited, from save to the tabs' reload message (median of ${RUNS}):`);
  console.log(`  ${median.toFixed(0)} ms   (each: ${rebuilds.map((ms) => ms.toFixed(0)).join(', ')} ms)   target < 150 ms`);
} finally {
  await project.remove();
}
