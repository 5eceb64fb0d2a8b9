// Fails when the browser or PostgreSQL suites did not really run: a skipped suite is not a pass.
import fs from 'node:fs';

const problems = [];
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    problems.push(`${file} is missing: that suite did not run`);
    return undefined;
  }
};

const vitest = read('.ci-results/vitest.json');
if (vitest) {
  const tests = vitest.testResults.flatMap((file) => file.assertionResults);
  const onPostgres = tests.filter((t) => / on postgres /.test(` ${t.fullName} `));
  const passedOnPostgres = onPostgres.filter((t) => t.status === 'passed');
  if (passedOnPostgres.length === 0) problems.push('no integration test ran on PostgreSQL');
  // The storage suite runs on both drivers (DESIGN.md §10): a real S3-compatible server, not only the folder.
  for (const driver of ['local', 's3']) {
    const onDriver = tests.filter((t) => t.fullName.includes(` on ${driver} storage `) && t.status === 'passed');
    if (onDriver.length === 0) problems.push(`the storage suite did not run on ${driver} storage`);
  }
  const skipped = tests.filter((t) => t.status !== 'passed' && t.status !== 'failed');
  if (skipped.length > 0) problems.push(`${skipped.length} unit/integration tests were skipped: ${skipped.map((t) => t.fullName).join('; ')}`);
  console.log(`vitest: ${tests.length} tests, ${passedOnPostgres.length} of them on PostgreSQL`);
}

const playwright = read('.ci-results/playwright.json');
if (playwright) {
  const { expected, skipped, unexpected } = playwright.stats;
  if (expected === 0) problems.push('no browser test ran');
  if (skipped > 0) problems.push(`${skipped} browser tests were skipped`);
  if (unexpected > 0) problems.push(`${unexpected} browser tests failed`);
  const titles = JSON.stringify(playwright.suites);
  if (!titles.includes('[postgres]')) problems.push('the browser test against PostgreSQL did not run');
  if (!titles.includes('[two servers]')) problems.push('the two app servers test (PostgreSQL, object storage) did not run');
  console.log(`playwright: ${expected} passed, ${skipped} skipped, ${unexpected} failed`);
}

if (problems.length > 0) {
  console.error(`Suites missing:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('All suites ran: lint, typecheck, unit, integration on SQLite and PostgreSQL, browser.');
