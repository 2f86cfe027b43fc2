#!/usr/bin/env node
// Runs the test stages one after another (`npm test`, or `npm run test:quick` for the edit loop),
// prints how long each took, and stops at the first that fails. Plain JavaScript, so it starts
// at once (no TypeScript loader before the first stage).
import { spawn } from 'node:child_process';

const SUITES = {
  full: ['typecheck', 'lint', 'validate-data', 'test:unit', 'build', 'test:e2e'],
  // The edit loop: lint with a cache (only changed files are linted again), the unit files
  // without the slowest (SLOW_UNIT_FILES in vite.config.ts); `npm test` runs everything.
  quick: ['typecheck', 'lint:quick', 'test:unit'],
};
const ENV = { full: {}, quick: { UNIT_QUICK: '1' } };

const suite = process.argv[2] ?? 'full';
const stages = SUITES[suite];
if (!stages) {
  console.error(`run-tests: unknown suite "${suite}" (${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed = null;

for (const stage of stages) {
  const t0 = Date.now();
  console.log(`\n▶ ${stage}`);
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: 'inherit', env: { ...process.env, ...ENV[suite] } });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  times.push([stage, Date.now() - t0, code]);
  console.log(`■ ${stage}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(Date.now() - t0)}`);
  if (code !== 0) {
    failed = stage;
    break;
  }
}

console.log('\nStage times:');
for (const [stage, ms, code] of times) console.log(`  ${stage.padEnd(14)} ${seconds(ms).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
if (failed) {
  console.log(`\n${suite} suite failed at ${failed}.`);
  process.exit(1);
}
