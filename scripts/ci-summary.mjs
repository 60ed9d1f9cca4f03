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
// An unhandled error, or a worker that died (a native crash), fails a run without failing a test:
// the run's log (beside its report, when CI kept one) tells what it was.
for (const file of process.argv.slice(2)) {
  const log = file.replace(/\.json$/, '.log');
  if (!fs.existsSync(log)) continue;
  const errors = unhandledErrors(fs.readFileSync(log, 'utf8'));
  if (errors.length === 0) continue;
  console.log(`UNHANDLED [${path.basename(file, '.json')}] ${errors.length} distinct:`);
  for (const lines of errors.slice(0, 8)) for (const line of lines) console.log(`    ${line.slice(0, 300)}`);
}
const status = Number(process.env.CI_TEST_STATUS ?? 0);
if (status !== 0 && failures.length === 0) {
  console.log(`The test run exited with ${status} though no test failed: see "UNHANDLED" above or the run's log.`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

/** The first lines of each distinct error in vitest's "Unhandled Errors" section of a log. */
function unhandledErrors(text) {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /⎯ Unhandled Errors? ⎯/.test(line));
  if (start < 0) return [];
  const blocks = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*(Test Files|Tests)\s/.test(line)) break;
    if (/⎯{3,} .+ ⎯{3,}/.test(line)) blocks.push([line.replace(/⎯+/g, '').trim()]);
    else if (blocks.length > 0 && line.trim() !== '' && !/^⎯+$/.test(line.trim())) blocks.at(-1).push(line.trim());
  }
  const seen = new Set();
  return blocks
    .map((block) => block.slice(0, 9))
    .filter((block) => {
      const key = block.join('\n').replace(/\d+/g, '#');
      return !seen.has(key) && seen.add(key);
    });
}
