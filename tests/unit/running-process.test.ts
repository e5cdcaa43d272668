// Whether a process runs, by its number (cli/runtime/running-process.js), as the build's leftovers ask it: a
// number read from a file may name no process at all.
import { describe, expect, it } from 'vitest';
import { isRunning } from '../../cli/runtime/running-process.js';

/** Above the largest process number Linux gives (2^22), and those of macOS and the BSDs. */
const NO_SUCH_PROCESS = 2 ** 22 + 1;

describe('whether a process runs', () => {
  it('is yes for this process', () => {
    expect(isRunning(process.pid)).toBe(true);
  });

  it('is no for a number no process has', () => {
    expect(isRunning(NO_SUCH_PROCESS)).toBe(false);
  });

  it('is no for what is not one process: 0 and negative numbers (process groups), fractions, NaN', () => {
    for (const pid of [0, -1, -process.pid, 1.5, Number.NaN]) expect(isRunning(pid), String(pid)).toBe(false);
  });
});
