// Reads the JSON reports of ESLint, Vitest and Playwright for the names of what failed, so that
// `npm test` can list them again at its end: CI keeps only the end of the output, where a failure
// printed far up in a tier's log would otherwise be lost.

/** @typedef {{ title: string, reason: string }} Failure */

/** The first non-empty line of a message, without terminal colours, at most 200 characters. */
/** @param {unknown} text */
export function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** @param {string} path @param {string} root */
const relative = (path, root) => (path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);

/**
 * ESLint's errors (not warnings), each named by file, line and column.
 * @param {any[]} results ESLint's `--format json` output
 * @param {string} root the repository root, left off the file names
 * @returns {Failure[]}
 */
export function eslintFailures(results, root) {
  return results.flatMap((file) =>
    (file.messages ?? [])
      .filter((/** @type {any} */ message) => message.severity === 2)
      .map((/** @type {any} */ message) => ({
        title: `${relative(file.filePath, root)}:${message.line}:${message.column}`,
        reason: firstLine(`${message.message} (${message.ruleId})`),
      })),
  );
}

/**
 * Vitest's failed tests, each named by file and full name. A file that failed before any of its
 * tests ran (an import error, a syntax error) is named by itself.
 * @param {any} report Vitest's `--reporter=json` output
 * @param {string} root the repository root, left off the file names
 * @returns {Failure[]}
 */
export function vitestFailures(report, root) {
  return (report.testResults ?? []).flatMap((/** @type {any} */ file) => {
    const name = relative(file.name, root);
    const failed = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [{ title: name, reason: firstLine(file.message) }] : [];
    return failed.map((/** @type {any} */ test) => ({
      title: `${name} › ${test.fullName}`,
      reason: firstLine(test.failureMessages?.[0]),
    }));
  });
}

/**
 * Playwright's tests that failed, or passed only on a retry, each named by file and titles, with
 * the first error; then errors outside any test (a web server that did not start).
 * @param {any} report Playwright's JSON reporter output
 * @returns {Failure[]}
 */
export function playwrightFailures(report) {
  /** @type {Failure[]} */
  const found = [];
  /** @param {any} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const run = test.results?.find((/** @type {any} */ result) => result.status !== 'passed');
        found.push({
          title: [...here, spec.title].join(' › '),
          reason: firstLine(run?.error?.message ?? run?.errors?.[0]?.message ?? test.status),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) found.push({ title: 'outside any test', reason: firstLine(error.message) });
  return found;
}
