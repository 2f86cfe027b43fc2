/**
 * Timings of the map's model parts (issue #14): failure-pattern clustering, the cluster layout
 * and the label pass, on synthetic libraries (scripts/synthetic.ts). Prints figures and ratios
 * only, never pass/fail. Each ratio divides by a baseline timed in the same run: JSON.parse of
 * the very same library text, and the current hub-spiral layout (src/model/layout/layout.ts).
 *
 *   npx tsx scripts/bench-map.ts                 # 1,000 and 10,000 cases, 10,000 labels
 *   npx tsx scripts/bench-map.ts --sizes 1000,10000,100000
 */
import { cpus, loadavg } from 'node:os';
import { layoutClusters } from '../src/model/layout';
import { clusterCases } from '../src/model/layout';
import { buildIndex } from '../src/model/core';
import { placeLabels, labelPriority, type Blocked, type LabelCandidate } from '../src/model/viewport';
import { layoutLibrary } from '../src/model/layout';
import { loadLibrary } from '../src/model/core';
import { fmtMs, fmtRatio, median } from './bench';
import { generateLibrary } from './synthetic';

function time<T>(fn: () => T): { ms: number; value: T } {
  const t = performance.now();
  const value = fn();
  return { ms: performance.now() - t, value };
}

/** Median of `runs` timings, after one warm-up run. */
function timed<T>(runs: number, fn: () => T): { ms: number; value: T } {
  let value = fn();
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const r = time(fn);
    times.push(r.ms);
    value = r.value;
  }
  return { ms: median(times), value };
}

const arg = (name: string) => {
  const k = process.argv.indexOf(name);
  return k >= 0 ? process.argv[k + 1] : undefined;
};
const sizes = (arg('--sizes') ?? '1000,10000').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);

console.log(`bench-map · node ${process.version} · ${cpus().length} cores · load ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);
console.log('size     | JSON.parse | clusters (×parse)     | cluster layout, incl. clusters (×parse, ×layout.ts) | layout.ts | clusters, largest');
for (const size of sizes) {
  const text = JSON.stringify(generateLibrary(size));
  const runs = size >= 50_000 ? 1 : size >= 10_000 ? 3 : 5;
  const parse = timed(runs, () => JSON.parse(text) as unknown[]);
  const index = buildIndex(loadLibrary(parse.value).cases);
  const clusters = timed(runs, () => clusterCases(index));
  const layout = timed(runs, () => layoutClusters(index));
  const current = timed(runs, () => layoutLibrary(index));
  const c = clusters.value.clusters;
  console.log(
    [
      String(size).padEnd(8),
      `${fmtMs(parse.ms)} ms`.padEnd(10),
      `${fmtMs(clusters.ms)} ms (${fmtRatio(clusters.ms / parse.ms)})`.padEnd(21),
      `${fmtMs(layout.ms)} ms (${fmtRatio(layout.ms / parse.ms)}, ${fmtRatio(layout.ms / current.ms)})`.padEnd(51),
      `${fmtMs(current.ms)} ms`.padEnd(9),
      `${c.length}, ${c[0]?.cases.length ?? 0} cases`,
    ].join(' | '),
  );
}

// Label pass: every node of a 10,000-case cluster layout, at zoom 1 (labels as drawn there),
// nodes blocked for every label but their own.
const LABELS = 10_000;
const index = buildIndex(loadLibrary(generateLibrary(LABELS)).cases);
const { positions, boxes } = layoutClusters(index);
const candidates: LabelCandidate[] = [];
const blocked: Blocked[] = [];
for (const [id, p] of positions) {
  const b = boxes.get(id)!;
  const isCase = id.startsWith('case:');
  const d = isCase ? 16 : Math.min(b.x2 - b.x1, 110);
  blocked.push({ x1: p.x - d / 2, y1: p.y - d / 2, x2: p.x + d / 2, y2: p.y + d / 2, owner: id });
  if (!isCase || candidates.length < LABELS) {
    const i = isCase ? index.byId.get(id.slice(5))! : 0;
    candidates.push({
      id,
      x: p.x,
      y: p.y,
      width: b.x2 - b.x1,
      height: b.y2 - b.y1 - d,
      radius: d / 2,
      priority: labelPriority(isCase ? { kind: 'case', degree: index.cases[i]!.components.length, recency: (index.years[i]! - index.minYear) / Math.max(1, index.maxYear - index.minYear) } : { kind: 'component', weight: d }),
    });
  }
}
const labelText = JSON.stringify(candidates);
const labelParse = timed(5, () => JSON.parse(labelText) as unknown);
const pass = timed(5, () => placeLabels(candidates, blocked, { sides: ['below', 'right', 'above', 'left'] }));
const visible = { x1: 0, y1: 0, x2: 1440, y2: 900 };
// The same pass on what one 1440 × 900 screen shows at zoom 1, as the app would run it.
const onScreen = candidates.filter((c) => c.x >= -720 && c.x <= 720 && c.y >= -450 && c.y <= 450).map((c) => ({ ...c, x: c.x + 720, y: c.y + 450 }));
const screenPass = timed(5, () => placeLabels(onScreen, [], { sides: ['below', 'right', 'above', 'left'], bounds: visible }));
console.log('');
console.log(
  `label pass, ${candidates.length.toLocaleString('en-US')} labels and ${blocked.length.toLocaleString('en-US')} nodes: ${fmtMs(pass.ms)} ms (${fmtRatio(pass.ms / labelParse.ms)} JSON.parse of the candidates, ${fmtMs(labelParse.ms)} ms); ` +
    `${pass.value.placed.length.toLocaleString('en-US')} drawn, ${pass.value.comparisons.toLocaleString('en-US')} rectangle comparisons (${(pass.value.comparisons / candidates.length).toFixed(1)} per label)`,
);
console.log(`label pass, one 1440 × 900 screen at zoom 1 (${onScreen.length} labels): ${fmtMs(screenPass.ms)} ms, ${screenPass.value.placed.length} drawn`);
