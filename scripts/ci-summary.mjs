// Prints the plain closing line CI reads ("N passed, N failed") from vitest's JSON reports.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
