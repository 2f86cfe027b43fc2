import { aliasResolver, slugKey } from '../core';
import type { Taxonomy } from '../core';
import type { TaxonomyKind } from '../core';
import { idFromKey, isKorean, parseDate, parseSeverity, safeUrl, splitList, stableHash } from './values';
import type { ImportedCase, ImportIssue, ImportText, RawIncident } from './types';

const STATED: ReadonlyArray<['domain_tags' | 'component_tags' | 'root_cause_tags' | 'symptom_tags', TaxonomyKind]> = [
  ['domain_tags', 'domain'],
  ['component_tags', 'component'],
  ['root_cause_tags', 'root_cause'],
  ['symptom_tags', 'symptom'],
];

/** A taxonomy slug for a stated tag ("Postgres", "ingress-nginx"), or null when it names none. */
export function resolveStated(taxonomy: Taxonomy, resolve: ReturnType<typeof aliasResolver>, kind: TaxonomyKind, tag: string): string | null {
  const key = slugKey(tag);
  if (Object.hasOwn(taxonomy[kind], key)) return key;
  const alias = resolve(kind, key);
  return alias && Object.hasOwn(taxonomy[kind], alias) ? alias : null;
}

function minutesBetween(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b < a) return null;
  return Math.round((b - a) / 60_000);
}

function secondsToMinutes(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? Math.round(n / 60) : null;
}

export interface ConvertContext {
  taxonomy: Taxonomy;
  resolve: ReturnType<typeof aliasResolver>;
}

export function convertContext(taxonomy: Taxonomy): ConvertContext {
  return { taxonomy, resolve: aliasResolver(taxonomy) };
}

/**
 * One incident as read → a case record of the app's format, or null when it cannot be one
 * (no title, no usable date: reported, and the other rows go on).
 */
export function toCase(raw: RawIncident, ctx: ConvertContext, issues: ImportIssue[]): ImportedCase | null {
  const v = raw.values;
  const key = v.id?.[0] ?? null;
  const report = (severity: ImportIssue['severity'], code: ImportIssue['code'], field: string | null, params: Record<string, string | number> = {}) =>
    issues.push({ severity, file: raw.file, row: raw.row, key: key ? key.slice(0, 60) : null, field, code, params });
  const title = v.title?.[0];
  if (!title) {
    report('error', 'noTitle', 'title');
    return null;
  }
  const dateText = v.date?.[0];
  if (!dateText) {
    report('error', 'noDate', 'date');
    return null;
  }
  const start = parseDate(dateText);
  if (!start.ok) {
    report('error', start.code, 'date', { value: dateText.slice(0, 40) });
    return null;
  }
  const englishMissing: string[] = [];
  const text = (field: string, value: string | undefined): ImportText | null => {
    if (!value) return null;
    if (isKorean(value)) {
      englishMissing.push(field);
      return { en: value, ko: value };
    }
    return { en: value, ko: null };
  };
  const joined = (...parts: (string[] | undefined)[]) => parts.flatMap((p) => p ?? []).join('\n\n') || undefined;

  const end = v.end?.[0] ? parseDate(v.end[0]) : null;
  const detected = v.detected?.[0] ? parseDate(v.detected[0]) : null;
  const startMs = start.ms;
  const resolvedAfter = (end?.ok ? minutesBetween(startMs, end.ms) : null) ?? secondsToMinutes(v.seconds_to_resolve?.[0]);
  const detectedAfter = (detected?.ok ? minutesBetween(startMs, detected.ms) : null) ?? secondsToMinutes(v.seconds_to_detect?.[0]);
  if (end && !end.ok) report('warning', end.code, 'end', { value: v.end![0]!.slice(0, 40) });

  const slugs = { domain: [] as string[], component: [] as string[], root_cause: [] as string[], symptom: [] as string[] };
  const labels: string[] = [...(v.labels ?? []).flatMap(splitList)];
  for (const [target, kind] of STATED) {
    for (const tag of (v[target] ?? []).flatMap(splitList)) {
      const slug = resolveStated(ctx.taxonomy, ctx.resolve, kind, tag);
      if (slug) slugs[kind as keyof typeof slugs].push(slug);
      else labels.push(tag);
    }
  }
  const url = (v.url ?? []).map(safeUrl).find((u): u is string => u !== null) ?? null;
  const severity = (v.severity ?? []).map(parseSeverity).find((s) => s !== 'unknown') ?? 'unknown';
  const actionTexts = (v.action_items ?? []).flatMap((a) => (raw.format === 'csv' ? a.split(/\r?\n/).map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim()) : [a])).filter(Boolean);
  const id = key ? idFromKey(/^\d+$/.test(key.trim()) && raw.idPrefix ? `${raw.idPrefix}-${key}` : key) : '';
  const c: ImportedCase = {
    id: id || `${raw.format === 'csv' ? 'row' : 'pm'}-${stableHash(`${raw.file}\u0000${raw.row ?? ''}\u0000${title}`)}`,
    org: v.org?.[0] ?? '',
    date: start.date,
    date_kind: 'started',
    title: text('title', title)!,
    summary: text('summary', joined(v.summary, v.root_cause_text, v.resolution)),
    symptoms_text: text('symptoms_text', joined(v.symptoms_text)),
    trigger: text('trigger', joined(v.trigger)),
    detection: text('detection', joined(v.detection)),
    lessons: text('lessons', joined(v.lessons)),
    domain: [...new Set(slugs.domain)],
    components: [...new Set(slugs.component)],
    symptoms: [...new Set(slugs.symptom)],
    contributing: [],
    root_cause: slugs.root_cause[0] ?? null,
    severity,
    impact: null,
    timeline: { detected_after: detectedAfter, resolved_after: resolvedAfter },
    action_items: actionTexts.map((t) => ({ text: text('action_items', t)! })),
    remediation: [],
    sources: url ? [{ url, kind: 'import', license: null, archived: null }] : [],
    related: [],
    recurrence_of: null,
    docs: [],
    imported_from: { file: raw.file, row: raw.row, format: raw.format, key },
  };
  const hints: NonNullable<ImportedCase['import_hints']> = {};
  if (v.root_cause_text?.length) hints.root_cause_text = v.root_cause_text.join('\n');
  if (v.service?.length) hints.service = v.service.join(', ');
  if (labels.length) hints.labels = [...new Set(labels)];
  if (Object.keys(hints).length) c.import_hints = hints;
  if (englishMissing.length) c.english_missing = [...new Set(englishMissing)];
  return c;
}
