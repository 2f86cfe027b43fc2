import type { I18nKey } from '../../i18n/keys';
import { IMPORT_TARGETS, type ImportIssue, type ImportIssueCode, type ImportTarget, type SuggestedKind, type SuggestionReason } from './types';

/** A `t` over any catalogue key (see src/i18n/wording.ts wordsOf). */
export type ImportWords = (key: I18nKey, params?: Readonly<Record<string, string | number>>) => string;

export const issueKey = (code: ImportIssueCode): I18nKey => `importer.issue.${code}`;
export const targetKey = (target: ImportTarget): I18nKey => `importer.target.${target}`;
export const kindKey = (kind: SuggestedKind): I18nKey => `importer.kind.${kind}`;
export const reasonKey = (reason: SuggestionReason['kind']): I18nKey => `importer.reason.${reason}`;

/** Where an issue is: "incidents.csv, row 4 (OPS-12), field Created". */
export function wordIssuePlace(w: ImportWords, i: ImportIssue): string {
  const parts = [i.row === null ? w('importer.placeFile', { file: i.file }) : w('importer.placeRow', { file: i.file, row: i.row })];
  if (i.key) parts.push(w('importer.placeKey', { key: i.key }));
  if (i.field) parts.push(w('importer.placeField', { field: i.field }));
  return parts.join(' ');
}

/** The issue's message in the reader's language (a target name in params is worded too). */
export function wordIssue(w: ImportWords, i: ImportIssue): string {
  const params: Record<string, string | number> = { ...i.params };
  if (typeof params.target === 'string') params.target = w(targetKey(params.target as ImportTarget));
  return w(issueKey(i.code), params);
}

/** "incidents.csv, row 4 (OPS-12), field Created: the date … does not exist; row skipped". */
export function wordIssueLine(w: ImportWords, i: ImportIssue): string {
  return `${wordIssuePlace(w, i)}: ${wordIssue(w, i)}`;
}

export function wordReason(w: ImportWords, r: SuggestionReason): string {
  switch (r.kind) {
    case 'label':
      return w(reasonKey('label'), { field: (IMPORT_TARGETS as readonly string[]).includes(r.field) ? w(targetKey(r.field as ImportTarget)) : r.field, text: r.text });
    case 'similar':
      return w(reasonKey('similar'), { ids: r.ids.join(', ') });
    case 'rootCauseText':
      return w(reasonKey('rootCauseText'), { text: r.text });
    case 'stated':
      return w(reasonKey('stated'));
  }
}
