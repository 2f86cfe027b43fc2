/**
 * Quality and speed of the similarity model (src/model/similarity), for issue #15:
 *
 *   npm run eval                                  # the same as:
 *   npx tsx scripts/eval-similarity.ts            # bundled library, then mixed into 10,000 synthetic cases
 *   node --expose-gc --import tsx scripts/eval-similarity.ts   # the same, with the heap growth measured
 *   npx tsx scripts/eval-similarity.ts --size 0   # bundled library only
 *   npx tsx scripts/eval-similarity.ts --grid     # also a k1/b and title-weight grid (slow)
 *   npx tsx scripts/eval-similarity.ts --quality-only   # recall of both sets only (iterating on the ranking)
 *   npx tsx scripts/eval-similarity.ts --packed-size 100000   # the packed run at 100,000 synthetic cases too (minutes;
 *                                                             # --baseline-huge: the baseline there too, minutes more)
 *
 * Quality: the drafts of tests/eval/drafts.ts (on-call descriptions with the case each
 * describes) and, apart, those of tests/eval/blind.ts (terse lines written without reading the
 * cases' texts, issue #27), as recall@1, recall@3 and MRR@10, for our ranking and for a baseline (plain
 * BM25, crude suffix stripping, Hangul bigrams, all text in one field) in the same run.
 * Speed: index build (whole, and the longest of 250-case slices), a draft answered, one case's
 * similar cases, text edges for the whole library; memory: heap growth and an estimate of the
 * postings. Packed (issue #27): the mixed library's similarity index as a pack ships it
 * (similarity.bin), whole and pruned at several caps (packed.ts PruneOptions): its size, raw and
 * gzip, and how often the index read back from it gives the plain library's top 3, for the drafts
 * of both sets and for cases' similar cases, and recall@3 from it. Figures only, no pass/fail (tests/unit/similarity.recall.test.ts holds the floor).
 * `npm run bench` prints the same figures by calling runSimilarityEval in a child process.
 */
import type { Case } from '../src/model/core';
import { loadLibrary } from '../src/model/core';
import { openLibrary } from '../src/model/library';
import { matchDraft } from '../src/model/similarity';
import { addCases, buildSimilarityIndex, compactIndex, createSimilarityIndex, indexBytes, type SimilarityIndex, type SimilarityOptions } from '../src/model/similarity';
import { similarCases, textEdges } from '../src/model/similarity';
import { draftVerdict, VERDICT_THRESHOLDS, type VerdictThresholds } from '../src/model/similarity';
import { decodeSimilarityIndex, encodeSimilarityIndex } from '../src/model/similarity';
import { gzipSync } from 'node:zlib';
import type { SimilarMatch } from '../src/model/similarity';
import { EVAL_DRAFTS, type EvalDraft } from '../tests/eval/drafts';
import { BLIND_DRAFTS } from '../tests/eval/blind';
import { NOVEL_DRAFTS } from '../tests/eval/novel';
import { englishOnly, koreanOnly } from '../tests/eval/crossLanguage';
import { glossaryFor } from '../src/data/glossary';
import type { Glossary } from '../src/model/similarity';
import { evaluate, verdictFigures, type EvalFigures } from '../tests/eval/metrics';
import { fmtBytes, fmtMs, isMain, median, percentile, table } from './bench';
import { CASES_DIR, readLibraryText, readTaxonomy } from './libraryFiles';
import { generateLibrary, mulberry32 } from './synthetic';

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const now = () => performance.now();
/** Cases per slice of the sliced build, as a worker might index them between messages. */
const SLICE = 25;

// ---------------------------------------------------------------------------------------------
// The baseline: what issue #15 calls "a plain BM25 with crude stemming and Hangul bigrams".

function baselineTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[a-z0-9]+|[\uac00-\ud7a3]+/g) ?? []) {
    if (/^[\uac00-\ud7a3]/.test(word)) {
      if (word.length === 1) out.push(word);
      for (let i = 0; i + 1 < word.length; i++) out.push(word.slice(i, i + 2));
    } else if (word.length > 2) {
      out.push(word.replace(/(ing|ed|es|s)$/, ''));
    }
  }
  return out;
}

function baselineIndex(cases: readonly Case[]) {
  const k1 = 1.2;
  const b = 0.75;
  const postings = new Map<string, [number, number][]>();
  const lengths = new Float64Array(cases.length);
  cases.forEach((c, i) => {
    const parts = [c.title, c.summary, c.symptoms_text, c.trigger, c.detection, c.lessons, ...c.action_items.map((a) => a.text)];
    const terms = baselineTerms(parts.map((t) => (t ? `${t.en} ${t.ko ?? ''}` : '')).join(' '));
    lengths[i] = terms.length;
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, n] of tf) {
      const list = postings.get(t);
      if (list) list.push([i, n]);
      else postings.set(t, [[i, n]]);
    }
  });
  const avg = lengths.reduce((s, l) => s + l, 0) / Math.max(1, cases.length);
  return (text: string, limit: number): number[] => {
    const scores = new Map<number, number>();
    for (const t of new Set(baselineTerms(text))) {
      const list = postings.get(t);
      if (!list) continue;
      const idf = Math.log(1 + (cases.length - list.length + 0.5) / (list.length + 0.5));
      for (const [d, n] of list) scores.set(d, (scores.get(d) ?? 0) + (idf * n * (k1 + 1)) / (n + k1 * (1 - b + (b * (lengths[d] as number)) / avg)));
    }
    return [...scores].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, limit).map(([d]) => d);
  };
}

// ---------------------------------------------------------------------------------------------

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** The bilingual glossary the app expands drafts with (issue #27), for the bundled taxonomy. */
let glossary: Glossary | null = null;

function ours(index: SimilarityIndex, g: Glossary | null = glossary) {
  return (text: string) => matchDraft(index, text, { limit: 10, glossary: g }).matches.map((m) => (index.cases[m.other] as Case).id);
}

/**
 * Across languages (issue #27): Korean drafts against the bundled library with every Korean text
 * removed, and English drafts against it with only the Korean texts kept; with and without the
 * glossary's expansion.
 */
function crossLanguageTable(bundled: readonly Case[]) {
  const rows: string[][] = [['', 'drafts', 'recall@1', 'recall@3', 'MRR@10']];
  const sets: [string, Case[], 'ko' | 'en'][] = [['Korean drafts → English-only library', englishOnly(bundled), 'ko'], ['English drafts → Korean-only library', koreanOnly(bundled), 'en']];
  for (const [name, cases, lang] of sets) {
    const index = buildSimilarityIndex(cases);
    const drafts = EVAL_DRAFTS.filter((d) => d.lang === lang);
    rows.push(figuresRows(`${name}, with the glossary`, evaluate(drafts, ours(index, glossary))));
    rows.push(figuresRows(`${name}, without`, evaluate(drafts, ours(index, null))));
  }
  console.log('\nAcross languages');
  console.log(table(rows));
}

function figuresRows(label: string, f: EvalFigures): string[] {
  return [label, String(f.n), pct(f.recallAt1), pct(f.recallAt3), f.mrr.toFixed(3)];
}

/** The two evaluation sets (issue #27): the project's own, and the one written without reading the cases' texts. */
const SETS: [string, readonly EvalDraft[]][] = [['first set', EVAL_DRAFTS], ['blind set', BLIND_DRAFTS]];

function qualityTable(cases: readonly Case[], index: SimilarityIndex, title: string, withBaseline = true) {
  for (const [name, drafts] of SETS) qualityTableOf(cases, index, `${title}, ${name} (${drafts.length} drafts)`, drafts, withBaseline);
}

function qualityTableOf(cases: readonly Case[], index: SimilarityIndex, title: string, set: readonly EvalDraft[], withBaseline: boolean) {
  const base = withBaseline ? baselineIndex(cases) : null;
  const baseRank = (text: string) => (base ? base(text, 10).map((d) => (cases[d] as Case).id) : []);
  const rows: string[][] = [['', 'drafts', 'recall@1', 'recall@3', 'MRR@10']];
  const subsets: [string, (d: EvalDraft) => boolean][] = [
    ['all', () => true],
    ['  English', (d) => d.lang === 'en'],
    ['  Korean', (d) => d.lang === 'ko'],
    ['  close wording', (d) => d.kind === 'close'],
    ['  paraphrased', (d) => d.kind === 'paraphrase'],
    ['  first line only', (d) => d.kind === 'short'],
  ];
  let oursAll: EvalFigures | null = null;
  for (const [name, keep] of subsets) {
    const drafts = set.filter(keep);
    if (!drafts.length) continue;
    const o = evaluate(drafts, ours(index));
    if (!oursAll) oursAll = o;
    rows.push(figuresRows(`ours      ${name}`, o));
    if (base) rows.push(figuresRows(`baseline  ${name}`, evaluate(drafts, baseRank)));
  }
  console.log(`\n${title}`);
  console.log(table(rows));
  if (oursAll?.misses.length) {
    console.log('  ours, not in the top 3:');
    for (const m of oursAll.misses) {
      console.log(`    ${m.draft.expect.join('/')} rank ${m.rank ?? '>10'}: ${m.draft.text.slice(0, 90)}…`);
      // What beat it (issue #27: a synthetic case, or another library case?), with the words that did.
      for (const x of matchDraft(index, m.draft.text, { limit: 3, glossary }).matches) {
        const c = cases[x.other] as Case;
        console.log(`      ${c.id} ${x.score.toFixed(3)} ${c.title.en.slice(0, 60)}… | ${x.sharedTerms.slice(0, 6).join(', ')}`);
      }
    }
  }
}

/** The verdict's figures for one set of thresholds, over matches computed once per draft. */
function verdictRun(cases: readonly Case[], answers: Map<string, SimilarMatch[]>, t: VerdictThresholds) {
  return verdictFigures(EVAL_DRAFTS, NOVEL_DRAFTS, (text) => {
    const matches = answers.get(text) ?? [];
    const v = draftVerdict(matches, cases, { thresholds: t });
    const first = v.lead[0] ?? 0;
    return { kind: v.kind, first: matches[first] ? (cases[(matches[first] as SimilarMatch).other] as Case).id : null };
  });
}

/**
 * The verdict (issue #27): precision and recall of "seen before" and "looks new" with the
 * shipped thresholds, and with `grid`, the calibration grid they were chosen from.
 */
function verdictTable(cases: readonly Case[], index: SimilarityIndex, title: string, withGrid: boolean) {
  const answers = new Map<string, SimilarMatch[]>();
  for (const d of [...EVAL_DRAFTS, ...NOVEL_DRAFTS]) answers.set(d.text, matchDraft(index, d.text, { limit: 10, glossary }).matches);
  const f = verdictRun(cases, answers, VERDICT_THRESHOLDS);
  const t = VERDICT_THRESHOLDS;
  console.log(`\nVerdict, ${title}: ${EVAL_DRAFTS.length} drafts of library cases, ${NOVEL_DRAFTS.length} of incidents the library lacks (strong ≥ ${t.strong}, possible ≥ ${t.possible}, lead ≥ ${t.margin}, pattern ≥ ${t.groupMin})`);
  console.log(table([
    ['', 'precision', 'recall'],
    ['seen before', pct(f.seenPrecision), pct(f.seenRecall)],
    ['looks new', pct(f.newPrecision), pct(f.newRecall)],
  ]));
  const kinds = (r: Record<string, number>) => ['seen', 'recurring', 'possible', 'new'].map((k) => `${k} ${r[k] ?? 0}`).join(', ');
  console.log(`  known drafts: ${kinds(f.counts.known)}\n  unknown drafts: ${kinds(f.counts.novel)}`);
  for (const w of f.wrong) console.log(`    ${w}`);
  if (!withGrid) return;
  const rows: string[][] = [['strong', 'lead', 'possible', 'seen P', 'seen R', 'new P', 'new R']];
  for (const strong of [0.2, 0.25, 0.3, 0.35]) for (const margin of [0.03, 0.05, 0.08]) for (const possible of [0.12, 0.15, 0.16, 0.17, 0.18, 0.19, 0.2]) {
    const g = verdictRun(cases, answers, { ...t, strong, margin, possible });
    rows.push([String(strong), String(margin), String(possible), pct(g.seenPrecision), pct(g.seenRecall), pct(g.newPrecision), pct(g.newRecall)]);
  }
  console.log('  calibration grid');
  console.log(table(rows));
}

/** The pruning levels measured (packed.ts PruneOptions.maxPostings): all postings, then fewer for common terms. */
const PRUNE_LEVELS = [Infinity, 20_000, 5_000, 2_000, 1_000];

/**
 * A packed library's similarity (issue #27): the index as similarity.bin, whole and at each of
 * PRUNE_LEVELS, its size, and the top 3 of the index read back from it (over the cases without
 * their texts, as a pack's worker holds them) against the plain index's, for every evaluation
 * draft of both sets and for 300 cases' similar cases (each queried with its full texts, which
 * the worker reads from the case's shard), and recall@3 from it.
 */

function packedTable(cases: readonly Case[], index: SimilarityIndex, label: string) {
  const light = cases.map((c): Case => ({ ...c, summary: null, symptoms_text: null, trigger: null, detection: null, lessons: null, action_items: [] }));
  const top3 = (ix: SimilarityIndex, text: string) => matchDraft(ix, text, { limit: 3, glossary }).matches.map((m) => m.other).join(',');
  const drafts = [...EVAL_DRAFTS, ...BLIND_DRAFTS, ...NOVEL_DRAFTS];
  const plainTop = drafts.map((d) => top3(index, d.text));
  const rng = mulberry32(11);
  const picks = Array.from({ length: 300 }, () => Math.floor(rng() * cases.length));
  const sim3 = (ix: SimilarityIndex, i: number) => similarCases(ix, i, { limit: 3, full: cases[i] }).map((m) => m.other).join(',');
  const plainSim = picks.map((i) => sim3(index, i));
  const postings = index.postings.reduce((n, p) => n + p.n, 0);
  const rows: string[][] = [['max postings a term', 'similarity.bin raw / gzip', 'postings kept', 'encode / read', 'drafts, plain top 3', 'similar, plain top 3', 'r@3 first / blind']];
  let full: { sameDrafts: number; sameSimilar: number; bytes: number; gzip: number } | null = null;
  for (const max of PRUNE_LEVELS) {
    let t0 = now();
    const bytes = encodeSimilarityIndex(index, { maxPostings: max });
    const encodeMs = now() - t0;
    const gz = gzipSync(bytes).length;
    t0 = now();
    const packed = decodeSimilarityIndex(bytes, light);
    const decodeMs = now() - t0;
    if (!packed) throw new Error('the packed similarity index did not read back');
    const kept = packed.postings.reduce((n, p) => n + p.n, 0);
    const sameDrafts = drafts.filter((d, k) => top3(packed, d.text) === plainTop[k]).length;
    const sameSimilar = picks.filter((i, k) => sim3(packed, i) === plainSim[k]).length;
    const f = evaluate(EVAL_DRAFTS, ours(packed));
    const fb = evaluate(BLIND_DRAFTS, ours(packed));
    rows.push([
      Number.isFinite(max) ? max.toLocaleString('en-US') : 'all (not pruned)',
      `${fmtBytes(bytes.length)} / ${fmtBytes(gz)} (${(bytes.length / cases.length).toFixed(0)} / ${(gz / cases.length).toFixed(0)} B a case)`,
      `${((kept / postings) * 100).toFixed(1)}%`,
      `${fmtMs(encodeMs)} / ${fmtMs(decodeMs)} ms`,
      `${sameDrafts} of ${drafts.length}`,
      `${sameSimilar} of ${picks.length}`,
      `${pct(f.recallAt3)} / ${pct(fb.recallAt3)}`,
    ]);
    if (!full) full = { sameDrafts, sameSimilar, bytes: bytes.length, gzip: gz };
  }
  console.log(`\nPacked similarity, ${label}: ${index.termIds.size.toLocaleString('en-US')} terms, ${postings.toLocaleString('en-US')} postings; read back over the cases without their texts, as a pack's worker holds them`);
  console.log(table(rows));
  return { ...(full ?? { sameDrafts: 0, sameSimilar: 0, bytes: 0, gzip: 0 }), drafts: drafts.length, similar: picks.length };
}

function timings(cases: readonly Case[], label: string) {
  // Postings are typed arrays, whose memory is counted apart from the heap's objects.
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  gc();
  const heap0 = used();
  let t0 = now();
  const index = buildSimilarityIndex(cases);
  const build = now() - t0;
  gc();
  const heap = used() - heap0;
  const bytes = indexBytes(index);

  // Sliced build, as the worker would do it: the longest slice is the longest task.
  const sliced = createSimilarityIndex(cases);
  const slices: number[] = [];
  while (sliced.size < cases.length) {
    t0 = now();
    addCases(sliced, sliced.size + SLICE);
    slices.push(now() - t0);
  }
  t0 = now();
  compactIndex(sliced);
  const compact = now() - t0;

  const draftTimes = EVAL_DRAFTS.map((d) => {
    t0 = now();
    matchDraft(index, d.text, { limit: 10, glossary });
    return now() - t0;
  });
  const rng = mulberry32(7);
  const picks = Array.from({ length: 300 }, () => Math.floor(rng() * cases.length));
  const visited0 = index.visited;
  const similarTimes = picks.map((i) => {
    t0 = now();
    similarCases(index, i, { limit: 8 });
    return now() - t0;
  });
  const visitedPerCase = (index.visited - visited0) / picks.length;
  t0 = now();
  const edges = textEdges(index);
  const edgesMs = now() - t0;
  const rows = [
    ['', label],
    ['index build, whole', `${fmtMs(build)} ms`],
    [`  sliced build: longest ${SLICE}-case slice, median slice, then compactIndex`, `${fmtMs(Math.max(...slices))} / ${fmtMs(median(slices))} / ${fmtMs(compact)} ms`],
    ['draft answered, median / p95', `${fmtMs(median(draftTimes))} / ${fmtMs(percentile(draftTimes, 95))} ms`],
    ['similar cases of one case, median / p95', `${fmtMs(median(similarTimes))} / ${fmtMs(percentile(similarTimes, 95))} ms`],
    ['  postings visited per case, mean', Math.round(visitedPerCase).toLocaleString('en-US')],
    ['text edges, whole library', `${fmtMs(edgesMs)} ms (${edges.length.toLocaleString('en-US')} edges)`],
    ['terms', index.termIds.size.toLocaleString('en-US')],
    [`memory growth with the index (heap + array buffers${(globalThis as { gc?: unknown }).gc ? ', after GC' : ', no --expose-gc'})`, fmtBytes(Math.max(0, heap))],
    ['estimate: postings / used / terms', `${fmtBytes(bytes.postings)} / ${fmtBytes(bytes.postingsUsed)} / ${fmtBytes(bytes.terms)}`],
  ];
  console.log('');
  console.log(table(rows));
  return index;
}

function grid(sets: [string, readonly Case[]][]) {
  const variants: [string, Partial<SimilarityOptions>][] = [];
  for (const k1 of [0.8, 1.2, 2.0]) for (const b of [0.3, 0.5, 0.75]) variants.push([`k1 ${k1} b ${b}`, { k1, b }]);
  for (const title of [1, 2, 4]) variants.push([`title ×${title}`, { weights: { title } as SimilarityOptions['weights'] }]);
  for (const symptoms_text of [1, 2]) variants.push([`symptoms ×${symptoms_text}`, { weights: { symptoms_text } as SimilarityOptions['weights'] }]);
  variants.push(['no slugs as words', { weights: { slugs: 0 } as SimilarityOptions['weights'] }]);
  const rows: string[][] = [['', ...sets.flatMap(([name]) => [`${name} r@1`, 'r@3', 'MRR'])]];
  for (const [name, opts] of variants) {
    const row = [name];
    for (const [, cases] of sets) {
      const f = evaluate(EVAL_DRAFTS, ours(buildSimilarityIndex(cases, opts)));
      row.push(pct(f.recallAt1), pct(f.recallAt3), f.mrr.toFixed(3));
    }
    rows.push(row);
  }
  console.log('\nGrid (defaults otherwise)');
  console.log(table(rows));
}

export interface SimilarityEvalOptions {
  /** Synthetic cases the bundled library is mixed into for the second run; 0: bundled only. */
  synthetic: number;
  /** Also the k1/b and field-weight grid (slow). */
  grid: boolean;
  /** A further run mixed into this many synthetic cases, packed included, without the timings (100,000: minutes). */
  packedSize?: number;
  /** The baseline in that run too (minutes more). */
  baselineHuge?: boolean;
  /** Recall (both sets, ours and the baseline) and the pack's pruning only: no timings, verdict or languages (iterating on the ranking). */
  qualityOnly?: boolean;
}

/**
 * Prints the whole evaluation: timings and memory, then recall@1, recall@3 and MRR, for the
 * bundled library and mixed into `synthetic` synthetic cases. What `npm run eval` and the
 * similarity section of `npm run bench` run.
 */
export function runSimilarityEval(options: SimilarityEvalOptions): void {
  const { synthetic } = options;
  const taxonomy = readTaxonomy();
  glossary = glossaryFor(taxonomy);
  const bundled = openLibrary({ text: readLibraryText(CASES_DIR).text }, taxonomy).cases;
  console.log(`Similarity evaluation: ${EVAL_DRAFTS.length} drafts (${EVAL_DRAFTS.filter((d) => d.lang === 'ko').length} Korean) over the bundled library (${bundled.length} cases)${synthetic ? ` and mixed into ${synthetic.toLocaleString('en-US')} synthetic cases` : ''}`);
  const quick = options.qualityOnly === true;
  const index = quick ? buildSimilarityIndex(bundled) : timings(bundled, `bundled (${bundled.length} cases)`);
  qualityTable(bundled, index, `Bundled library (${bundled.length} cases)`);
  if (!quick) verdictTable(bundled, index, `bundled library (${bundled.length} cases)`, true);
  if (!quick) crossLanguageTable(bundled);
  const sets: [string, readonly Case[]][] = [['bundled', bundled]];
  if (synthetic > 0) {
    // Synthetic cases first, so that on a tie they, not the bundled ones, win.
    const mixed = [...loadLibrary(generateLibrary(synthetic, 1), taxonomy).cases, ...bundled];
    const big = quick ? buildSimilarityIndex(mixed) : timings(mixed, `mixed (${mixed.length.toLocaleString('en-US')} cases)`);
    qualityTable(mixed, big, `Bundled mixed into ${synthetic.toLocaleString('en-US')} synthetic cases`);
    if (!quick) verdictTable(mixed, big, `mixed into ${synthetic.toLocaleString('en-US')} synthetic cases`, false);
    packedTable(mixed, big, `mixed into ${synthetic.toLocaleString('en-US')} synthetic cases`);
    sets.push([`+${synthetic / 1000}k`, mixed]);
  }
  const huge = options.packedSize ?? 0;
  if (huge > 0 && huge !== synthetic) {
    // Without the timings' text edges and sliced build (minutes at 100,000 on this machine).
    const mixed = [...loadLibrary(generateLibrary(huge, 1), taxonomy).cases, ...bundled];
    const t0 = now();
    const big = buildSimilarityIndex(mixed);
    console.log(`\nIndex of ${mixed.length.toLocaleString('en-US')} cases built in ${fmtMs(now() - t0)} ms`);
    // The baseline's index of Maps takes minutes more at this size: --baseline-huge adds it.
    qualityTable(mixed, big, `Bundled mixed into ${huge.toLocaleString('en-US')} synthetic cases`, options.baselineHuge === true);
    verdictTable(mixed, big, `mixed into ${huge.toLocaleString('en-US')} synthetic cases`, false);
    packedTable(mixed, big, `mixed into ${huge.toLocaleString('en-US')} synthetic cases`);
  }
  if (options.grid) grid(sets);
}

if (isMain(import.meta)) {
  const args = process.argv.slice(2);
  const sizeArg = args.indexOf('--size');
  const packedArg = args.indexOf('--packed-size');
  runSimilarityEval({ synthetic: sizeArg >= 0 ? Number(args[sizeArg + 1]) : 10_000, grid: args.includes('--grid'), packedSize: packedArg >= 0 ? Number(args[packedArg + 1]) : undefined, baselineHuge: args.includes('--baseline-huge'), qualityOnly: args.includes('--quality-only') });
}
