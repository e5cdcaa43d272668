// Prints the closing line CI reads: "N passed, N failed" (skipped tests, if any, are counted too).
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private line = '';

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A file that failed outside its tests (an import, a beforeAll hook) counts as one failure.
      if (module.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    this.line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  }

  /** Runs after the default reporter has listed the failures, so the count is the last line. */
  onFinished(): void {
    if (this.line) process.stdout.write(`\n${this.line}\n`);
  }
}
