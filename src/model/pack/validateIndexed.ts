import type { QuickParse } from '../core';
import { isValidCaseDate, MAX_SLUG_LENGTH, type Case } from '../core';

/**
 * The schema's check of a record decoded from a pack's index (columns.ts `decodeIndex`), without
 * zod: validating 100,000 such records through the schema was most of opening a packed library.
 * Decoding fixes the record's shape (the long texts null, the lists of sources and actions empty),
 * so what is left to check is what a hand-edited index can still get wrong: a value of the wrong
 * type in a column, an id or slug that is empty, too long or padded, a date that does not exist,
 * an empty title, a negative duration. Any doubt returns null and the record goes through the
 * schema, so a bad record is reported exactly as the plain library's loader reports it; the
 * duplicate ids, references and unknown slugs are the loader's as for any library.
 */

/** What the schema's slug gives back unchanged: a string, already trimmed, 1..MAX_SLUG_LENGTH long. */
const isSlug = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_SLUG_LENGTH && v.trim() === v;

const isTrimmed = (v: unknown): v is string => typeof v === 'string' && v.trim() === v;

function isSlugList(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (const s of v) if (!isSlug(s)) return false;
  return true;
}

const isMinutes = (v: unknown): boolean => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);

const isEmptyList = (v: unknown): boolean => Array.isArray(v) && v.length === 0;

const TEXT_FIELDS = ['summary', 'symptoms_text', 'trigger', 'detection', 'lessons', 'impact'] as const;
const EMPTY_LISTS = ['action_items', 'remediation', 'sources', 'docs'] as const;
const SLUG_LISTS = ['domain', 'components', 'symptoms', 'contributing', 'related'] as const;

export const quickIndexedCase: QuickParse = (record) => {
  const r = record as Record<string, unknown>;
  if (!isSlug(r.id) || !isTrimmed(r.org) || typeof r.date !== 'string' || !isValidCaseDate(r.date)) return null;
  if (r.date_kind !== null && typeof r.date_kind !== 'string') return null;
  const title = r.title as Record<string, unknown> | null;
  if (typeof title !== 'object' || title === null || typeof title.en !== 'string' || title.en === '' || title.en.trim() !== title.en) return null;
  if (title.ko !== null && typeof title.ko !== 'string') return null;
  // 'unknown' is what the schema makes of a missing severity; decoding writes it already.
  if (!isTrimmed(r.severity) || r.severity === '') return null;
  if (r.root_cause !== null && !isSlug(r.root_cause)) return null;
  if (r.recurrence_of !== null && !isSlug(r.recurrence_of)) return null;
  for (const f of SLUG_LISTS) if (!isSlugList(r[f])) return null;
  for (const f of TEXT_FIELDS) if (r[f] !== null) return null;
  for (const f of EMPTY_LISTS) if (!isEmptyList(r[f])) return null;
  const timeline = r.timeline as Record<string, unknown> | null;
  if (typeof timeline !== 'object' || timeline === null || !isMinutes(timeline.detected_after) || !isMinutes(timeline.resolved_after)) return null;
  // Fields the index does not carry would need the schema's look.
  for (const f of ['org_slug', 'url', 'updated_at'] as const) if (r[f] !== undefined) return null;
  return r as Case;
};
