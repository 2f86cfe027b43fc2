import { isValidCaseDate } from '../core';
import { MAX_CELL_CHARS, type ImportIssue, type ImportIssueCode } from './types';

/** Reports an issue of the row being read (bound by the caller to file, row and key). */
export type Report = (severity: ImportIssue['severity'], code: ImportIssueCode, field: string | null, params?: Record<string, string | number>) => void;

/** A formula a spreadsheet would run when the text is exported again (`=HYPERLINK(…)`, `+cmd(…)`, `@SUM(…)`). */
const FORMULA = /^[\t\r ]*(?:=|[+\-@][\t ]*[A-Za-z_][A-Za-z0-9_.]*[\t ]*\()/;
const HTML = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/;

/**
 * One cell or value made safe to keep: cut at MAX_CELL_CHARS, a formula neutralised with a
 * leading apostrophe (as spreadsheets themselves write literal text), HTML kept as text (only
 * reported: the app never renders data as HTML).
 */
export function cleanValue(raw: string, field: string, report: Report): string {
  let value = raw.replaceAll('\u0000', '');
  if (value.length > MAX_CELL_CHARS) {
    report('warning', 'cellTooLong', field, { length: value.length, max: MAX_CELL_CHARS });
    value = value.slice(0, MAX_CELL_CHARS);
  }
  if (FORMULA.test(value)) {
    report('warning', 'formulaNeutralised', field, { value: value.trim().slice(0, 40) });
    value = `'${value.trimStart()}`;
  }
  if (HTML.test(value)) report('warning', 'htmlKeptAsText', field, {});
  return value.trim();
}

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

export type DateResult = { ok: true; date: string; ms: number | null } | { ok: false; code: 'dateNotExist' | 'dateUnreadable' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function fromParts(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, offsetMinutes = 0): DateResult {
  const date = `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
  if (!isValidCaseDate(date) || h > 23 || mi > 59 || s > 60) return { ok: false, code: 'dateNotExist' };
  return { ok: true, date, ms: Date.UTC(y, mo - 1, d, h, mi, s) - offsetMinutes * 60_000 };
}

function hour12(h: number, ampm: string | undefined): number {
  if (!ampm) return h;
  const pm = ampm.toLowerCase() === 'pm';
  return (h % 12) + (pm ? 12 : 0);
}

/**
 * A date as exports write them: ISO 8601 (`2024-03-12`, `2024-03-12T15:04:05Z`,
 * `2024-03-12 15:04:05`), Jira's `12/Mar/24 3:04 PM`, `12 Mar 2024`, `2024/03/12`, a Unix time
 * in seconds or milliseconds. Times are read as UTC unless they carry an offset. The case date
 * is the calendar date as written. A date that does not exist (2024-02-30) is an error, not the
 * 1st of March.
 */
export function parseDate(value: string): DateResult {
  const v = value.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(v);
  if (m) {
    let offset = 0;
    const tz = m[7];
    if (tz && tz.toUpperCase() !== 'Z') {
      const sign = tz.startsWith('-') ? -1 : 1;
      const digits = tz.slice(1).replace(':', '');
      offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    }
    return fromParts(+m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), offset);
  }
  m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  if (m) return fromParts(+m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  // Jira: 12/Mar/24 3:04 PM (also 12/Mar/2024 15:04).
  m = /^(\d{1,2})[/ -]([A-Za-z]{3})[A-Za-z]*[/ -](\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/.exec(v);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    if (!month) return { ok: false, code: 'dateUnreadable' };
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return fromParts(year, month, +m[1]!, hour12(+(m[4] ?? 0), m[7]), +(m[5] ?? 0), +(m[6] ?? 0));
  }
  m = /^(\d{9,10}|\d{12,13})(?:\.\d+)?$/.exec(v);
  if (m) {
    const n = Number(m[1]);
    const ms = m[1]!.length >= 12 ? n : n * 1000;
    const d = new Date(ms);
    return { ok: true, date: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, ms };
  }
  return { ok: false, code: 'dateUnreadable' };
}

const SEVERITY_WORDS: Record<string, 'critical' | 'major' | 'minor'> = {
  p0: 'critical', p1: 'critical', sev0: 'critical', sev1: 'critical', critical: 'critical', highest: 'critical', blocker: 'critical', emergency: 'critical', '1': 'critical', '0': 'critical',
  p2: 'major', sev2: 'major', high: 'major', major: 'major', '2': 'major', urgent: 'major',
  p3: 'minor', p4: 'minor', p5: 'minor', sev3: 'minor', sev4: 'minor', sev5: 'minor', medium: 'minor', moderate: 'minor', low: 'minor', lowest: 'minor', minor: 'minor', trivial: 'minor', planning: 'minor', '3': 'minor', '4': 'minor', '5': 'minor',
  심각: 'critical', 긴급: 'critical', 높음: 'major', 보통: 'minor', 낮음: 'minor',
};

/** P1, Highest, "1 - Critical", SEV-2, high, 높음 … → the app's severities; anything else 'unknown'. */
export function parseSeverity(value: string): string {
  const v = value.trim().toLowerCase();
  if (!v) return 'unknown';
  const word = (w: string | undefined) => (w && Object.hasOwn(SEVERITY_WORDS, w) ? SEVERITY_WORDS[w] : undefined);
  const compact = word(v.replace(/[\s_-]+/g, ''));
  if (compact) return compact;
  // "1 - Critical", "P1 - Critical", "Sev 2 (High)": the first word that means something.
  for (const w of v.split(/[^a-z0-9\uac00-\ud7a3]+/)) {
    const found = word(w);
    if (found) return found;
  }
  return word(/(?:p|sev)\s*-?\s*(\d)/.exec(v)?.[1]) ?? 'unknown';
}

const HANGUL = /[\uac00-\ud7a3]/g;
const LATIN = /[A-Za-z]/g;

/** Mostly Korean: more Hangul syllables than Latin letters. */
export function isKorean(text: string): boolean {
  const h = text.match(HANGUL)?.length ?? 0;
  if (h === 0) return false;
  return h >= (text.match(LATIN)?.length ?? 0) / 2;
}

/** A stable id from a source key: `INC0012345`, `OPS-123`, `PD Q1ABC` → `PD-Q1ABC`. */
export function idFromKey(key: string): string {
  return key
    .trim()
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9._\-\uac00-\ud7a3]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** A short stable hash (FNV-1a, base 36) for records without a key of their own. */
export function stableHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, '0');
}

/** http(s) only: a `javascript:` link from a file is never kept. */
export function safeUrl(value: string): string | null {
  const v = value.trim();
  if (!/^https?:\/\//i.test(v)) return null;
  try {
    return new URL(v).href;
  } catch {
    return null;
  }
}

/** Splits a tags cell: "a, b; c", "[a b]" or a YAML-ish list. */
export function splitList(value: string): string[] {
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[,;\n|]+/)
    .map((s) => s.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}
