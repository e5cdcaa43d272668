// The problems loading content reports, one line each as the build prints them
// ("content/blog/03-x.md:5:11: category: ..."); fails the test when the content loads.
import { expect } from 'vitest';
import type { ContentFiles } from '../../cli/model/content-files.ts';
import { ContentError } from '../../cli/model/errors.ts';
import { loadContent } from '../../cli/model/load.ts';

export function placedProblemsOf(source: ContentFiles): string[] {
  const error = thrownBy(() => loadContent(source));
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message.split('\n');
}

/** What `run` throws, or undefined when it returns. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return error;
  }
}
