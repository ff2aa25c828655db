import { existsSync, readFileSync } from 'node:fs';

/**
 * Counts from vitest's JSON reporter. A file that failed to load has no tests to count, so it counts as one
 * failure; a non-zero exit with nothing failed (an unhandled error, a crash) counts as one too.
 */
export function vitestCounts(file, exitCode) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, note: 'vitest wrote no report' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const unloaded = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && (result.assertionResults ?? []).length === 0,
  ).length;
  let failed = (report.numFailedTests ?? 0) + unloaded;
  if (exitCode !== 0 && failed === 0) failed = 1;
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from Playwright's JSON reporter; a flaky test (passed on retry) counts as passed. */
export function playwrightCounts(file, exitCode) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, note: 'Playwright wrote no report' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  let failed = stats.unexpected ?? 0;
  // Errors outside any test (web server did not start, global setup threw) leave no failed test behind.
  if ((report.errors ?? []).length > 0 || (exitCode !== 0 && failed === 0)) failed += 1;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed, skipped: stats.skipped ?? 0 };
}
