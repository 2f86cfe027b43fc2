/**
 * The importer's shared types: what a parser reads, what it reports, and the case records it
 * writes (plain JSON in the library's own format, see data/cases/IL-0034.json).
 */

/** Where a mapped value goes. `*_tags` are slugs stated by the source; the rest are texts or values. */
export const IMPORT_TARGETS = [
  'id',
  'title',
  'date',
  'detected',
  'end',
  'seconds_to_detect',
  'seconds_to_resolve',
  'org',
  'summary',
  'symptoms_text',
  'trigger',
  'detection',
  'lessons',
  'resolution',
  'action_items',
  'severity',
  'url',
  'root_cause_text',
  'service',
  'domain_tags',
  'component_tags',
  'root_cause_tags',
  'symptom_tags',
  'labels',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Which columns (header names) feed each target; several columns of one name are all read. */
export interface ColumnMapping {
  /** The export this mapping was guessed for ('custom' once changed). */
  tool: string;
  columns: Partial<Record<ImportTarget, string[]>>;
}

/** The issue codes; each is worded by `import.issue.<code>` in both catalogues. */
export const IMPORT_ISSUE_CODES = [
  'emptyFile',
  'unknownFormat',
  'noHeader',
  'csvSyntax',
  'noTitle',
  'noDate',
  'dateNotExist',
  'dateUnreadable',
  'noRecognisedContent',
  'badFrontMatter',
  'cellTooLong',
  'fileTooLong',
  'formulaNeutralised',
  'htmlKeptAsText',
  'duplicateId',
  'mappingColumnMissing',
  'tooManyRows',
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

/** One thing wrong with the input: an `error` skips its row (or file), a `warning` keeps it. */
export interface ImportIssue {
  severity: 'error' | 'warning';
  file: string;
  /** 1-based data row of a CSV (the header is row 0), or null for the whole file. */
  row: number | null;
  /** The incident's own key (an incident number) when the row has one. */
  key: string | null;
  /** The column or Markdown section, or null. */
  field: string | null;
  code: ImportIssueCode;
  params: Readonly<Record<string, string | number>>;
}

export interface ImportText {
  en: string;
  ko: string | null;
}

/** A suggested slug with why it was suggested. */
export interface TagSuggestion {
  slug: string;
  /** Higher first; comparable within a kind. */
  score: number;
  reasons: SuggestionReason[];
}

export type SuggestionReason =
  | { kind: 'label'; field: string; text: string }
  | { kind: 'similar'; ids: string[] }
  | { kind: 'rootCauseText'; text: string }
  | { kind: 'stated'; field: string; text: string };

export const SUGGESTED_KINDS = ['domain', 'components', 'root_cause', 'symptoms'] as const;
export type SuggestedKind = (typeof SUGGESTED_KINDS)[number];
export type SuggestedTags = Record<SuggestedKind, TagSuggestion[]>;

/** A case record as the importer writes it: valid for the library's schema. */
export interface ImportedCase {
  id: string;
  org: string;
  date: string;
  date_kind: 'started';
  title: ImportText;
  summary: ImportText | null;
  symptoms_text: ImportText | null;
  trigger: ImportText | null;
  detection: ImportText | null;
  lessons: ImportText | null;
  domain: string[];
  components: string[];
  symptoms: string[];
  contributing: string[];
  root_cause: string | null;
  severity: string;
  impact: null;
  timeline: { detected_after: number | null; resolved_after: number | null };
  action_items: { text: ImportText }[];
  remediation: [];
  sources: { url: string; kind: string; license: null; archived: null }[];
  related: [];
  recurrence_of: null;
  docs: [];
  /** Fields whose English is missing: only Korean was given (the English slot repeats it). */
  english_missing?: string[];
  /** Where the record came from. */
  imported_from: { file: string; row: number | null; format: string; key: string | null };
  /** Texts the source stated but the case format has no field for, read by the suggestions. */
  import_hints?: { root_cause_text?: string; service?: string; labels?: string[] };
  suggested_tags?: SuggestedTags;
}

/** One incident as a parser read it, before the shared conversion to a case. */
export interface RawIncident {
  file: string;
  row: number | null;
  format: string;
  values: Partial<Record<ImportTarget, string[]>>;
  /** Put before a key that is only a number (PagerDuty's 1842 → PD-1842), so tools do not collide. */
  idPrefix?: string;
}

/** What a parser hands back: incidents, issues, and for tables the header and mapping used. */
export interface ParsedFile {
  format: string;
  incidents: RawIncident[];
  issues: ImportIssue[];
  headers?: string[];
  mapping?: ColumnMapping;
  /** The first rows as read (cells), for the review step. */
  preview?: string[][];
}

/** Longest cell kept (characters); longer ones are cut and reported. */
export const MAX_CELL_CHARS = 20_000;
/** Longest file read (characters): a browser tab must not stall on a runaway export. */
export const MAX_FILE_CHARS = 50_000_000;
/** Rows read per file. */
export const MAX_ROWS = 100_000;
