import { parseLibraryText, recordNumber, type LibraryShape, type Problem } from '../core';

/** One library file as read (a drop or "Open library…" of several at once). */
export interface LibraryFileText {
  name: string;
  text: string;
}

/** Several library files read as one: their records in file order, and where each came from. */
export interface MergedFiles {
  records: unknown[] | null;
  shape: LibraryShape;
  /** Each file's own taxonomy and feedback, unvalidated, in file order. */
  taxonomies: unknown[];
  feedbacks: { file: string; value: unknown }[];
  /** The files' own problems (unreadable files and lines), each naming its file. */
  problems: Problem[];
  /** A validation problem of the merged records, placed in its file (record numbers per file). */
  place(p: Problem): Problem;
}

/**
 * Several JSON/NDJSON libraries opened at once (issue 30): one library of all their records, as
 * the CSV/Markdown import merges its files. A file that cannot be read is reported by name and
 * the others open; an id already used by an earlier file is skipped and reported naming both
 * files (the first one wins, as within one file). Only when no file can be read is the first
 * file's failure the whole failure.
 */
export function mergeLibraryFiles(files: readonly LibraryFileText[]): MergedFiles {
  const parsed = files.map((f) => ({ name: f.name, result: parseLibraryText(f.text) }));
  const readable = parsed.filter((p) => p.result.records !== null);
  const problems: Problem[] = [];
  if (readable.length === 0) {
    const first = parsed[0]?.result ?? parseLibraryText('');
    return { records: null, shape: first.shape, taxonomies: [], feedbacks: [], problems: first.problems, place: (p) => p };
  }
  const records: unknown[] = [];
  /** The first merged index of each readable file, in order. */
  const starts: { name: string; start: number }[] = [];
  for (const { name, result } of parsed) {
    for (const p of result.problems) problems.push({ ...p, file: name });
    if (!result.records) continue;
    starts.push({ name, start: records.length });
    for (const r of result.records) records.push(r);
  }
  const fileAt = (index: number) => {
    let k = starts.length - 1;
    while (k > 0 && starts[k]!.start > index) k--;
    return { name: starts[k]!.name, local: index - starts[k]!.start };
  };
  const place = (p: Problem): Problem => {
    if (p.index === null) return p;
    const here = fileAt(p.index);
    const placed: Problem = { ...p, index: here.local, file: here.name };
    if (p.code === 'duplicateId' && typeof p.params.record === 'number') {
      const first = fileAt(p.params.record - 1);
      const record = recordNumber(first.local);
      return first.name === here.name
        ? { ...placed, params: { ...p.params, record } }
        : { ...placed, code: 'duplicateIdOtherFile', params: { ...p.params, record, file: first.name } };
    }
    return placed;
  };
  return {
    records,
    shape: readable[0]!.result.shape,
    taxonomies: readable.map((p) => p.result.taxonomy).filter((t) => t !== undefined),
    feedbacks: readable.map((p) => ({ file: p.name, value: p.result.feedback })),
    problems,
    place,
  };
}

