// How many threads `site build` renders on when --jobs is not given (cli/build/render-pool.ts).
import { describe, expect, it } from 'vitest';
import { defaultJobs, MAX_FILES_FOR_THREADS, MIN_FILES_FOR_THREADS } from '../../cli/build/render-pool.ts';

describe('the default number of rendering threads', () => {
  it('is one on fewer than four cores, where a second thread was measured to cost more than it saved', () => {
    expect(defaultJobs(1_000, 1)).toBe(1);
    expect(defaultJobs(1_000, 2)).toBe(1);
    expect(defaultJobs(1_000, 3)).toBe(1);
  });

  it("is one for a site so large that each thread's copy of the content would take the peak memory past 700 MB", () => {
    expect(defaultJobs(MAX_FILES_FOR_THREADS - 1, 8)).toBe(3);
    expect(defaultJobs(MAX_FILES_FOR_THREADS, 8)).toBe(1);
    expect(defaultJobs(10_000, 8)).toBe(1);
  });

  it('is one for a small site, whose pages render before a thread is ready', () => {
    expect(defaultJobs(59, 16)).toBe(1);
    expect(defaultJobs(MIN_FILES_FOR_THREADS - 1, 16)).toBe(1);
  });

  it('is a thread per core but one, at most three, for a large site on four cores or more', () => {
    expect(defaultJobs(MIN_FILES_FOR_THREADS, 4)).toBe(3);
    expect(defaultJobs(1_000, 4)).toBe(3);
    expect(defaultJobs(1_000, 64)).toBe(3);
  });
});
