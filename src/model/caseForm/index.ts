/**
 * Writing a new case (issue 26): a form's values → a case record of the library's format,
 * checked by the schema the loader uses. Plain TypeScript.
 */
import { caseSchema } from '../core';

export interface CaseFormValues {
  id: string;
  org: string;
  date: string;
  title: { en: string; ko: string };
  summary: { en: string; ko: string };
  symptoms_text: { en: string; ko: string };
  domain: string[];
  components: string[];
  root_cause: string;
  symptoms: string[];
}

/** The next free `IL-NNNN` after the library's highest. */
export function nextCaseId(ids: Iterable<string>): string {
  let max = 0;
  for (const id of ids) {
    const m = /^IL-(\d+)$/.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `IL-${String(max + 1).padStart(4, '0')}`;
}

/** English, Korean or both: a text given only in Korean fills the English slot too (and is marked). */
function text(t: { en: string; ko: string }, field: string, missing: string[]): { en: string; ko: string | null } | null {
  const en = t.en.trim();
  const ko = t.ko.trim();
  if (!en && !ko) return null;
  if (!en) missing.push(field);
  return { en: en || ko, ko: ko || null };
}

export type CaseFormResult = { ok: true; record: Record<string, unknown> } | { ok: false; fields: string[] };

/** The record, or the fields that keep it from being valid (id, date, title…). */
export function buildCaseRecord(v: CaseFormValues): CaseFormResult {
  const missing: string[] = [];
  const record: Record<string, unknown> = {
    id: v.id.trim(),
    org: v.org.trim(),
    date: v.date.trim(),
    date_kind: 'started',
    title: text(v.title, 'title', missing),
    summary: text(v.summary, 'summary', missing),
    symptoms_text: text(v.symptoms_text, 'symptoms_text', missing),
    domain: v.domain,
    components: v.components,
    root_cause: v.root_cause || null,
    symptoms: v.symptoms,
    contributing: [],
    severity: 'unknown',
    timeline: { detected_after: null, resolved_after: null },
    action_items: [],
    sources: [],
    related: [],
    recurrence_of: null,
  };
  if (missing.length) record.english_missing = missing;
  const parsed = caseSchema.safeParse(record);
  if (!parsed.success) return { ok: false, fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))] };
  return { ok: true, record };
}
