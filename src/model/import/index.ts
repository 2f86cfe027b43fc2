/**
 * Importing a team's history: CSV exports (PagerDuty, Jira / JSM, Opsgenie, ServiceNow, any
 * table with a title and a date) and Markdown postmortems (YAML front matter, the Google SRE
 * template in English or Korean) → case records of the app's format, with suggested tags.
 * Plain TypeScript: runs in the browser (files never leave it) and in Node (scripts/import.ts).
 */
import { buildSimilarityIndex } from '../similarity';
import type { Case } from '../core';
import type { Taxonomy } from '../core';
import { convertContext, toCase } from './convert';
import { parseCsv } from './csv';
import { parseMarkdown } from './markdown';
import { applyTopSuggestions, phraseTable, suggestTags, type SuggestContext } from './suggest';
import { MAX_FILE_CHARS, type SuggestedKind, type ColumnMapping, type ImportedCase, type ImportIssue, type ParsedFile } from './types';

export * from './types';
export { guessMapping, parseMapping, serialiseMapping, detectTool, headerKey, EXPORT_TOOLS, TOOL_TABLE, type ExportTool } from './mapping';
export { parseDate, parseSeverity, cleanValue, idFromKey, isKorean } from './values';
export { parseCsv, PREVIEW_ROWS } from './csv';
export { parseMarkdown, SECTION_TABLE, timelineMinutes } from './markdown';
export { suggestTags, applyTopSuggestions, phraseTable, findPhrases, KEYWORDS, type SuggestContext } from './suggest';
export { toCase } from './convert';

export const IMPORT_FORMATS = ['csv', 'markdown'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

interface FormatEntry {
  /** File name endings (lower case, with the dot). */
  extensions: readonly string[];
  /** MIME types a browser or server may give. */
  mimeTypes: readonly string[];
  parse: (text: string, file: string, mapping?: ColumnMapping) => ParsedFile;
}

/** One parser per format; a new format is one entry (and its tests). */
export const FORMAT_TABLE = {
  csv: { extensions: ['.csv', '.tsv'], mimeTypes: ['text/csv', 'text/tab-separated-values'], parse: parseCsv },
  markdown: { extensions: ['.md', '.markdown'], mimeTypes: ['text/markdown'], parse: (text, file) => parseMarkdown(text, file) },
} as const satisfies Record<ImportFormat, FormatEntry>;

/** The format of a file by its name (then its MIME type), or null when it is not one we import. */
export function formatOf(name: string, mimeType = ''): ImportFormat | null {
  const lower = name.toLowerCase().replace(/[?#].*$/, '');
  for (const f of IMPORT_FORMATS) if (FORMAT_TABLE[f].extensions.some((e) => lower.endsWith(e))) return f;
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  for (const f of IMPORT_FORMATS) if ((FORMAT_TABLE[f].mimeTypes as readonly string[]).includes(mime)) return f;
  return null;
}

export interface ImportFile {
  name: string;
  text: string;
  mimeType?: string;
}

export interface ImportOptions {
  taxonomy: Taxonomy;
  /** Cases the suggestions learn from (their similar cases); none: labels and keywords only. */
  library?: readonly Case[];
  /** A mapping for every CSV file (else each file's guessed mapping). */
  mapping?: ColumnMapping;
  /** A mapping per file name, over `mapping` (the review step changes one file's). */
  mappings?: Readonly<Record<string, ColumnMapping>>;
  applySuggestions?: boolean;
}

export interface ImportedFileReport {
  name: string;
  format: ImportFormat | null;
  /** Incidents read (before any was rejected) and cases made. */
  rows: number;
  cases: number;
  headers?: string[];
  mapping?: ColumnMapping;
  preview?: string[][];
}

export interface ImportResult {
  cases: ImportedCase[];
  issues: ImportIssue[];
  files: ImportedFileReport[];
}

/** A context for suggestions, made once per import (the library's similarity index is the cost). */
export function suggestContext(taxonomy: Taxonomy, library: readonly Case[] = []): SuggestContext {
  // Tags are voted by the few nearest cases, which BM25's own idf finds as well here: measured on
  // tests/eval/import, the drafts' idf^0.5 (issue #27) named one component less (30 of 32: a
  // backup-power failure tagged site power), so suggestions keep BM25's idf.
  return { taxonomy, table: phraseTable(taxonomy), similarity: library.length ? buildSimilarityIndex(library, { idfPower: 1 }) : null };
}

/**
 * Reads any mix of files into one library's cases. Never throws on bad input: each problem is an
 * issue naming its file, row and field, and the other rows go on. Ids are the sources' keys, so
 * a re-import gives the same ids; a repeated id is reported and numbered (`OPS-12-2`).
 */
export function importFiles(files: readonly ImportFile[], options: ImportOptions, context?: SuggestContext): ImportResult {
  const ctx = convertContext(options.taxonomy);
  const suggest = context ?? suggestContext(options.taxonomy, options.library);
  const cases: ImportedCase[] = [];
  const issues: ImportIssue[] = [];
  const reports: ImportedFileReport[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    const format = formatOf(file.name, file.mimeType);
    if (!format) {
      issues.push({ severity: 'error', file: file.name, row: null, key: null, field: null, code: 'unknownFormat', params: { name: file.name } });
      reports.push({ name: file.name, format: null, rows: 0, cases: 0 });
      continue;
    }
    let text = file.text;
    if (text.length > MAX_FILE_CHARS) {
      issues.push({ severity: 'warning', file: file.name, row: null, key: null, field: null, code: 'fileTooLong', params: { length: text.length, max: MAX_FILE_CHARS } });
      text = text.slice(0, MAX_FILE_CHARS);
    }
    let parsed: ParsedFile;
    try {
      parsed = FORMAT_TABLE[format].parse(text, file.name, (options.mappings && Object.hasOwn(options.mappings, file.name) ? options.mappings[file.name] : undefined) ?? options.mapping);
    } catch (e) {
      // A parser bug must not lose the other files: report it as unreadable content.
      issues.push({ severity: 'error', file: file.name, row: null, key: null, field: null, code: 'noRecognisedContent', params: { detail: String(e).slice(0, 120) } });
      reports.push({ name: file.name, format, rows: 0, cases: 0 });
      continue;
    }
    const fileIssues: ImportIssue[] = [...parsed.issues];
    let made = 0;
    for (const raw of parsed.incidents) {
      let c = toCase(raw, ctx, fileIssues);
      if (!c) continue;
      if (ids.has(c.id)) {
        let n = 2;
        while (ids.has(`${c.id}-${n}`)) n++;
        fileIssues.push({ severity: 'warning', file: raw.file, row: raw.row, key: c.imported_from.key, field: 'id', code: 'duplicateId', params: { id: c.id, renamed: `${c.id}-${n}` } });
        c = { ...c, id: `${c.id}-${n}` };
      }
      ids.add(c.id);
      const tags = suggestTags(c, suggest);
      c = { ...(options.applySuggestions ? applyTopSuggestions(c, tags) : c), suggested_tags: tags };
      cases.push(c);
      made++;
    }
    // In the order of the file: whole-file issues, then row by row (sort is stable).
    issues.push(...fileIssues.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
    reports.push({ name: file.name, format, rows: parsed.incidents.length, cases: made, headers: parsed.headers, mapping: parsed.mapping, preview: parsed.preview });
  }
  return { cases, issues, files: reports };
}

/** The issue's place as people say it: "incidents.csv, row 4 (OPS-12), field Created". */
export function issuePlace(i: ImportIssue): { file: string; row: number | null; key: string | null; field: string | null } {
  return { file: i.file, row: i.row, key: i.key, field: i.field };
}
export { wordIssue, wordIssueLine, wordIssuePlace, wordReason, issueKey, targetKey, kindKey, reasonKey, type ImportWords } from './wording';

/** Imported cases as a library file of the app's format (what "Open" and `npm run import` write). */
export function libraryText(cases: readonly ImportedCase[]): string {
  return `${JSON.stringify(cases, null, 2)}\n`;
}

/** One suggestion accepted: a root cause is set, the other kinds' slug added once. */
export function acceptSuggestion(c: ImportedCase, kind: SuggestedKind, slug: string): ImportedCase {
  if (kind === 'root_cause') return { ...c, root_cause: slug };
  return c[kind].includes(slug) ? c : { ...c, [kind]: [...c[kind], slug] };
}
