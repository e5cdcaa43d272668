// The problems loading a project's content reports, one line each as the build prints them
// ("content/blog/03-x.md:5:11: category: ..."); fails the test when the content loads.
import { expect } from 'vitest';
import { ContentError } from '../../cli/model/errors.ts';
import { loadContent } from '../../cli/model/load.ts';
import type { ProjectCopy } from './project-copy.ts';

export async function placedProblemsOf(copy: ProjectCopy): Promise<string[]> {
  const error = await loadContent(copy.root).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message.split('\n');
}
