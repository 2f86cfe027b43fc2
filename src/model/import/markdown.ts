import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { headerKey } from './mapping';
import { cleanValue, splitList } from './values';
import type { ImportIssue, ImportTarget, ParsedFile, RawIncident } from './types';

type Section = ImportTarget | 'timeline';

/**
 * The headings of the Google SRE postmortem template (and a few common variants), in English
 * and Korean, and where each section's text goes. A heading or a `Name:` line starts a section.
 */
export const SECTION_TABLE = {
  summary: ['Summary', 'Overview', 'Incident Summary', 'Executive Summary', '요약', '개요'],
  symptoms_text: ['Impact', 'Customer Impact', 'Symptoms', '영향', '증상', '영향 범위'],
  root_cause_text: ['Root Causes', 'Root Cause', 'Root Cause Analysis', 'Cause', '근본 원인', '원인', '근본원인'],
  trigger: ['Trigger', '트리거', '계기'],
  resolution: ['Resolution', 'Mitigation', 'Recovery', '해결', '복구', '완화'],
  detection: ['Detection', '탐지', '감지'],
  action_items: ['Action Items', 'Follow-ups', 'Follow-up Actions', 'Corrective Actions', '조치 항목', '후속 조치', '액션 아이템'],
  lessons: ['Lessons Learned', 'Lessons', 'What went well', 'What went wrong', 'Where we got lucky', '교훈', '잘된 점', '잘못된 점', '운이 좋았던 점'],
  timeline: ['Timeline', '타임라인', '경과', '시간순 경과'],
  date: ['Date', 'Incident Date', '날짜', '일시', '발생일'],
  org: ['Company', 'Organisation', 'Organization', '회사', '조직'],
  severity: ['Severity', 'Priority', '심각도', '등급'],
  service: ['Service', 'Services', 'Affected Services', '서비스', '영향받은 서비스'],
  id: ['Incident', 'Incident ID', 'Incident Number', '인시던트 번호'],
} as const satisfies Partial<Record<Section, readonly string[]>>;

const SECTION_BY_KEY = new Map<string, Section>();
for (const [section, names] of Object.entries(SECTION_TABLE)) for (const n of names) SECTION_BY_KEY.set(headerKey(n), section as Section);

/** Sections whose text is one short value (a `Date: …` line), not prose. */
const SHORT: ReadonlySet<Section> = new Set(['date', 'org', 'severity', 'service', 'id']);

/** Front matter keys (postmortems.app and our own) → targets. */
const FRONT_MATTER: Record<string, ImportTarget> = {
  title: 'title', start_time: 'date', date: 'date', started_at: 'date', end_time: 'end', ended_at: 'end', resolved_at: 'end',
  company: 'org', org: 'org', organisation: 'org', organization: 'org', product: 'service', service: 'service',
  categories: 'labels', keywords: 'labels', tags: 'labels', summary: 'summary', id: 'id', key: 'id',
  url: 'url', source: 'url', link: 'url', severity: 'severity', priority: 'severity',
  domain: 'domain_tags', components: 'component_tags', root_cause: 'root_cause_tags', symptoms: 'symptom_tags',
  impact: 'symptoms_text', trigger: 'trigger', detection: 'detection', lessons: 'lessons', root_causes: 'root_cause_text',
};

const md = new MarkdownIt({ html: false });

interface InlineToken {
  type: string;
  content: string;
  children: InlineToken[] | null;
}

function inlineText(token: InlineToken): string {
  if (!token.children) return token.content;
  return token.children.map((c) => (c.type === 'softbreak' || c.type === 'hardbreak' ? '\n' : c.type === 'text' || c.type === 'code_inline' ? c.content : '')).join('');
}

function stringsOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? [] : [value.toISOString()];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object') return [];
  return [String(value)];
}

/** Minutes from the first to the last time of a timeline ("14:51", "2015-10-21 15:57"), or null. */
export function timelineMinutes(lines: readonly string[]): number | null {
  const times: number[] = [];
  let dayOffset = 0;
  let last = -1;
  for (const line of lines) {
    const m = /^(?:\s*[-*]?\s*)(?:(\d{4}-\d{2}-\d{2})[ T])?(\d{1,2}):(\d{2})\b/.exec(line);
    if (!m) continue;
    let t = Number(m[2]) * 60 + Number(m[3]);
    if (m[1]) t += Math.floor(Date.parse(`${m[1]}T00:00:00Z`) / 60_000);
    else {
      if (last >= 0 && t + dayOffset < last - 12 * 60) dayOffset += 24 * 60;
      t += dayOffset;
    }
    times.push(t);
    last = t;
  }
  if (times.length < 2) return null;
  const span = Math.max(...times) - Math.min(...times);
  return span > 0 && span < 60 * 24 * 60 ? span : null;
}

/**
 * One postmortem per Markdown file: YAML front matter (postmortems.app keys), and/or the Google
 * SRE template's sections as headings or `Name:` lines, in English or Korean. The first `#`
 * heading is the title unless the front matter names one.
 */
export function parseMarkdown(text: string, file: string): ParsedFile {
  const issues: ImportIssue[] = [];
  const report = (severity: ImportIssue['severity'], code: ImportIssue['code'], field: string | null, params: Record<string, string | number> = {}) =>
    issues.push({ severity, file, row: null, key: null, field, code, params });
  const body0 = text.replace(/^\uFEFF/, '');
  if (!body0.trim()) {
    report('error', 'emptyFile', null);
    return { format: 'markdown', incidents: [], issues };
  }
  const values: RawIncident['values'] = {};
  const add = (target: ImportTarget, value: string, field: string) => {
    const v = cleanValue(value, field, report);
    if (v) (values[target] ??= []).push(v);
  };
  let recognised = false;
  let body = body0;
  const fm = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(body0);
  if (fm) {
    body = body0.slice(fm[0].length);
    try {
      const data: unknown = parseYaml(fm[1]!, { maxAliasCount: 50 });
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
          const target = FRONT_MATTER[k.toLowerCase()];
          if (!target) continue;
          recognised = true;
          for (const s of stringsOf(v)) for (const part of target.endsWith('_tags') || target === 'labels' ? splitList(s) : [s]) add(target, part, k);
        }
      }
    } catch (e) {
      report('error', 'badFrontMatter', 'front matter', { detail: (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 120) });
    }
  }
  const tokens = md.parse(body, {}) as unknown as (InlineToken & { tag: string; type: string })[];
  let section: Section | null = null;
  let sectionLevel = 0;
  const texts = new Map<Section, string[]>();
  const push = (s: Section, t: string) => {
    const list = texts.get(s) ?? [];
    list.push(t);
    texts.set(s, list);
  };
  let inList = 0;
  let cellIndex = 0;
  let inTableHead = false;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.type === 'heading_open') {
      const inline = tokens[i + 1]!;
      const heading = inlineText(inline).trim();
      const level = Number(tok.tag.slice(1));
      i += 2;
      if (level === 1 && !values.title && !texts.has('title' as Section)) {
        push('title', heading);
        section = null;
        continue;
      }
      const found = SECTION_BY_KEY.get(headerKey(heading));
      if (found && found === section && level > sectionLevel) {
        // "### What went well" under "## Lessons Learned": the same section, its heading kept.
        push(section, heading);
      } else if (found) {
        recognised = true;
        section = found;
        sectionLevel = level;
      } else if (section && level > sectionLevel) {
        // A sub-heading of a section (### What went well under ## Lessons Learned) stays in it.
        push(section, heading);
      } else section = null;
      continue;
    }
    if (tok.type === 'bullet_list_open' || tok.type === 'ordered_list_open') inList++;
    if (tok.type === 'bullet_list_close' || tok.type === 'ordered_list_close') inList--;
    if (tok.type === 'thead_open') inTableHead = true;
    if (tok.type === 'thead_close') inTableHead = false;
    if (tok.type === 'tr_open') cellIndex = 0;
    if (tok.type !== 'inline') continue;
    const prev = tokens[i - 1]!;
    const content = inlineText(tok).trim();
    if (!content) continue;
    if (prev.type === 'th_open' || inTableHead) continue;
    if (prev.type === 'td_open') {
      // A table (Action Items, Timeline): the first cell of each row is the item.
      if (section && cellIndex++ === 0) push(section, content);
      continue;
    }
    // "Summary: …" / "**Root Causes:** …" lines open a section too (the SRE book's example).
    const line = /^([^:\n]{2,40})[:：]\s*([\s\S]*)$/.exec(content);
    const named = line ? SECTION_BY_KEY.get(headerKey(line[1]!)) : undefined;
    if (named && !inList) {
      recognised = true;
      section = named;
      sectionLevel = 99;
      if (line![2]!.trim()) push(named, line![2]!.trim());
      continue;
    }
    if (section) push(section, content);
  }
  if (!recognised) {
    report('error', 'noRecognisedContent', null);
    return { format: 'markdown', incidents: [], issues };
  }
  for (const [s, list] of texts) {
    if (s === 'timeline') {
      const minutes = timelineMinutes(list.flatMap((t) => t.split('\n')));
      if (minutes !== null && !values.seconds_to_resolve) values.seconds_to_resolve = [String(minutes * 60)];
      continue;
    }
    if (s === 'action_items') for (const item of list) add('action_items', item, SECTION_TABLE.action_items[0]);
    else if (SHORT.has(s)) add(s as ImportTarget, list[0]!, s);
    else if (!values[s as ImportTarget]?.length) add(s as ImportTarget, list.join('\n\n'), s);
  }
  // No key of its own: the file's name is the key, so a re-import gives the same id.
  if (!values.id?.length) values.id = [file.replace(/^.*[\\/]/, '').replace(/\.(md|markdown)$/i, '')];
  return { format: 'markdown', incidents: [{ file, row: null, format: 'markdown', values }], issues };
}
