#!/usr/bin/env node
// Runs the test stages (`npm test`, or `npm run test:quick` for the edit loop), prints how long each
// took, and stops at the first that fails. Plain JavaScript, so it starts at once (no TypeScript
// loader before the first stage).
//
// A suite is a list of steps run one after another; a step is lanes run side by side, each lane
// its stages one after another. The end-to-end tests cannot keep both cores busy (a test waits on
// the browser's frames, its worker and the test runner in turn: ~1.5 cores on average here), so
// the checks that need no browser run beside them at the lowest CPU priority (`nice`): they take
// the cores the browser leaves idle and yield at once when it wants them. Only the foreground lane
// prints as it goes; a background lane's output is held and printed whole when it ends. Measured
// figures: README, "Testing".
import { spawn } from 'node:child_process';

/** A lane: its stages, in order; `background` lanes run at the lowest CPU priority, with `env` added. */
const lane = (stages, background = false, env = {}) => ({ stages, background, env });
const SUITES = {
  full: [[lane(['build'])], [lane(['test:e2e']), lane(['typecheck', 'validate-data', 'lint', 'test:unit'], true, { UNIT_WORKERS: '1' })]],
  // The edit loop: lint with a cache (only changed files are linted again), the unit files
  // without the slowest (SLOW_UNIT_FILES in vite.config.ts); `npm test` runs everything. Lint is
  // one single-threaded process that waits on the type checker for most of its time, so it
  // runs beside the rest.
  quick: [[lane(['lint:quick']), lane(['typecheck', 'test:unit'])]],
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

/** The stages running now, each its own process group: a failure stops the others (see `stopOthers`). */
const running = new Set();
/**
 * Stops the running stages with SIGINT, as a Ctrl-C would: Playwright then stops its web server
 * too, which runs in a process group of its own. On SIGTERM Playwright exits at once and leaves
 * that server holding its port, so the next run fails with "port already used". A stage still
 * running after a grace period is killed outright.
 */
function stopOthers() {
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  for (const child of running) signal(child, 'SIGINT');
  setTimeout(() => {
    for (const child of running) signal(child, 'SIGKILL');
  }, 15_000).unref();
}
// A stage is a process group of its own (so its whole tree can be stopped), which a Ctrl-C in the
// terminal or a CI job's cancellation no longer reaches: pass them on.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    stopOthers();
    process.exit(code);
  });
}

/**
 * Runs one stage. Printed live (alone in its step, or its foreground lane) its output goes
 * straight to the terminal; else it is held and printed whole when the stage ends, so two stages'
 * lines never interleave.
 */
function runStage(stage, shared, background, env) {
  const t0 = Date.now();
  if (!shared) console.log(`\n▶ ${stage}`);
  return new Promise((resolve) => {
    const command = ['npm', 'run', '--silent', stage];
    const [file, ...args] = background ? ['nice', '-n', '19', ...command] : command;
    const child = spawn(file, args, { stdio: ['ignore', shared ? 'pipe' : 'inherit', shared ? 'pipe' : 'inherit'], env: { ...process.env, ...ENV[suite], ...env }, detached: true });
    running.add(child);
    const held = [];
    child.stdout?.on('data', (d) => held.push(d));
    child.stderr?.on('data', (d) => held.push(d));
    const done = (code) => {
      if (!running.delete(child)) return;
      const ms = Date.now() - t0;
      if (shared) {
        console.log(`\n▶ ${stage} (${background ? 'in the background, ' : ''}beside another lane)`);
        process.stdout.write(Buffer.concat(held));
      }
      const outcome = code === 0 ? 'passed' : failed ? `stopped (${failed} failed)` : `failed (exit ${code})`;
      console.log(`■ ${stage}: ${outcome} in ${seconds(ms)}`);
      times.push([stage, ms, code, false, failed && code !== 0 ? 'stopped' : null]);
      resolve(code);
    };
    child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

async function runLane({ stages, background, env }, held) {
  for (const stage of stages) {
    if (failed) return;
    const code = await runStage(stage, held, background, env);
    if (code !== 0 && !failed) {
      failed = stage;
      // No use finishing the others: the suite has failed (their partial output is printed).
      stopOthers();
    }
  }
}

for (const lanes of steps) {
  if (failed) break;
  const t0 = Date.now();
  // One lane prints as it goes: the only one, else the one in the foreground, else none.
  const live = lanes.length === 1 ? lanes[0] : lanes.filter((l) => !l.background).length === 1 ? lanes.find((l) => !l.background) : null;
  await Promise.all(lanes.map((l) => runLane(l, l !== live)));
  if (lanes.length > 1) times.push([`(${lanes.map((l) => l.stages.join(' → ') + (l.background ? ' [nice]' : '')).join(' ‖ ')})`, Date.now() - t0, failed ? 1 : 0, true]);
}

console.log('\nStage times:');
for (const [stage, ms, code, step, stopped] of times) {
  if (!step) console.log(`  ${stage.padEnd(14)} ${seconds(ms).padStart(9)}${code === 0 ? '' : stopped ? '  stopped' : '  FAILED'}`);
}
for (const [label, ms, , step] of times) if (step) console.log(`  side by side: ${seconds(ms)} of wall time for ${label}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
if (failed) {
  console.log(`\n${suite} suite failed at ${failed}.`);
  process.exit(1);
}
