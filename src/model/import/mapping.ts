import { IMPORT_TARGETS, type ColumnMapping, type ImportTarget } from './types';

/** A header as compared: "Component/s" → "components", "Created At" → "createdat". */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/\/s$/, 's')
    .replace(/^custom field \((.*)\)$/, '$1')
    .replace(/[^a-z0-9\uac00-\ud7a3]+/g, '');
}

/** Targets whose columns are all read (a tag list), not just the first one present. */
const LIST_TARGETS: ReadonlySet<ImportTarget> = new Set(['domain_tags', 'component_tags', 'root_cause_tags', 'symptom_tags', 'labels', 'action_items', 'severity']);

export const EXPORT_TOOLS = ['pagerduty', 'jira', 'opsgenie', 'servicenow', 'generic'] as const;
export type ExportTool = (typeof EXPORT_TOOLS)[number];

interface ToolEntry {
  /** Header keys that identify the export (any one of them). */
  detect: string[];
  /** Put before a numeric key (PagerDuty's incident 1842 → PD-1842). */
  idPrefix: string;
  /** Header keys per target, most specific first; tried before the generic ones. */
  columns: Partial<Record<ImportTarget, string[]>>;
}

/** The known exports: one entry per tool, the compiler holds the table to EXPORT_TOOLS. */
export const TOOL_TABLE = {
  pagerduty: {
    idPrefix: 'PD',
    detect: ['incidentnumber', 'secondstoresolve', 'escalationpolicyname'],
    columns: {
      id: ['incidentnumber', 'id'],
      title: ['title', 'description'],
      date: ['createdon', 'createdat'],
      end: ['resolvedon', 'resolvedat'],
      seconds_to_detect: ['secondstofirstack'],
      seconds_to_resolve: ['secondstoresolve'],
      severity: ['priorityname', 'priority', 'urgency'],
      service: ['servicename'],
      url: ['htmlurl'],
      summary: ['summary', 'notes'],
    },
  },
  jira: {
    idPrefix: 'JIRA',
    detect: ['issuekey'],
    columns: {
      id: ['issuekey'],
      title: ['summary'],
      summary: ['description'],
      date: ['incidentstart', 'starttime', 'created'],
      end: ['incidentend', 'resolved'],
      severity: ['severity', 'priority'],
      component_tags: ['components'],
      labels: ['labels'],
      root_cause_text: ['rootcause', 'rootcauses'],
      org: ['organization', 'organizations', 'company'],
    },
  },
  opsgenie: {
    idPrefix: 'OG',
    detect: ['tinyid', 'impactedservices'],
    columns: {
      id: ['tinyid', 'id'],
      title: ['message'],
      summary: ['description'],
      date: ['createdat', 'created'],
      end: ['resolvedat', 'closedat'],
      severity: ['priority'],
      service: ['impactedservices'],
      labels: ['tags'],
      url: ['link', 'url'],
    },
  },
  servicenow: {
    idPrefix: 'SN',
    detect: ['shortdescription', 'openedat', 'cmdbci'],
    columns: {
      id: ['number'],
      title: ['shortdescription'],
      summary: ['description'],
      date: ['openedat', 'sysCreatedOn'.toLowerCase()],
      end: ['resolvedat', 'closedat'],
      severity: ['priority', 'impact', 'urgency'],
      service: ['cmdbci', 'businessservice'],
      root_cause_text: ['urootcause', 'rootcause', 'closecode'],
      resolution: ['closenotes'],
      labels: ['category', 'subcategory'],
      org: ['company'],
    },
  },
  generic: { idPrefix: '', detect: [], columns: {} },
} as const satisfies Record<ExportTool, ToolEntry>;

/** Header keys every export may use, after the tool's own. */
const GENERIC: Record<ImportTarget, string[]> = {
  id: ['id', 'key', 'incidentid', 'incidentkey', 'number', 'ticket', '번호'],
  title: ['title', 'name', 'summary', 'subject', 'incident', '제목'],
  date: ['date', 'startedat', 'starttime', 'start', 'createdat', 'created', 'opened', 'timestamp', '날짜', '시작'],
  detected: ['detectedat', 'detected', 'acknowledgedat', '탐지시각'],
  end: ['endtime', 'endedat', 'end', 'resolvedat', 'resolved', 'closedat', '종료'],
  seconds_to_detect: ['secondstodetect', 'timetodetect'],
  seconds_to_resolve: ['secondstoresolve', 'duration', 'durationseconds'],
  org: ['org', 'organisation', 'organization', 'company', 'team', '조직', '회사'],
  summary: ['description', 'details', 'summary', '요약', '설명'],
  symptoms_text: ['impact', 'symptoms', 'customerimpact', '영향', '증상'],
  trigger: ['trigger', '트리거'],
  detection: ['detection', 'howdetected', '탐지'],
  lessons: ['lessons', 'lessonslearned', '교훈'],
  resolution: ['resolution', 'resolutionnotes', 'fix', '해결'],
  action_items: ['actionitems', 'followups', 'followup', '조치항목'],
  severity: ['severity', 'sev', 'priority', 'urgency', '심각도', '우선순위'],
  url: ['url', 'link', 'htmlurl', 'postmortemurl', '링크'],
  root_cause_text: ['rootcause', 'rootcauses', 'cause', '근본원인', '원인'],
  service: ['service', 'services', 'servicename', 'affectedservice', 'system', '서비스'],
  domain_tags: ['domain', 'domains'],
  component_tags: ['components', 'component'],
  root_cause_tags: ['rootcauseslug', 'rootcausetag'],
  symptom_tags: ['symptomtags', 'symptomslugs'],
  labels: ['labels', 'tags', 'categories', 'keywords', '태그'],
};

/** The prefix of numeric keys for a mapping's tool ('' for a custom one). */
export function idPrefixOf(tool: string): string {
  return (EXPORT_TOOLS as readonly string[]).includes(tool) ? TOOL_TABLE[tool as ExportTool].idPrefix : '';
}

/** Which known export a header row comes from. */
export function detectTool(headers: readonly string[]): ExportTool {
  const keys = new Set(headers.map(headerKey));
  for (const tool of EXPORT_TOOLS) {
    const entry: ToolEntry = TOOL_TABLE[tool];
    if (entry.detect.some((k) => keys.has(k))) return tool;
  }
  return 'generic';
}

/**
 * The column mapping guessed from a header row: the tool's own columns first, then the generic
 * names. A column feeds one target only (the first that claims it), except for tag lists.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const tool = detectTool(headers);
  const entry: ToolEntry = TOOL_TABLE[tool];
  const byKey = new Map<string, string>();
  for (const h of headers) if (!byKey.has(headerKey(h))) byKey.set(headerKey(h), h.replace(/^\uFEFF/, ''));
  const claimed = new Set<string>();
  const columns: ColumnMapping['columns'] = {};
  // Two passes: the tool's names claim their columns before any generic name does.
  for (const pass of ['tool', 'generic'] as const) {
    for (const target of IMPORT_TARGETS) {
      if (columns[target]?.length && !LIST_TARGETS.has(target)) continue;
      const keys = pass === 'tool' ? (entry.columns[target] ?? []) : GENERIC[target];
      for (const key of keys) {
        const header = byKey.get(key);
        if (header === undefined || claimed.has(header)) continue;
        claimed.add(header);
        (columns[target] ??= []).push(header);
        if (!LIST_TARGETS.has(target)) break;
      }
    }
  }
  return { tool, columns };
}

/** A mapping from JSON (a saved mapping file), or null when it is not one. Unknown targets are dropped. */
export function parseMapping(value: unknown): ColumnMapping | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const cols = v.columns;
  if (typeof cols !== 'object' || cols === null || Array.isArray(cols)) return null;
  const columns: ColumnMapping['columns'] = {};
  for (const target of IMPORT_TARGETS) {
    const c: unknown = Object.hasOwn(cols, target) ? (cols as Record<string, unknown>)[target] : undefined;
    const list = typeof c === 'string' ? [c] : Array.isArray(c) ? c.filter((x): x is string => typeof x === 'string' && x !== '') : [];
    if (list.length) columns[target] = list;
  }
  return { tool: typeof v.tool === 'string' ? v.tool : 'custom', columns };
}

/** The mapping as a file: stable key order, so a saved mapping diffs cleanly. */
export function serialiseMapping(mapping: ColumnMapping): string {
  const columns: Record<string, string[]> = {};
  for (const target of IMPORT_TARGETS) if (mapping.columns[target]?.length) columns[target] = mapping.columns[target]!;
  return `${JSON.stringify({ tool: mapping.tool, columns }, null, 2)}\n`;
}
