// The markdown front matter lint VS Code's remark extension runs (.remarkrc.mjs), run the same way
// by remark's CLI: quiet on the real content, a warning at the offending line on a wrong file.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const POST = 'content/blog/03-it-management-costs.md';
let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(async () => {
  await project.remove();
});

const lint = (target: string) =>
  run(
    path.join(project.root, 'node_modules/.bin/remark'),
    [target, '--quiet', '--frail', '--no-stdout', '--no-color'],
    { cwd: project.root },
  ).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => error,
  );

describe('the front matter lint of VS Code (remark)', () => {
  it('finds nothing wrong in the real content', async () => {
    expect(await lint('content')).toMatchObject({ code: 0, stderr: '' });
  });

  it('names an unknown key at its line and column, with the key meant, not "Must NOT have additional properties"', async () => {
    await project.withEdit(POST, /^title: /m, 'titel: ', () =>
      project.withEdit(POST, /^( {2})primary: /m, '$1primry: ', async () => {
        const lines = (await project.read(POST)).split('\n');
        const line = (start: string) => lines.findIndex((text) => text.startsWith(start)) + 1;
        const { code, stderr } = await lint(POST);
        expect(code).toBe(1);
        expect(stderr).toMatch(
          new RegExp(
            `^\\s*${line('titel:')}:1-${line('titel:')}:6\\s+warning\\s+Unknown field \`titel\`: did you mean \`title\`\\?\\s`,
            'm',
          ),
        );
        expect(stderr).toMatch(
          new RegExp(
            `^\\s*${line('  primry:')}:3-${line('  primry:')}:9\\s+warning\\s+Unknown field \`primry\`: did you mean \`primary\`\\?\\s`,
            'm',
          ),
        );
        expect(stderr).not.toContain('additional properties');
      }),
    );
  });

  it('points at an unknown category, with the allowed ones', async () => {
    await project.withEdit(POST, /^category: .*$/m, 'category: Gardening', async () => {
      const { code, stderr } = await lint(POST);
      expect(code).toBe(1);
      expect(stderr).toMatch(/5:11-5:20\s+warning\s+Must be equal to one of the allowed values: `Security`/);
    });
  });
});
