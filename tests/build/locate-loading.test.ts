// The `yaml` parser that places problems is loaded only when there is a problem to place: a build of
// content without problems never pays for it. (A file of its own, among the build tests because each
// of them runs in a fresh process: the unit tests share their modules, so one of them may have loaded it.)
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { locateField } from '../../cli/model/locate.ts';
import { projectRoot } from '../support/project-copy.ts';

const yamlLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/yaml/'));

it('is not loaded by loading content without problems, and is once a field is placed', async () => {
  expect(yamlLoaded()).toBe(false);
  await loadContent(contentOnDisk(projectRoot));
  expect(yamlLoaded()).toBe(false);
  expect(locateField('title: x\n', ['title'])).toEqual({ line: 1, column: 1 });
  expect(yamlLoaded()).toBe(true);
});
