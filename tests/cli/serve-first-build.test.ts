// `site serve` watches before its first build starts: a content file saved while that build runs
// (seconds on a fresh clone) is rebuilt as soon as it ends, and the page served shows the edit. The
// first build is held mid-way, for as long as the test needs, by a post that is a named pipe: reading
// it waits until the test writes to it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdtemp, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { waitFor } from '../support/wait.ts';

const run = promisify(execFile);
let project: ProjectCopy | undefined;
let data: string | undefined;
let server: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  // Stopped before its data folder goes: the database writes there until it closes.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await project?.remove();
  if (data) await rm(data, { recursive: true, force: true });
});

/** The pipe's writing end, once a reader has opened it (before that, opening it fails with ENXIO). */
async function writingEnd(pipe: string): Promise<FileHandle | undefined> {
  return open(pipe, constants.O_WRONLY | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENXIO') return undefined;
    throw error;
  });
}

describe('site serve, edited during its first build', () => {
  it('serves the edit of a post saved while the first build was reading the content', async () => {
    project = await copyProject();
    data = await mkdtemp(path.join(os.tmpdir(), 'site-serve-first-build-'));
    // A new post, after every post the content has, made from the first of them.
    const { posts } = loadContent(contentOnDisk(project.root));
    const id = Math.max(...posts.map((each) => each.id)) + 1;
    const post = path.join(project.root, `content/blog/${id}-first-build.md`);
    const postText = (title: string) =>
      project!.read(posts[0]!.file).then((text) =>
        text
          .replace(/^id: \d+$/m, `id: ${id}`)
          .replace(/^title: .+$/m, `title: "${title}"`)
          .replace(/^draft: .*$/m, ''),
      );
    await run('mkfifo', [post]);
    server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--host', '127.0.0.1', '--data', data], {
      cwd: project.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));

    // The first build has begun reading the content, and waits for this post.
    const pipe = await waitFor(
      () => writingEnd(post),
      () => `the first build to read ${post}; site serve printed:\n${output}`,
    );
    // Saved the way editors save: a new file renamed over the old. The build still reads the pipe.
    const saved = path.join(project.root, 'saved-post.md');
    await writeFile(saved, await postText('Saved during the first build'));
    await rename(saved, post);
    await pipe.write(await postText('As the first build read it'));
    await pipe.close();

    const url = await waitFor(
      () => /Serving (http:\/\/\S+)/.exec(output)?.[1],
      () => `"Serving http://..." from site serve; it printed:\n${output}`,
    );
    await expect
      .poll(async () => (await fetch(new URL(`/blog/${id}`, url))).text(), { timeout: 20_000 })
      .toContain('Saved during the first build');
  }, 90_000);
});
