import Papa from 'papaparse';
import { guessMapping, headerKey, idPrefixOf } from './mapping';
import { cleanValue } from './values';
import { IMPORT_TARGETS, MAX_ROWS, type ColumnMapping, type ImportIssue, type ParsedFile, type RawIncident } from './types';

/** Rows shown as read in the review step. */
export const PREVIEW_ROWS = 5;

/**
 * A CSV export: quoted newlines, a BOM, CRLF, `,` `;` tab or `|` separators, and header names
 * repeated once per value (Jira's `Component/s`, `Labels`), whose values are all read. The
 * header row is row 0; data rows are numbered from 1 in every issue.
 */
export function parseCsv(text: string, file: string, mapping?: ColumnMapping): ParsedFile {
  const issues: ImportIssue[] = [];
  const fileIssue = (code: ImportIssue['code'], params: ImportIssue['params'] = {}, severity: ImportIssue['severity'] = 'error') =>
    issues.push({ severity, file, row: null, key: null, field: null, code, params });
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) {
    fileIssue('emptyFile');
    return { format: 'csv', incidents: [], issues };
  }
  const parsed = Papa.parse<string[]>(body, { header: false, skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  for (const e of parsed.errors.slice(0, 20)) {
    // A field-count mismatch is normal (trailing empty cells); an unclosed quote is not.
    if (e.type === 'Quotes') issues.push({ severity: 'warning', file, row: typeof e.row === 'number' ? e.row : null, key: null, field: null, code: 'csvSyntax', params: { detail: e.message } });
  }
  const rows = parsed.data;
  const headers = (rows[0] ?? []).map((h) => h.replace(/^\uFEFF/, '').trim());
  const used = mapping ?? guessMapping(headers);
  const keys = headers.map(headerKey);
  // Column indices per header name (all of them: a name may repeat).
  const indicesOf = (name: string) => keys.flatMap((k, i) => (k === headerKey(name) ? [i] : []));
  for (const [target, names] of Object.entries(used.columns)) {
    for (const name of names ?? []) if (!indicesOf(name).length) fileIssue('mappingColumnMissing', { column: name, target }, 'warning');
  }
  const hasTitle = (used.columns.title ?? []).some((n) => indicesOf(n).length);
  const hasDate = (used.columns.date ?? []).some((n) => indicesOf(n).length);
  if (!hasTitle && !hasDate) {
    fileIssue('noHeader', { first: headers.slice(0, 4).join(', ').slice(0, 80) });
    return { format: 'csv', incidents: [], issues, headers, mapping: used, preview: rows.slice(0, PREVIEW_ROWS) };
  }
  if (rows.length - 1 > MAX_ROWS) fileIssue('tooManyRows', { rows: rows.length - 1, max: MAX_ROWS }, 'warning');
  const incidents: RawIncident[] = [];
  const idColumns = (used.columns.id ?? []).flatMap(indicesOf);
  for (let r = 1; r < Math.min(rows.length, MAX_ROWS + 1); r++) {
    const cells = rows[r]!;
    const key = idColumns.map((i) => cells[i]?.trim()).find((v) => v) ?? null;
    const values: RawIncident['values'] = {};
    for (const target of IMPORT_TARGETS) {
      for (const name of used.columns[target] ?? []) {
        for (const i of indicesOf(name)) {
          const cell = cells[i];
          if (cell === undefined || !cell.trim()) continue;
          const v = cleanValue(cell, headers[i] ?? name, (severity, code, field, params = {}) => issues.push({ severity, file, row: r, key: key ? key.slice(0, 60) : null, field, code, params }));
          if (v) (values[target] ??= []).push(v);
        }
      }
    }
    incidents.push({ file, row: r, format: 'csv', values, idPrefix: idPrefixOf(used.tool) });
  }
  return { format: 'csv', incidents, issues, headers, mapping: used, preview: rows.slice(1, 1 + PREVIEW_ROWS) };
}
