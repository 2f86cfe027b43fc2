import type { Case } from '../core';

/**
 * Exports of the shown cases. Pure: text in, text out; the UI turns it into a download.
 *
 * JSON is the library format itself (an array of case records, unknown fields included), so an
 * export opens again as a library. CSV is one row per case for spreadsheets.
 */

/** The cases the mask shows, in library order. */
export function shownCases(cases: readonly Case[], mask: Uint8Array): Case[] {
  const out: Case[] = [];
  cases.forEach((c, i) => {
    if (mask[i] === 1) out.push(c);
  });
  return out;
}

/**
 * A JSON array of the records, one record per line: loadable by the app (and `loadLibrary`)
 * as a library, and still readable and diffable. A `related` or `recurrence_of` id naming a
 * case outside the export is left out, so the file opens again with no problems: the loader
 * would only warn about it and draw nothing, and the exported cases relate the same way.
 */
export function casesToJson(cases: readonly Case[]): string {
  if (cases.length === 0) return '[]\n';
  const ids = new Set(cases.map((c) => c.id));
  return `[\n${cases.map((c) => JSON.stringify(withinExport(c, ids))).join(',\n')}\n]\n`;
}

/** The record as it is, or a copy without the references that leave the export. */
function withinExport(c: Case, ids: ReadonlySet<string>): Case {
  const related = c.related.filter((id) => ids.has(id));
  const recurrenceOf = c.recurrence_of !== null && !ids.has(c.recurrence_of) ? null : c.recurrence_of;
  if (related.length === c.related.length && recurrenceOf === c.recurrence_of) return c;
  return { ...c, related, recurrence_of: recurrenceOf };
}

export const CSV_COLUMNS = ['id', 'date', 'org', 'title_en', 'title_ko', 'domains', 'components', 'root_cause', 'severity', 'sources'] as const;

/** Separator inside list cells (domains, components). */
export const CSV_LIST_SEPARATOR = '; ';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection").
 * Tab and carriage return are included as OWASP advises: some programs strip them and then
 * read what follows as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts neutralised with a leading apostrophe, then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function caseCsvRow(c: Case): string[] {
  return [
    c.id,
    c.date,
    c.org,
    c.title.en,
    c.title.ko ?? '',
    c.domain.join(CSV_LIST_SEPARATOR),
    c.components.join(CSV_LIST_SEPARATOR),
    c.root_cause ?? '',
    c.severity,
    // Whitespace cannot occur in a URL, so a space separates them unambiguously.
    c.sources.map((s) => s.url).join(' '),
  ];
}

/** RFC 4180: a header line, one line per case, CRLF line ends (also after the last line). */
export function casesToCsv(cases: readonly Case[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const c of cases) lines.push(caseCsvRow(c).map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `incident-graph-2026-11-29.json`, dated in the reader's own time zone. */
export function exportFileName(extension: 'json' | 'csv' | 'png', now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `incident-graph-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}
