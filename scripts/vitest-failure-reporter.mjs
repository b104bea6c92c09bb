// A vitest reporter for CI's summary (scripts/test-all.mjs): what failed outside a test, which the JSON report leaves
// out: a file that did not load, a hook (beforeAll/afterAll) that threw, and errors no test caught (a rejection after
// a test ended). Any of them fails the run while every test passes. Written to VITEST_FAILURES_FILE as a JSON array of lines.
import { writeFileSync } from 'node:fs';

const firstLine = (error) => String(error?.message ?? error ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';

export default class FailureReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_FAILURES_FILE;
    if (!file) return;
    const failures = [];
    for (const testModule of testModules) {
      for (const error of testModule.errors()) failures.push(`${testModule.moduleId} (the file): ${firstLine(error)}`);
      for (const suite of testModule.children.allSuites()) for (const error of suite.errors()) failures.push(`${testModule.moduleId} › ${suite.fullName} (a hook): ${firstLine(error)}`);
    }
    for (const error of unhandledErrors) {
      const where = [error?.VITEST_TEST_PATH, error?.VITEST_TEST_NAME].filter(Boolean).join(' › ') || 'no test';
      failures.push(`unhandled error (${where}): ${firstLine(error)}`);
    }
    writeFileSync(file, JSON.stringify(failures));
  }
}
