/**
 * The similarity work of the library worker (src/worker/similarity.ts) at 10,000 synthetic cases
 * plus the bundled library, as the worker runs it: the index built in time-boxed slices, then
 * the `text` rule's edges; one case's similar cases and a draft, asked once it is built.
 *
 *   npx tsx scripts/bench-similar-worker.ts [--size 10000]
 *
 * Figures only (the model's own figures: scripts/eval-similarity.ts).
 */
import { loadLibrary } from '../src/model/core';
import { openLibrary } from '../src/model/library';
import { LibrarySimilarity, SLICE_MS } from '../src/worker/similarity';
import { EVAL_DRAFTS } from '../tests/eval/drafts';
import { fmtMs, median, percentile, table } from './bench';
import { CASES_DIR, readLibraryText, readTaxonomy } from './libraryFiles';
import { generateLibrary, mulberry32 } from './synthetic';

const sizeArg = process.argv.indexOf('--size');
const SIZE = sizeArg >= 0 ? Number(process.argv[sizeArg + 1]) : 10_000;
const taxonomy = readTaxonomy();
const bundled = openLibrary({ text: readLibraryText(CASES_DIR).text }, taxonomy).cases;
const cases = [...loadLibrary(generateLibrary(SIZE, 1), taxonomy).cases, ...bundled];

const t0 = performance.now();
const sim = new LibrarySimilarity(cases);
await sim.similar(0, 1);
const indexedWall = performance.now() - t0;
const longestIndexSlice = sim.timing.longestSlice;

const rng = mulberry32(3);
const visited0 = sim.index.visited;
const similarTimes: number[] = [];
for (let k = 0; k < 200; k++) {
  const i = Math.floor(rng() * cases.length);
  const s = performance.now();
  await sim.similar(i, 6);
  similarTimes.push(performance.now() - s);
}
const perSimilar = (sim.index.visited - visited0) / 200;
const visited1 = sim.index.visited;
const draftTimes: number[] = [];
for (const d of EVAL_DRAFTS) {
  const s = performance.now();
  await sim.draft(d.text, 8);
  draftTimes.push(performance.now() - s);
}
const perDraft = (sim.index.visited - visited1) / EVAL_DRAFTS.length;
const e0 = performance.now();
const edges = await sim.textEdges();
const edgesWall = performance.now() - e0;

console.log(`Worker similarity, ${cases.length.toLocaleString('en-US')} cases (slices of about ${SLICE_MS} ms)`);
console.log(
  table([
    ['', 'figure'],
    ['index built: work / wall (with the yields) / longest slice', `${fmtMs(sim.timing.build)} / ${fmtMs(indexedWall)} / ${fmtMs(longestIndexSlice)} ms`],
    ['similar cases of one case, median / p95 (200 cases)', `${fmtMs(median(similarTimes))} / ${fmtMs(percentile(similarTimes, 95))} ms`],
    ['  postings visited per case', Math.round(perSimilar).toLocaleString('en-US')],
    [`draft with suggested tags, median / p95 (${EVAL_DRAFTS.length} drafts)`, `${fmtMs(median(draftTimes))} / ${fmtMs(percentile(draftTimes, 95))} ms`],
    ['  postings visited per draft', Math.round(perDraft).toLocaleString('en-US')],
    ['text edges: work / wall / longest slice of all', `${fmtMs(sim.timing.edges)} / ${fmtMs(edgesWall)} / ${fmtMs(sim.timing.longestSlice)} ms (${edges.length.toLocaleString('en-US')} edges)`],
  ]),
);
