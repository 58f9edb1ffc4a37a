import { describe, expect, it } from 'vitest';
import { eslintFailures, firstLine, playwrightFailures, vitestFailures } from '../../scripts/test-reports.mjs';

/** `npm test` names what failed at the end of its output, read from each tool's JSON report. */

const root = '/repo';

describe('firstLine', () => {
  it('keeps the first line with text, without terminal colours', () => {
    expect(firstLine('\n\u001b[31mError:\u001b[39m expected 1 to be 2\n  at x.ts:1')).toBe('Error: expected 1 to be 2');
  });

  it('cuts a long line to 200 characters and reads nothing as empty', () => {
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
    expect(firstLine(undefined)).toBe('');
  });
});

describe('eslintFailures', () => {
  it('names errors by file, line and column, and leaves warnings out', () => {
    const results = [
      {
        filePath: '/repo/apps/site/src/a.ts',
        messages: [
          { severity: 2, line: 3, column: 7, message: "'x' is never used.", ruleId: 'no-unused-vars' },
          { severity: 1, line: 4, column: 1, message: 'Unexpected console.', ruleId: 'no-console' },
        ],
      },
      { filePath: '/repo/b.ts', messages: [] },
    ];
    expect(eslintFailures(results, root)).toEqual([
      { title: 'apps/site/src/a.ts:3:7', reason: "'x' is never used. (no-unused-vars)" },
    ]);
  });
});

describe('vitestFailures', () => {
  it('names failed tests by file and full name, and a file that failed before its tests by itself', () => {
    const report = {
      testResults: [
        {
          name: '/repo/packages/ui/src/button.test.tsx',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'Button renders', status: 'passed', failureMessages: [] },
            {
              fullName: 'Button is disabled',
              status: 'failed',
              failureMessages: ['AssertionError: expected true\n at …'],
            },
          ],
        },
        {
          name: '/repo/tests/unit/broken.test.ts',
          status: 'failed',
          message: 'SyntaxError: Unexpected token',
          assertionResults: [],
        },
        { name: '/repo/tests/unit/fine.test.ts', status: 'passed', message: '', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, root)).toEqual([
      { title: 'packages/ui/src/button.test.tsx › Button is disabled', reason: 'AssertionError: expected true' },
      { title: 'tests/unit/broken.test.ts', reason: 'SyntaxError: Unexpected token' },
    ]);
  });
});

describe('playwrightFailures', () => {
  const test = (status: string, results: object[]) => ({ status, results });
  const report = {
    suites: [
      {
        title: 'lobby.spec.ts',
        specs: [{ title: 'shows the list', tests: [test('expected', [{ status: 'passed' }])] }],
        suites: [
          {
            title: 'as a member',
            specs: [
              {
                title: 'the reset rules',
                tests: [
                  test('unexpected', [{ status: 'timedOut', error: { message: 'Test timeout of 90000ms exceeded.' } }]),
                ],
              },
              {
                title: 'the hot list',
                tests: [
                  test('flaky', [
                    { status: 'failed', errors: [{ message: 'Error: expect(locator).toBeVisible() failed\n…' }] },
                    { status: 'passed' },
                  ]),
                ],
              },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }],
  };

  it('names failed and flaky tests by file and titles with their first error, then errors outside tests', () => {
    expect(playwrightFailures(report)).toEqual([
      { title: 'lobby.spec.ts › as a member › the reset rules', reason: 'Test timeout of 90000ms exceeded.' },
      { title: 'lobby.spec.ts › as a member › the hot list', reason: 'Error: expect(locator).toBeVisible() failed' },
      { title: 'outside any test', reason: 'Error: Timed out waiting 60000ms from config.webServer.' },
    ]);
  });
});
