import type { I18nKey } from '../../i18n/keys';

/** The severities the UI words; a library may hold others, which are shown as written. */
export const SEVERITIES = ['critical', 'major', 'minor', 'unknown'] as const;
export type Severity = (typeof SEVERITIES)[number];

export function isKnownSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

/** The wording key of a known severity, or null for one the UI shows as the data writes it. */
export function severityKey(value: string): I18nKey | null {
  return isKnownSeverity(value) ? `severity.${value}` : null;
}
