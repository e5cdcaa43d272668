// `npm run bench`: how fast `site build` is, cold (a new process each run, as a developer or CI runs
// it), for the site alone and with generated blog posts, and how large the shipped CSS and JS are.
// Figures only: the machine is shared and noisy, so nothing here passes or fails.
//   npm run bench -- --posts 1000 --runs 5
//   npm run bench -- --compare     also builds the same posts with Eleventy and Hugo, side by side,
//                                  and prints the ratios (see other-generators.ts)
//   npm run bench -- --scale       ours with 250, 1,000, 4,000 and 10,000 posts: time per post, peak memory
//   npm run bench -- --serving     only site preview's requests a second, plain and compressed
//   npm run bench -- --paint       only what each type of page needs before its first paint, and
//                                  Lighthouse's mobile first and largest contentful paint
// It also times drawing the social cards with none kept (card-drawing.ts), which the builds above do not.
import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { setGeneratedPosts as setPosts } from '../support/generated-posts.ts';
import { eleventyBuild, hugoBuild } from './other-generators.ts';
import { firstPaintReport } from './first-paint.ts';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';
import { afterFirstPaintOf } from '../../templates/after-first-paint.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    compare: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    // Only site serve's rebuild after an edit (the first edit after start, then the median).
    edits: { type: 'boolean', default: false },
    // Only how many requests a second site preview answers, plain and compressed.
    serving: { type: 'boolean', default: false },
    // Only the bytes before the first paint and Lighthouse's paints (first-paint.ts).
    paint: { type: 'boolean', default: false },
  },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);

interface Timing {
  wallMs: number;
  /** The process's peak resident memory (from /usr/bin/time), when this machine has it. */
  peakMb: number;
  /** What our build reports of its own time: in-process total and its phases. */
  phases?: { buildMs: number; contentMs: number; renderMs: number; writeMs: number };
}

const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** One cold run of a command, as a new process. */
async function timeOnce(command: string[], cwd: string): Promise<Timing> {
  const [file, ...args] = TIME ? [TIME, '-f', 'peak-kb %M', ...command] : command;
  const started = performance.now();
  const { stdout, stderr } = await run(file!, args, { cwd, maxBuffer: 1 << 26 });
  const wallMs = performance.now() - started;
  const peakMb = Number(/peak-kb (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
  const reported =
    /in ([\d.]+) s (?:\([^)]*build cache\) )?\(content ([\d.]+) s, render ([\d.]+) s, write ([\d.]+) s\)/.exec(stdout);
  const phases = reported
    ? {
        buildMs: +reported[1]! * 1000,
        contentMs: +reported[2]! * 1000,
        renderMs: +reported[3]! * 1000,
        writeMs: +reported[4]! * 1000,
      }
    : undefined;
  return { wallMs, peakMb, phases };
}

/** A build to time: its name and the command that builds into a folder that does not exist yet. */
interface Contender {
  name: string;
  command: (outDir: string) => string[];
  cwd: string;
  /** Done before each run, untimed (an edit for the build cache to find). */
  prepare?: () => Promise<void>;
}

/**
 * Every run builds into a folder of its own, which nothing deletes until the bench ends (the project
 * copy goes then): deleting thousands of files right before a build slows that build's file
 * creation here for a minute (ext4's recently-deleted inode check), which measures the disk, not the
 * generator, and no CI checkout builds after such a deletion.
 */
let runsMade = 0;
let lastOutDir = '';
const freshOutDir = (project: ProjectCopy) => (lastOutDir = path.join(project.root, '.bench-out', String(++runsMade)));

/** The median run of RUNS (after one that warms the disk cache), each figure on its own. */
async function medianRun(contender: Contender): Promise<Timing> {
  return (await interleavedRuns([contender]))[0]!;
}

/**
 * Each contender once per round, for RUNS rounds (after a warm-up round), the order rotated each
 * round: the machine's speed drifts over a minute, and taking turns gives every contender the same
 * drift. Each figure is the median of its own; `ratio` is the median, round by round, of the first
 * contender's time over this one's. With `printRounds`, each round's times are printed as it ends.
 */
async function interleavedRuns(contenders: Contender[], printRounds = false): Promise<(Timing & { ratio: number })[]> {
  const runs: Timing[][] = contenders.map(() => []);
  for (let round = -1; round < RUNS; round++) {
    const times = new Map<number, Timing>();
    for (let turn = 0; turn < contenders.length; turn++) {
      const index = (turn + Math.max(round, 0)) % contenders.length;
      const { command, cwd, prepare } = contenders[index]!;
      await prepare?.();
      times.set(index, await timeOnce(command(freshOutDir(project)), cwd));
    }
    if (round < 0) continue;
    for (const [index, timing] of times) runs[index]!.push(timing);
    if (printRounds)
      console.log(
        `  round ${round + 1}: ${contenders.map((contender, index) => `${contender.name} ${s(times.get(index)!.wallMs)}`).join(', ')}`,
      );
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return runs.map((timings) => {
    const pick = (figure: (t: Timing) => number) => median(timings.map(figure));
    const phases = timings[0]!.phases && {
      buildMs: pick((t) => t.phases!.buildMs),
      contentMs: pick((t) => t.phases!.contentMs),
      renderMs: pick((t) => t.phases!.renderMs),
      writeMs: pick((t) => t.phases!.writeMs),
    };
    const ratio = median(runs[0]!.map((first, round) => first.wallMs / timings[round]!.wallMs));
    return { wallMs: pick((t) => t.wallMs), peakMb: pick((t) => t.peakMb), phases, ratio };
  });
}

/** Ours, cold: a new process rendering every page into a new folder (the social cards kept, as a deploy keeps them). */
function ours(project: ProjectCopy): Contender {
  return {
    name: 'ours',
    command: (outDir) => [process.execPath, 'cli/bin.js', 'build', '--out', outDir],
    cwd: project.root,
  };
}

const ourBuild = (project: ProjectCopy) => medianRun(ours(project));

/** JavaScript budgets (gzip) of the islands issue: what a page loads before any interaction. */
const SCRIPT_BUDGETS: [page: string, file: string, budgetKb: number][] = [
  ['menu only (/about)', 'about.html', 8],
  ['services (menu + category bar)', 'services.html', 8],
  ['an article (menu + contents)', 'blog/1.html', 8],
  ['home (menu + carousel)', 'index.html', 12],
  ['contact (menu + form + toasts)', 'contact.html', 20],
  ['blog (menu + newsletter + toasts)', 'blog.html', 20],
];

async function pageScriptSizes(project: ProjectCopy): Promise<string[]> {
  const dist = path.join(project.root, 'dist');
  const lines: string[] = [];
  for (const [page, file, budgetKb] of SCRIPT_BUDGETS) {
    const html = await readFile(path.join(dist, file), 'utf8');
    const { modules, preload } = afterFirstPaintOf(html);
    const urls = [...modules, ...preload];
    let gzipBytes = 0;
    for (const url of urls) gzipBytes += gzipSync(await readFile(path.join(dist, url))).length;
    const kb = gzipBytes / 1024;
    lines.push(
      `  ${page.padEnd(32)} ${kb.toFixed(1).padStart(5)} KB gzip in ${urls.length} files   budget ${budgetKb} KB ${kb <= budgetKb ? 'ok' : 'OVER'}`,
    );
  }
  return lines;
}

async function shippedSizes(project: ProjectCopy): Promise<string[]> {
  const dist = path.join(project.root, 'dist');
  const lines: string[] = [];
  for (const file of (await readdir(path.join(dist, 'assets'), { recursive: true })).map(String).sort()) {
    if (!/\.(css|js)$/.test(file)) continue;
    const bytes = await readFile(path.join(dist, 'assets', file));
    lines.push(
      `  assets/${file.padEnd(32)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB, ${(gzipSync(bytes).length / 1024).toFixed(1).padStart(5)} KB gzip`,
    );
  }
  const home = await readFile(path.join(dist, 'index.html'));
  lines.push(
    `  index.html${' '.repeat(29)} ${(home.length / 1024).toFixed(1).padStart(6)} KB, ${(gzipSync(home).length / 1024).toFixed(1).padStart(5)} KB gzip`,
  );
  return lines;
}

/**
 * The same number of files and bytes as the last build wrote, written with no rendering at all:
 * how much of a build's time is this machine's disk, which is shared and varies from run to run.
 */
async function diskBaseline(): Promise<string> {
  const built = lastOutDir;
  const files = (await readdir(built, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  let bytes = 0;
  for (const file of files) bytes += (await readFile(path.join(file.parentPath, file.name))).length;
  const target = freshOutDir(project);
  const perFile = Buffer.alloc(Math.round(bytes / files.length), 'x');
  const started = performance.now();
  for (let i = 0; i < files.length; i++) {
    mkdirSync(path.join(target, String(i)), { recursive: true });
    writeFileSync(path.join(target, String(i), 'index.html'), perFile);
  }
  const elapsed = performance.now() - started;
  return `${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB written with no rendering: ${(elapsed / 1000).toFixed(2)} s`;
}

/**
 * `site serve` as `npm start` runs it: how long until the first page answers, and how much memory the
 * server holds once its contact form database is open too (Linux's resident set size).
 */
async function serveStartup(
  project: ProjectCopy,
  dataDir: string,
): Promise<{ firstPageMs: number; databaseMs: number; residentMb: number }> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--data', dataDir], {
    cwd: project.root,
    stdio: 'ignore',
  });
  const until = async (ask: () => Promise<Response>) => {
    for (;;) {
      const ok = await ask().then(
        (response) => response.status < 500,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('site serve did not start within a minute');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  try {
    const firstPageMs = await until(() => fetch(`http://localhost:${port}/`));
    // A preflight reaches the functions, which answer once the database is open.
    const databaseMs = await until(() =>
      fetch(`http://localhost:${port}/functions/v1/contact-form`, { method: 'OPTIONS' }),
    );
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
 * How many requests a second `site preview` answers for the home page, its stylesheet and an article,
 * 16 at a time over kept-alive connections, without compression and with gzip and brotli: a file is
 * compressed once per version, so the compressed figures stay near the plain one.
 */
async function previewThroughput(project: ProjectCopy): Promise<string[]> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['cli/bin.js', 'preview', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: project.root,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (
      let started = performance.now();
      !(await fetch(origin).then(
        (r) => r.ok,
        () => false,
      ));
    ) {
      if (performance.now() - started > 30_000) throw new Error('site preview did not start within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const html = await (await fetch(origin)).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
    const paths = ['/', stylesheet, '/blog/1'];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const get = (pathname: string, encoding: string) =>
      new Promise<void>((resolve, reject) =>
        http
          .get(
            `${origin}${pathname}`,
            { agent, headers: encoding ? { 'accept-encoding': encoding } : {} },
            (response) => {
              response.resume();
              response.on('end', resolve);
            },
          )
          .on('error', reject),
      );
    const lines: string[] = [];
    for (const [name, encoding] of [
      ['plain', ''],
      ['gzip', 'gzip'],
      ['brotli', 'br, gzip'],
    ] as const) {
      const rounds: number[] = [];
      for (let round = 0; round < 3; round++) {
        const total = 3000;
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: 16 }, async () => {
            while (next < total) await get(paths[next++ % paths.length]!, encoding);
          }),
        );
        rounds.push(total / ((performance.now() - started) / 1000));
      }
      rounds.sort((a, b) => a - b);
      lines.push(`  ${name.padEnd(8)} ${rounds[1]!.toFixed(0).padStart(6)} requests/s (median of 3 rounds of 3,000)`);
    }
    agent.destroy();
    return lines;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * `site serve` with the site plus `count` posts: from saving an edited post to the reload message the
 * open tabs get, for the first edit after start and RUNS more.
 */
async function serveRebuild(project: ProjectCopy, dataDir: string, count: number): Promise<number[]> {
  await setPosts(project, count);
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--data', dataDir], {
    cwd: project.root,
    stdio: 'ignore',
  });
  try {
    let events: Response | undefined;
    for (let waited = 0; !events && waited < 120_000; waited += 100) {
      events = await fetch(`http://localhost:${port}/__site/events`).catch(() => undefined);
      if (!events) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!events?.body) throw new Error('site serve did not start within two minutes');
    // Every reload message, timed as it arrives. One save can bring two (a save in two steps): the
    // next edit waits until none has come for 300 ms, so that no edit is timed by its predecessor's.
    const reader = events.body.getReader();
    const reloads: number[] = [];
    let arrived: (() => void) | undefined;
    void (async () => {
      for (let text = ''; ;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
        for (let at = text.indexOf('event: reload'); at >= 0; at = text.indexOf('event: reload')) {
          reloads.push(performance.now());
          text = text.slice(at + 'event: reload'.length);
          arrived?.();
        }
      }
    })();
    const quiet = async () => {
      for (let seen = -1; seen !== reloads.length;) {
        seen = reloads.length;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    };
    const post = path.join(project.root, 'content/blog/bench-0.md');
    const original = await readFile(post, 'utf8');
    const times: number[] = [];
    for (let i = 1; i <= RUNS + 1; i++) {
      await quiet();
      const before = reloads.length;
      const reloaded = new Promise<void>((resolve) => (arrived = () => reloads.length > before && resolve()));
      const started = performance.now();
      await writeFile(post, original.replace('title: "Generated article', `title: "Edit ${i} of generated article`));
      await reloaded;
      times.push(reloads[before]! - started);
    }
    await writeFile(post, original);
    return times;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function reportEdits(dataDir: string) {
  const [first, ...rest] = await serveRebuild(project, dataDir, POSTS);
  const median = [...rest].sort((a, b) => a - b)[Math.floor(rest.length / 2)]!;
  console.log(`\nsite serve with ${POSTS} posts, one post's title edited, from save to the tabs' reload message:`);
  console.log(
    `  first edit after start ${first!.toFixed(0)} ms (target at most 100 ms); then median ${median.toFixed(0)} ms of ${rest.length} (each: ${rest.map((ms) => ms.toFixed(0)).join(', ')} ms; target at most 50 ms)`,
  );
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} MB`);
const format = ({ wallMs, peakMb, phases }: Timing) =>
  `${s(wallMs).padStart(7)}  peak ${mb(peakMb).padStart(7)}` +
  (phases
    ? `   start-up ${s(wallMs - phases.buildMs)}, content ${s(phases.contentMs)}, render ${s(phases.renderMs)}, write ${s(phases.writeMs)}`
    : '');

const project = await copyProject();
if (values.serving) {
  try {
    await setPosts(project, 0);
    await timeOnce([process.execPath, 'cli/bin.js', 'build', '--out', 'dist'], project.root);
    console.log('site preview, home page, stylesheet and an article, 16 requests at a time:');
    for (const line of await previewThroughput(project)) console.log(line);
  } finally {
    await project.remove();
  }
  process.exit(0);
}
if (values.paint) {
  try {
    await setPosts(project, 0);
    await timeOnce([process.execPath, 'cli/bin.js', 'build', '--out', 'dist'], project.root);
    console.log('Before the first paint, each type of page (Lighthouse: mobile, simulated slow 4G):');
    for (const line of await firstPaintReport(path.join(project.root, 'dist'), { withLighthouse: true }))
      console.log(line);
  } finally {
    await project.remove();
  }
  process.exit(0);
}
if (values.edits) {
  try {
    await reportEdits(path.join(project.root, '.bench-data'));
  } finally {
    await project.remove();
  }
  process.exit(0);
}
try {
  console.log(`Cold builds: a new process each run, median of ${RUNS} (node ${process.version}).\n`);
  await setPosts(project, 0);
  const site = await ourBuild(project);
  console.log(`site alone (56 routes + 404)   ${format(site)}`);
  const sizes = values.scale ? [250, 1000, 4000, 10000] : [POSTS];
  const perPost = new Map<number, number>();
  for (const count of sizes) {
    await setPosts(project, count);
    const timing = await ourBuild(project);
    perPost.set(count, (timing.wallMs - site.wallMs) / count);
    console.log(
      `site + ${String(count).padEnd(6)} posts        ${format(timing)}   ${perPost.get(count)!.toFixed(2)} ms per post`,
    );
  }
  if (values.scale && perPost.has(1000) && perPost.has(10000)) {
    console.log(
      `time per post at 10,000 / at 1,000: ${(perPost.get(10000)! / perPost.get(1000)!).toFixed(2)}x (target at most 1.2x; peak memory under 700 MB)`,
    );
  }
  console.log(`disk baseline: ${await diskBaseline()}`);
  if (values.compare) {
    await setPosts(project, POSTS);
    // The others' page chrome is our built article page.
    await timeOnce([process.execPath, 'cli/bin.js', 'build', '--out', 'dist'], project.root);
    console.log(
      `\nThe same ${POSTS} posts in the same page chrome, taking turns (the order rotated each round), each build into a new folder, median of ${RUNS}:`,
    );
    const others = [
      await eleventyBuild(project, path.join(projectRoot, 'node_modules/.cache'), POSTS),
      await hugoBuild(project, POSTS),
    ];
    for (const other of others) if (typeof other === 'string') console.log(`  ${other}`);
    const runnable = others.filter((other) => typeof other !== 'string');
    const [ourTiming, ...theirs] = await interleavedRuns(
      [ours(project), ...runnable.map((other) => ({ name: other.name, command: other.command, cwd: other.cwd }))],
      true,
    );
    console.log(`  ours          ${format(ourTiming!)}`);
    for (const [index, other] of runnable.entries()) {
      const timing = theirs[index]!;
      console.log(
        `  ${other.name.padEnd(12)}  ${format(timing)}   ours / ${other.name.split(' ')[0]}: ${timing.ratio.toFixed(2)}x (median of the rounds' ratios)`,
      );
    }
    console.log('  (targets: ours at most 0.6x Eleventy and at most 1.6x Hugo)');
  }
  await setPosts(project, 0);
  await timeOnce([process.execPath, 'cli/bin.js', 'build', '--out', 'dist'], project.root);
  console.log('JavaScript a page loads before any interaction (entry and its static chunks):');
  for (const line of await pageScriptSizes(project)) console.log(line);
  console.log('  (supabase-js loads only when the visitor first focuses one of the forms)\n');
  console.log('Every shipped CSS and JavaScript file (site alone):');
  for (const line of await shippedSizes(project)) console.log(line);
  console.log('\nBefore the first paint, each type of page (Lighthouse: mobile, simulated slow 4G):');
  for (const line of await firstPaintReport(path.join(project.root, 'dist'), { withLighthouse: true }))
    console.log(line);

  console.log('\nsite preview, home page, stylesheet and an article, 16 requests at a time:');
  for (const line of await previewThroughput(project)) console.log(line);

  console.log('\nSocial cards drawn with none kept (a process of its own drawing the 57 cards of the site):');
  const cardDrawing = await run(process.execPath, ['--import', 'tsx', 'tests/bench/card-drawing.ts'], {
    cwd: projectRoot,
  });
  process.stdout.write(cardDrawing.stdout);

  console.log('\nsite serve (npm start): first page, contact form database open, resident memory after start:');
  const dataDir = path.join(project.root, '.bench-data');
  for (const start of ['first start (creates the database)', 'next start (opens it)']) {
    const { firstPageMs, databaseMs, residentMb } = await serveStartup(project, dataDir);
    const afterPage = Math.max(0, databaseMs - firstPageMs);
    console.log(
      `  ${start.padEnd(36)} first page ${s(firstPageMs)}, database ${s(databaseMs)} (${s(afterPage)} after the page), ${residentMb.toFixed(0)} MB resident`,
    );
  }
  console.log('  (target: a form sent the moment the first page is served answered within 2 s of it)');
  await reportEdits(dataDir);
} finally {
  await project.remove();
}
