/**
 * The idf-power and title-twin grid of issue #27 (the 10,000 gap): recall@3, recall@1 and MRR of
 * both evaluation sets (tests/eval/drafts.ts, tests/eval/blind.ts) at the bundled library and mixed
 * into N synthetic cases, for each idf power (SimilarityOptions.idfPower, query-time, so one index
 * each) and each title-twin weight (DRAFT_LIMITS.titles), with the drafts each misses.
 *   npx tsx scripts/eval-idf-grid.ts [N=10000] [powers=1,0.85,0.7,0.5] [titles=1]
 * Figures only; the chosen defaults and why: textIndex.ts DEFAULT_OPTIONS, README "Similar cases".
 */
import type { Case } from '../src/model/core';
import { loadLibrary } from '../src/model/core';
import { openLibrary } from '../src/model/library';
import { buildSimilarityIndex, matchDraft, DRAFT_LIMITS, type SimilarityIndex } from '../src/model/similarity';
import { glossaryFor } from '../src/data/glossary';
import { CASES_DIR, readLibraryText, readTaxonomy } from './libraryFiles';
import { generateLibrary } from './synthetic';
import { EVAL_DRAFTS } from '../tests/eval/drafts';
import { BLIND_DRAFTS } from '../tests/eval/blind';
import { evaluate } from '../tests/eval/metrics';
const taxonomy = readTaxonomy();
const g = glossaryFor(taxonomy);
const bundled = openLibrary({ text: readLibraryText(CASES_DIR).text }, taxonomy).cases;
const size = Number(process.argv[2] ?? 10000);
const libs: [string, readonly Case[]][] = [['bundled', bundled], [`${size / 1000}k`, [...loadLibrary(generateLibrary(size, 1), taxonomy).cases, ...bundled]]];
const ixs = libs.map(([n, c]) => [n, buildSimilarityIndex(c)] as [string, SimilarityIndex]);
const ours = (ix: SimilarityIndex) => (t: string) => matchDraft(ix, t, { limit: 10, glossary: g }).matches.map((m) => (ix.cases[m.other] as Case).id);
const powers = (process.argv[3] ?? '1,0.85,0.7,0.5').split(',').map(Number);
const titles = (process.argv[4] ?? '1').split(',').map(Number);
for (const p of powers) for (const t of titles) {
  (DRAFT_LIMITS as { titles?: number }).titles = t;
  const row: string[] = [`idf^${p} titles ${t}`];
  for (const [n, ix] of ixs) {
    ix.options.idfPower = p;
    const a = evaluate(EVAL_DRAFTS, ours(ix));
    const b = evaluate(BLIND_DRAFTS, ours(ix));
    row.push(`${n}: first ${a.n - a.misses.length}/${a.n} r1 ${(a.recallAt1 * 100).toFixed(1)} mrr ${a.mrr.toFixed(3)} | blind ${b.n - b.misses.length}/${b.n} r1 ${(b.recallAt1 * 100).toFixed(1)} mrr ${b.mrr.toFixed(3)} miss ${[...a.misses, ...b.misses].map((m) => m.draft.expect[0]).join(',')}`);
  }
  console.log(row.join('\n   '));
}
