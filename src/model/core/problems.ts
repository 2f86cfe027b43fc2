import type { I18nKey } from '../../i18n/keys';

/**
 * What can be wrong with a library, as codes the UI words in the reader's language (the
 * `problem.<code>` message of each catalogue, with `params` as its placeholders). Typing the
 * wording key from the code makes a code without wording a compile error.
 */
export const PROBLEM_CODES = [
  'recordNotObject',
  'fieldMissing',
  'fieldWrongType',
  'fieldInvalid',
  'numberTooSmall',
  'englishTextMissing',
  'slugEmpty',
  'slugTooLong',
  'idEmpty',
  'idTooLong',
  'badDate',
  'duplicateId',
  'duplicateIdOtherFile',
  'tooManyValues',
  'unsafeLink',
  'valueTooDeep',
  'valueTooLarge',
  'selfReference',
  'unknownReference',
  'unknownSlug',
  'emptyFile',
  'badJson',
  'badJsonLine',
  'casesNotList',
  'notLibrary',
  'badTaxonomy',
  // Readers' feedback carried by a library file (src/model/feedback/).
  'feedbackNotList',
  'badFeedback',
  // A packed library's files (see src/model/pack/).
  'packFileFailed',
  'packShardFailed',
  'packCountMismatch',
  // Checks of the bundled library only (npm run validate-data).
  'fileName',
  'noSource',
  'koreanTextMissing',
  'koreanLabelMissing',
  'aliasIsSlug',
  'aliasTargetMissing',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** Placeholders of a problem's wording: record numbers, ids, counts, type names, slugs. */
export type ProblemParams = Readonly<Record<string, string | number>>;

/**
 * Something wrong with the input. `error` means the record (or file) was skipped; `warning`
 * means it was kept but part of it was ignored (an unknown slug, an unsafe link…).
 */
export interface Problem {
  severity: 'error' | 'warning';
  /** Position of the record in the input (0-based), when the problem belongs to one record. */
  index: number | null;
  /** The record's id, when it has a readable one. */
  id: string | null;
  /** Path of the offending field, e.g. `title.en` or `sources[1].url`; '' for the whole record or file. */
  field: string;
  /** The file, when several were opened as one library (then `index` counts within it). */
  file?: string;
  code: ProblemCode;
  params: ProblemParams;
}

export function problemKey(code: ProblemCode): I18nKey {
  return `problem.${code}`;
}

/** Record numbers as a reader counts them: the first record is 1. */
export function recordNumber(index: number): number {
  return index + 1;
}

/** Problems in record order (file-wide ones first), keeping the found order within a record. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return problems
    .map((p, k) => [p, k] as const)
    .sort(([a, ka], [b, kb]) => (a.index ?? -1) - (b.index ?? -1) || ka - kb)
    .map(([p]) => p);
}

/** Schema messages that name a problem code; zod carries them as the message. */
const SCHEMA_CODES = new Set<string>(['englishTextMissing', 'slugEmpty', 'slugTooLong', 'idEmpty', 'idTooLong', 'badDate']);

export function isSchemaCode(message: string): message is ProblemCode {
  return SCHEMA_CODES.has(message);
}

/** Problems that mean the file as a whole could not be read: nothing of it can be shown. */
const WHOLE_FILE_CODES = new Set<ProblemCode>(['emptyFile', 'badJson', 'casesNotList', 'notLibrary']);

/** The problem that stopped a whole file from being read, if one did (the app then shows an error page, not an empty library). */
export function wholeFileFailure(problems: readonly Problem[]): Problem | null {
  // A file of several that could not be read is reported; the others open.
  return problems.find((p) => p.index === null && p.file === undefined && p.severity === 'error' && WHOLE_FILE_CODES.has(p.code)) ?? null;
}
