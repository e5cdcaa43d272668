// A build replaces its whole output folder at its end, so the folder it is given must be one nothing
// else lives in: `site build --out .` once renamed the project away and deleted it, and `site serve
// --data ~` would have replaced someone's own ~/site.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, OutputFolderError, refuseForeignOutput } from '../../cli/build/output.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-output-folder-'));
const project = path.join(scratch, 'project');
mkdirSync(path.join(project, 'content'), { recursive: true });
writeFileSync(path.join(project, 'content/site.yaml'), 'brand: x\n');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folderWith(name: string, files: string[]): string {
  const folder = path.join(project, name);
  mkdirSync(folder);
  for (const file of files) writeFileSync(path.join(folder, file), '');
  return folder;
}

describe('the output folder of a build', () => {
  it('is never the project, nor a folder around it', () => {
    for (const folder of [project, scratch, path.parse(project).root]) {
      expect(() => refuseForeignOutput(project, folder)).toThrow(OutputFolderError);
      expect(() => refuseForeignOutput(project, folder)).toThrow(/holds the project itself/);
    }
  });

  it('is never a folder of other files, such as the content, and says what to do', () => {
    expect(() => refuseForeignOutput(project, path.join(project, 'content'))).toThrow(
      /^Not building into .*content\/: it holds files no build made \(there is no \.site-output in it\).*Move those files elsewhere/,
    );
  });

  it("is never someone's own site, though it has an index.html and a 404.html", () => {
    const handMade = folderWith('hand-made', ['index.html', '404.html', 'style.css']);
    expect(() => refuseForeignOutput(project, handMade)).toThrow(OutputFolderError);
  });

  it('may be new, empty, or a folder a build made', () => {
    expect(() => refuseForeignOutput(project, path.join(project, 'dist'))).not.toThrow();
    expect(() => refuseForeignOutput(project, path.join(scratch, 'elsewhere'))).not.toThrow();
    expect(() => refuseForeignOutput(project, folderWith('empty', []))).not.toThrow();
    expect(() => refuseForeignOutput(project, folderWith('built', [OUTPUT_MARKER, 'index.html']))).not.toThrow();
  });

  it('may be a site an earlier version built, before outputs were marked: it has the files every build wrote', () => {
    const earlier = folderWith('earlier', [
      'index.html',
      '404.html',
      'sitemap.xml',
      '_headers',
      'vercel.json',
      'robots.txt',
    ]);
    expect(() => refuseForeignOutput(project, earlier)).not.toThrow();
  });
});
