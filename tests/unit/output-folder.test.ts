// A build replaces its whole output folder at its end, so the folder it is given must be one nothing
// else lives in: `site build --out .` once renamed the project away and deleted it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutputFolderError, refuseForeignOutput } from '../../cli/build/output.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-output-folder-'));
const project = path.join(scratch, 'project');
mkdirSync(path.join(project, 'content'), { recursive: true });
writeFileSync(path.join(project, 'content/site.yaml'), 'brand: x\n');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the output folder of a build', () => {
  it('is never the project, nor a folder around it', () => {
    for (const folder of [project, scratch, path.parse(project).root]) {
      expect(() => refuseForeignOutput(project, folder)).toThrow(OutputFolderError);
      expect(() => refuseForeignOutput(project, folder)).toThrow(/holds the project itself/);
    }
  });

  it('is never a folder of other files, such as the content', () => {
    expect(() => refuseForeignOutput(project, path.join(project, 'content'))).toThrow(
      /holds files but no built site \(no index\.html\)/,
    );
  });

  it('may be new, empty, or the site an earlier build made', () => {
    expect(() => refuseForeignOutput(project, path.join(project, 'dist'))).not.toThrow();
    mkdirSync(path.join(project, 'empty'));
    expect(() => refuseForeignOutput(project, path.join(project, 'empty'))).not.toThrow();
    mkdirSync(path.join(project, 'built'));
    writeFileSync(path.join(project, 'built/index.html'), '<!doctype html>');
    writeFileSync(path.join(project, 'built/404.html'), '<!doctype html>');
    expect(() => refuseForeignOutput(project, path.join(project, 'built'))).not.toThrow();
    expect(() => refuseForeignOutput(project, path.join(scratch, 'elsewhere'))).not.toThrow();
  });
});
