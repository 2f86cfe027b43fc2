import { loadLibrary } from '../core';
import { parseLibraryText, recordsOf, type LibraryShape, type ParsedLibrary } from '../core';
import type { Case } from '../core';
import { mergeTaxonomies } from '../core';
import type { Taxonomy } from '../core';
import { parseTaxonomy } from '../core';
import { buildIndex, type LibraryIndex } from '../core';
import { clusterCases, layoutClusters } from '../layout';
import type { LibraryMap } from '../layout';
import { positionTable, type PositionTable } from '../layout';
import type { Problem } from '../core';
import { parseFeedback, type FeedbackEntry } from '../feedback';
import { usablePrelaid, type PrelaidLayout } from './prelaid';
import { mergeLibraryFiles, type LibraryFileText, type MergedFiles } from './merge';

/** What the loading pipeline hands to the view: plain data (maps and arrays), which a worker can send. */
export interface OpenedLibrary {
  cases: Case[];
  problems: Problem[];
  taxonomy: Taxonomy;
  /** The position of every node of the whole library (see Positions to look one up). */
  positions: PositionTable;
  shape: LibraryShape;
  /** How many records the input held, valid or not. */
  recordCount: number;
  index: LibraryIndex;
  /** The failure-pattern clusters and their discs. */
  map: LibraryMap;
  /** Readers' marks on matches that the file carried (issue #27); [] when none. */
  feedback: FeedbackEntry[];
}

/** The stages of opening a library, as the progress line words them: download and draw happen outside the model. */
export type LoadStage = 'download' | 'parse' | 'validate' | 'index' | 'layout' | 'draw';
export type ProgressReport = (stage: Exclude<LoadStage, 'download' | 'draw'>, done: number, total: number) => void;

/**
 * load → validate → layout, from text (a file or a download) or from already parsed JSON.
 * `onCases` receives the valid cases before the layout is computed, so a worker can send them on
 * while it lays them out (the page reads them meanwhile). `prelaid`: a layout computed ahead for
 * this library (the bundled one's, at build time), used when it was computed for exactly these
 * cases; else the layout is computed as for any library. `onClustered`: called when the clusters
 * are found and the layout proper begins (pack-library times the two steps apart).
 */
export function openLibrary(input: { text: string } | { json: unknown } | { files: readonly LibraryFileText[] }, baseTaxonomy: Taxonomy, progress?: ProgressReport, onCases?: (cases: readonly Case[]) => void, prelaid?: PrelaidLayout | null, onClustered?: () => void): OpenedLibrary {
  progress?.('parse', 0, 1);
  // Several files (a drop of two libraries) are one library of all their records (issue 30).
  const merged = 'files' in input ? mergeLibraryFiles(input.files) : null;
  const parsed = merged ?? oneFile('text' in input ? parseLibraryText(input.text) : recordsOf((input as { json: unknown }).json));
  const problems: Problem[] = [...parsed.problems];
  let taxonomy = baseTaxonomy;
  for (const t of parsed.taxonomies) {
    const own = parseTaxonomy(t);
    if (own) taxonomy = mergeTaxonomies(taxonomy, own);
    else problems.push({ severity: 'warning', index: null, id: null, field: 'taxonomy', code: 'badTaxonomy', params: {} });
  }
  const feedbackEntries: FeedbackEntry[] = [];
  for (const f of parsed.feedbacks) {
    const feedback = parseFeedback(f.value);
    feedbackEntries.push(...feedback.entries);
    problems.push(...feedback.problems.map((p) => (f.file === undefined ? p : { ...p, file: f.file })));
  }
  const records = parsed.records ?? [];
  const loaded = loadLibrary(records, taxonomy, progress && ((done, total) => progress('validate', done, total)));
  problems.push(...(merged ? loaded.problems.map(merged.place) : loaded.problems));
  progress?.('index', loaded.cases.length, loaded.cases.length);
  const index = buildIndex(loaded.cases);
  onCases?.(loaded.cases);
  progress?.('layout', 0, loaded.cases.length);
  const { positions, map } = usablePrelaid(prelaid, loaded.cases) ?? layoutOf(index, loaded.cases, onClustered);
  return { cases: loaded.cases, problems, taxonomy, positions, shape: parsed.shape, recordCount: records.length, index, map, feedback: feedbackEntries };
}

/** One file's parse as the merged form (one taxonomy, one feedback list at most). */
function oneFile(p: ParsedLibrary): Pick<MergedFiles, 'records' | 'shape' | 'problems' | 'taxonomies'> & { feedbacks: { file?: string; value: unknown }[] } {
  return { records: p.records, shape: p.shape, problems: p.problems, taxonomies: p.taxonomy === undefined ? [] : [p.taxonomy], feedbacks: [{ value: p.feedback }] };
}

/** Cases of one failure pattern placed together (../layout/clusterLayout.ts); the clusters come along. */
export function layoutOf(index: LibraryIndex, cases: readonly Case[], onClustered?: () => void): { positions: PositionTable; map: LibraryMap } {
  const clustering = clusterCases(index);
  onClustered?.();
  const layout = layoutClusters(index, { clustering });
  return { positions: positionTable(layout.positions, cases), map: { clusters: layout.clustering.clusters, clusterOf: layout.clustering.clusterOf, regions: layout.regions } };
}
