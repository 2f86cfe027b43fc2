import type { z } from 'zod';
import { aliasResolver, applyAliases } from './aliases';
import { boundRecord } from './boundValues';
import { FACET_TABLE, FACETS } from './facets';
import { caseSchema, type Case } from './schema';
import { humanizeSlug, labelsOf, type Taxonomy } from './taxonomy';
import { isSchemaCode, recordNumber, type Problem, type ProblemCode, type ProblemParams } from './problems';
import type { TaxonomyKind } from './types';
import { isSafeHttpUrl } from './urls';

export interface LoadedLibrary {
  cases: Case[];
  problems: Problem[];
}

/** A case carrying this many components is almost certainly broken data; more are ignored. */
export const MAX_SLUGS_PER_FIELD = 100;

/** The case fields whose values are taxonomy slugs, from the facet table. */
const SLUG_FIELDS: ReadonlyArray<[keyof Case & string, TaxonomyKind]> = FACETS.flatMap((f) => {
  const { field, taxonomy } = FACET_TABLE[f];
  return taxonomy ? [[field, taxonomy] as [keyof Case & string, TaxonomyKind]] : [];
});

function readableId(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  const id = (record as Record<string, unknown>).id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim().slice(0, 200);
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return null;
}

function pathOf(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** The problem a zod issue stands for. Missing fields are told by the input, not by zod's English message. */
function problemOf(issue: z.core.$ZodIssue): { code: ProblemCode; params: ProblemParams } {
  if (issue.code === 'invalid_type') {
    const expected = issue.expected;
    return issue.input === undefined ? { code: 'fieldMissing', params: { expected } } : { code: 'fieldWrongType', params: { expected } };
  }
  if (isSchemaCode(issue.message)) return { code: issue.message, params: issue.code === 'too_big' ? { max: Number(issue.maximum) } : {} };
  if (issue.code === 'too_small' && issue.origin === 'number') return { code: 'numberTooSmall', params: { minimum: Number(issue.minimum) } };
  // Anything else the schema may grow: zod's own (English) wording, marked as such by the code.
  return { code: 'fieldInvalid', params: { detail: issue.message } };
}

/** The list without repeated values, in order; the list itself when it has none (the usual case). */
function withoutRepeats(list: string[]): string[] {
  for (let i = 1; i < list.length; i++) {
    if (list.lastIndexOf(list[i]!, i - 1) !== -1) return [...new Set(list)];
  }
  return list;
}

/**
 * A parser for records whose shape is already known (decoded from a pack's index): the case
 * when the record is certainly what the schema would give, unchanged, else null, and the schema
 * decides and words the problems. It must never accept what the schema would reject or change.
 */
export type QuickParse = (record: object) => Case | null;

/**
 * Validates raw records into cases. Never throws: every rejected record becomes a problem
 * naming its index, id and field, and every valid record is kept. Duplicate ids keep the first.
 * References (`related`, `recurrence_of`) to unknown or same ids are reported and dropped.
 */
export function loadLibrary(json: unknown, taxonomy?: Taxonomy, onProgress?: (done: number, total: number) => void, quickParse?: QuickParse): LoadedLibrary {
  const problems: Problem[] = [];
  const records: unknown[] = Array.isArray(json) ? json : json === undefined ? [] : [json];
  const cases: Case[] = [];
  const indexOfCase: number[] = [];
  const seen = new Map<string, number>();
  const resolveAlias = taxonomy ? aliasResolver(taxonomy) : null;

  records.forEach((record, index) => {
    if (onProgress && index % 1000 === 0) onProgress(index, records.length);
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      const got = record === null ? 'null' : Array.isArray(record) ? 'array' : typeof record;
      problems.push({ severity: 'error', index, id: null, field: '', code: 'recordNotObject', params: { got } });
      return;
    }
    // reportInput: issues carry the offending value, so a missing field is told by `input === undefined`.
    const quick = quickParse ? quickParse(record) : null;
    const result = quick ? ({ success: true, data: quick } as const) : caseSchema.safeParse(record, { reportInput: true });
    if (!result.success) {
      const id = readableId(record);
      for (const issue of result.error.issues) {
        problems.push({ severity: 'error', index, id, field: pathOf(issue.path), ...problemOf(issue) });
      }
      return;
    }
    const c = result.data;
    const first = seen.get(c.id);
    if (first !== undefined) {
      problems.push({
        severity: 'error',
        index,
        id: c.id,
        field: 'id',
        code: 'duplicateId',
        params: { record: recordNumber(first) },
      });
      return;
    }
    seen.set(c.id, index);
    // Kept extra fields must stay small and shallow enough for the worker to post them.
    for (const d of boundRecord(c as Record<string, unknown>)) {
      problems.push({ severity: 'warning', index, id: c.id, field: d.field, code: d.reason === 'too-deep' ? 'valueTooDeep' : 'valueTooLarge', params: {} });
    }
    if (resolveAlias) applyAliases(c, resolveAlias);
    for (const [field] of SLUG_FIELDS) {
      if (!Array.isArray(c[field])) continue;
      const list = c[field] as string[];
      if (list.length > MAX_SLUGS_PER_FIELD) {
        problems.push({ severity: 'warning', index, id: c.id, field, code: 'tooManyValues', params: { count: list.length, max: MAX_SLUGS_PER_FIELD } });
        (c as Record<string, unknown>)[field] = list.slice(0, MAX_SLUGS_PER_FIELD);
      }
      (c as Record<string, unknown>)[field] = withoutRepeats(c[field] as string[]);
    }
    c.sources.forEach((s, i) => {
      if (!isSafeHttpUrl(s.url)) {
        problems.push({ severity: 'warning', index, id: c.id, field: `sources[${i}].url`, code: 'unsafeLink', params: {} });
      }
    });
    cases.push(c);
    indexOfCase.push(index);
  });

  // References are checked once every id is known.
  cases.forEach((c, i) => {
    const index = indexOfCase[i] ?? null;
    const related: string[] = [];
    c.related.forEach((ref, j) => {
      if (ref === c.id) problems.push({ severity: 'warning', index, id: c.id, field: `related[${j}]`, code: 'selfReference', params: {} });
      else if (!seen.has(ref)) problems.push({ severity: 'warning', index, id: c.id, field: `related[${j}]`, code: 'unknownReference', params: { ref } });
      else if (!related.includes(ref)) related.push(ref);
    });
    c.related = related;
    if (c.recurrence_of !== null) {
      if (c.recurrence_of === c.id) {
        problems.push({ severity: 'warning', index, id: c.id, field: 'recurrence_of', code: 'selfReference', params: {} });
        c.recurrence_of = null;
      } else if (!seen.has(c.recurrence_of)) {
        problems.push({ severity: 'warning', index, id: c.id, field: 'recurrence_of', code: 'unknownReference', params: { ref: c.recurrence_of } });
        c.recurrence_of = null;
      }
    }
  });

  if (taxonomy) problems.push(...unknownSlugProblems(cases, indexOfCase, taxonomy));
  return { cases, problems };
}

/** Each slug missing from the taxonomy is reported once, at the first case that uses it. */
function unknownSlugProblems(cases: Case[], indexOfCase: number[], taxonomy: Taxonomy): Problem[] {
  const problems: Problem[] = [];
  // Each distinct slug is looked up once; nothing is built for the (usual) known ones, as this
  // runs for every slug of every case.
  const checked = new Map<TaxonomyKind, Set<string>>();
  const check = (kind: TaxonomyKind, slug: string, i: number, field: () => string) => {
    let seen = checked.get(kind);
    if (!seen) checked.set(kind, (seen = new Set()));
    if (seen.has(slug)) return;
    seen.add(slug);
    if (labelsOf(taxonomy, kind, slug)) return;
    const c = cases[i] as Case;
    problems.push({
      severity: 'warning',
      index: indexOfCase[i] ?? null,
      id: c.id,
      field: field(),
      code: 'unknownSlug',
      params: { kind, slug, shown: humanizeSlug(slug) },
    });
  };
  cases.forEach((c, i) => {
    for (const [field, kind] of SLUG_FIELDS) {
      const value = c[field];
      if (Array.isArray(value)) for (let j = 0; j < value.length; j++) check(kind, value[j] as string, i, () => `${field}[${j}]`);
      else if (typeof value === 'string' && value) check(kind, value, i, () => field);
    }
  });
  return problems;
}
