// `site serve` rebuilds in its own process, and an edit rewrites only what it touches: with a
// thousand posts, editing one post's title rewrites that post and the listing page showing it,
// the feeds, and nothing else (the sitemap's bytes stay the same, so it is not written again).
// Social cards are drawn when asked for, so that the first build does not wait for a thousand.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGeneratedPosts } from '../support/generated-posts.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { stopped, waitFor } from '../support/wait.ts';

let project: ProjectCopy;
let server: ChildProcess;
let output = '';
let outParent: string;
let outDir: string;

beforeAll(async () => {
  project = await copyProject();
  await setGeneratedPosts(project, 1000);
  outParent = await mkdtemp(path.join(os.tmpdir(), 'site-serve-rebuild-'));
  outDir = path.join(outParent, 'data/site');
  server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', path.join(outParent, 'data')], {
    cwd: project.root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(
    () => /Serving http/.test(output) || undefined,
    () => `"Serving http://..." from site serve; it printed:\n${output}`,
    60_000,
  );
}, 90_000);

afterAll(async () => {
  await stopped(server);
  await project?.remove();
  await rm(outParent, { recursive: true, force: true });
});

/** Every output file with the identity of its last write (a file written again is a new inode). */
async function snapshot(): Promise<Map<string, string>> {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const written = new Map<string, string>();
  for (const file of files) {
    const full = path.join(file.parentPath, file.name);
    const { ino, mtimeMs } = await stat(full);
    written.set(path.relative(outDir, full), `${ino}:${mtimeMs}`);
  }
  return written;
}

describe('site serve with a thousand posts', () => {
  it('rewrites only the edited post, its listing page and its cover when an older post changes', async () => {
    const before = await snapshot();
    expect(before.size).toBeGreaterThan(1050);
    const rebuildsBefore = output.split('Rebuilt in').length;
    await project.edit('content/blog/bench-500.md', 'title: "Generated article 600:', 'title: "Edited article 600:');
    await waitFor(
      () => output.split('Rebuilt in').length > rebuildsBefore || undefined,
      () => `a rebuild; site serve printed:\n${output}`,
      20_000,
    );
    expect(output).toMatch(/Rebuilt in \d+ ms: rendered 2 of \d+ pages; wrote /);

    const after = await snapshot();
    const rewritten = [...after].filter(([file, identity]) => before.get(file) !== identity).map(([file]) => file);
    // The post and the listing page that shows it (the feeds carry only the newest posts, not this
    // one), and the post's cover, which its title seeds.
    const pages = rewritten.filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(2);
    expect(pages).toContain('blog/600.html');
    expect(pages.find((file) => file !== 'blog/600.html')).toMatch(/^blog(\/page\/\d+)?\.html$/);
    expect(rewritten.filter((file) => !file.endsWith('.html'))).toEqual(['art/covers/600.svg']);
  });

  it("draws a page's social card when it is asked for, with the page as it is now, and writes none to the output", async () => {
    const url = /Serving (http:\/\/\S+)/.exec(output)![1]!;
    const response = await fetch(new URL('/social/blog/600.png', url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(new URL('/social/blog/no-such-post.png', url))).status).toBe(404);
    expect((await readdir(outDir)).includes('social')).toBe(false);
  }, 60_000);
});

describe("site serve and the editors' schemas", () => {
  it('lists a new author in them once it is saved in content/authors.yaml', async () => {
    const authorsOfPosts = async () =>
      (
        JSON.parse(await project.read('.vscode/schemas/posts.schema.json')) as {
          properties: { author: { enum: string[] } };
        }
      ).properties.author.enum;
    expect(await authorsOfPosts()).not.toContain('Dana Whitfield');
    await project.write(
      'content/authors.yaml',
      `${await project.read('content/authors.yaml')}Dana Whitfield:\n  role: Security Analyst\n  bio: Dana watches the alerts.\n`,
    );
    await expect.poll(authorsOfPosts, { timeout: 20_000 }).toContain('Dana Whitfield');
  });
});
