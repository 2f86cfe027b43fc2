#!/usr/bin/env node
// Runs the test stages (`npm test`, or `npm run test:quick` for the edit loop), prints how long each
// took, and stops at the first that fails. Plain JavaScript, so it starts at once (no TypeScript
// loader before the first stage).
//
// A suite is a list of steps run one after another; a step is lanes run side by side, each lane
// its stages one after another. Lint is one single-threaded process that waits on the type
// checker for most of its time, so it runs in a lane of its own beside the rest (the unit files
// use both cores only part of the time); the end-to-end tests fill both cores alone, so they come
// last, by themselves. Measured figures: README, "Testing".
import { spawn } from 'node:child_process';

const SUITES = {
  full: [[['lint'], ['typecheck', 'validate-data', 'build', 'test:unit']], [['test:e2e']]],
  // The edit loop: lint with a cache (only changed files are linted again), the unit files
  // without the slowest (SLOW_UNIT_FILES in vite.config.ts); `npm test` runs everything.
  quick: [[['lint:quick'], ['typecheck', 'test:unit']]],
};
const ENV = { full: {}, quick: { UNIT_QUICK: '1' } };

const suite = process.argv[2] ?? 'full';
const steps = SUITES[suite];
if (!steps) {
  console.error(`run-tests: unknown suite "${suite}" (${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed = null;

/**
 * Runs one stage. Alone in its step, its output goes straight to the terminal; beside another
 * lane, it is held and printed whole when the stage ends, so two stages' lines never interleave.
 */
function runStage(stage, shared) {
  const t0 = Date.now();
  if (!shared) console.log(`\n▶ ${stage}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...ENV[suite] } });
    const held = [];
    child.stdout?.on('data', (d) => held.push(d));
    child.stderr?.on('data', (d) => held.push(d));
    const done = (code) => {
      const ms = Date.now() - t0;
      if (shared) {
        console.log(`\n▶ ${stage} (beside another lane)`);
        process.stdout.write(Buffer.concat(held));
      }
      console.log(`■ ${stage}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`);
      times.push([stage, ms, code]);
      resolve(code);
    };
    child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

async function runLane(lane, shared) {
  for (const stage of lane) {
    if (failed) return;
    const code = await runStage(stage, shared);
    if (code !== 0) failed ??= stage;
  }
}

for (const lanes of steps) {
  if (failed) break;
  const t0 = Date.now();
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  if (lanes.length > 1) times.push([`(${lanes.map((l) => l.join(' → ')).join(' ‖ ')})`, Date.now() - t0, failed ? 1 : 0, true]);
}

console.log('\nStage times:');
for (const [stage, ms, code, step] of times) {
  if (!step) console.log(`  ${stage.padEnd(14)} ${seconds(ms).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
}
for (const [label, ms, , step] of times) if (step) console.log(`  side by side: ${seconds(ms)} of wall time for ${label}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
if (failed) {
  console.log(`\n${suite} suite failed at ${failed}.`);
  process.exit(1);
}
