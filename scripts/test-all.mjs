#!/usr/bin/env node
// Runs every suite the README promises and ends with one line "N passed, N failed" over all of them:
//   1. unit + web component + API tests on embedded PGlite (vitest)
//   2. API tests again on PostgreSQL, each test file in its own throw-away database (vitest)
//   3. the crash and database-outage suites (vitest project `reliability`, one file at a time), on PGlite and on
//      PostgreSQL (the outage suite needs PostgreSQL; docs/SECURITY.md)
//   4. end-to-end journeys in Debian's Chromium against the real server and a freshly seeded demo world (Playwright)
// Set TEST_DATABASE_URL to choose the PostgreSQL server (default: local trust auth); SKIP_E2E=1 / SKIP_PG=1 to skip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const reportsDir = join(root, 'test-results', 'reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const results = [];

function run(name, command, args, env = {}, cwd = root) {
  console.log(`\n=== ${name} ===`);
  const child = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function vitestSuite(name, projects, env = {}) {
  const file = join(reportsDir, `${name}.json`);
  const outsideFile = join(reportsDir, `${name}.outside-tests.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`, `--reporter=${join(root, 'scripts', 'vitest-failure-reporter.mjs')}`];
  const status = run(name, 'npx', ['vitest', 'run', ...projectArgs, ...reporters], { ...env, VITEST_FAILURES_FILE: outsideFile });
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  // A crash before any report counts as one failure so it can never read as green.
  const failed = report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1;
  const failures = (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${relativeTo(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
  // Failures outside any test (a file that did not load, a hook, an unhandled error): the status alone says only "1".
  if (existsSync(outsideFile)) failures.push(...JSON.parse(readFileSync(outsideFile, 'utf8')).map((line) => line.replaceAll(root, '')));
  results.push({ name, passed, failed, failures });
}

// eslint-disable-next-line no-control-regex -- the escape is what is being removed
const stripColours = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
// The summary names every failure: CI keeps only the tail of the log, and a name is what the next person needs.
const relativeTo = (path) => (path.startsWith(root) ? path.slice(root.length) : path);
const firstLine = (text) => (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';

/** Failed Playwright tests, walking the report's nested suites. */
function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${[...path, spec.title].join(' › ')}: ${firstLine(test.results.find((result) => result.error)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path)),
  ];
}

function playwrightSuite(name) {
  const file = join(reportsDir, `${name}.json`);
  const status = run(name, 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file }, join(root, 'e2e'));
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  const failed = report ? report.stats.unexpected + (status !== 0 && report.stats.unexpected === 0 ? 1 : 0) : 1;
  const failures = (report?.suites ?? []).flatMap((suite) => playwrightFailures(suite));
  results.push({ name, passed, failed, failures });
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

vitestSuite('unit+api(pglite)', ['unit', 'web', 'api']);

if (process.env.SKIP_PG === '1') console.log('\n(PostgreSQL suite skipped: SKIP_PG=1)');
else if (await postgresReachable()) vitestSuite('api(postgresql)', ['api'], { TEST_DATABASE_URL: postgresUrl });
else {
  console.error(`\nPostgreSQL is not reachable at ${postgresUrl}; set TEST_DATABASE_URL or SKIP_PG=1.`);
  results.push({ name: 'api(postgresql)', passed: 0, failed: 1 });
}

vitestSuite('reliability(pglite)', ['reliability'], { TEST_DATABASE_URL: '' });
if (process.env.SKIP_PG !== '1' && (await postgresReachable())) vitestSuite('reliability(postgresql)', ['reliability'], { TEST_DATABASE_URL: postgresUrl });

if (process.env.SKIP_E2E === '1') console.log('\n(e2e suite skipped: SKIP_E2E=1)');
else if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('\nChromium not found at /usr/bin/chromium: run `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  results.push({ name: 'e2e', passed: 0, failed: 1 });
} else {
  const buildStatus = run('build web app for e2e', 'npm', ['run', 'build']);
  if (buildStatus === 0) playwrightSuite('e2e');
  else results.push({ name: 'e2e', passed: 0, failed: 1 });
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`  ✗ ${stripColours(failure)}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
