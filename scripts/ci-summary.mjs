// Prints the plain closing line CI reads ("N passed, N failed") from vitest's JSON reports, and
// before it every failed test with the first lines of its failure: a CI log is often read from
// its end only.
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
  const run = path.basename(file, '.json');
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const tests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && suite.status === 'failed')
      failures.push({ run, where, name: '(the file)', text: suite.message });
    for (const test of tests)
      failures.push({ run, where, name: test.fullName, text: test.failureMessages?.join('\n') });
  }
}
for (const { run, where, name, text } of failures) {
  console.log(`FAILED [${run}] ${where} > ${name}`);
  for (const line of String(text ?? '')
    .split('\n')
    .slice(0, 6))
    console.log(`    ${line.slice(0, 300)}`);
}
// A worker that died (a native crash) or an unhandled error fails the run without failing a test.
const status = Number(process.env.CI_TEST_STATUS ?? 0);
if (status !== 0 && failures.length === 0) {
  console.log(`The test run exited with ${status} though no test failed: see "Unhandled Errors" above.`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
