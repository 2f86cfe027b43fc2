import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18nBoth } from '../../src/i18n/both';
import { wordsOf } from '../../src/i18n/wording';
import { openLibrary } from '../../src/model/library';
import {
  formatOf,
  guessMapping,
  importFiles,
  parseCsv,
  parseDate,
  parseMapping,
  parseMarkdown,
  parseSeverity,
  serialiseMapping,
  timelineMinutes,
  wordIssueLine,
  type ImportIssue,
} from '../../src/model/import';
import { readTaxonomy } from '../../scripts/libraryFiles';

const DIR = join(import.meta.dirname, '../fixtures/import');
const fixture = (name: string) => ({ name, text: readFileSync(join(DIR, name), 'utf8') });
const taxonomy = readTaxonomy();
const run = (...names: string[]) => importFiles(names.map(fixture), { taxonomy });
const codes = (issues: ImportIssue[]) => issues.map((i) => `${i.file}:${i.row}:${i.field}:${i.code}`);

describe('dates', () => {
  it('reads ISO 8601, Jira, day-month-year and Unix times', () => {
    expect(parseDate('2024-03-12')).toMatchObject({ ok: true, date: '2024-03-12' });
    expect(parseDate('2024-03-12T23:30:00-02:00')).toMatchObject({ ok: true, date: '2024-03-12', ms: Date.UTC(2024, 2, 13, 1, 30) });
    expect(parseDate('12/Mar/24 3:04 PM')).toMatchObject({ ok: true, date: '2024-03-12', ms: Date.UTC(2024, 2, 12, 15, 4) });
    expect(parseDate('12/Mar/24 12:10 AM')).toMatchObject({ ok: true, ms: Date.UTC(2024, 2, 12, 0, 10) });
    expect(parseDate('1710255600')).toMatchObject({ ok: true, date: '2024-03-12', ms: 1710255600000 });
    expect(parseDate('1710255600000')).toMatchObject({ ok: true, date: '2024-03-12' });
    expect(parseDate('2024/03/12 08:00')).toMatchObject({ ok: true, date: '2024-03-12' });
  });
  it('rejects a date that does not exist rather than rolling it over', () => {
    expect(parseDate('2024-02-30')).toEqual({ ok: false, code: 'dateNotExist' });
    expect(parseDate('30/Feb/24 1:00 PM')).toEqual({ ok: false, code: 'dateNotExist' });
    expect(parseDate('2023-02-29')).toEqual({ ok: false, code: 'dateNotExist' });
    expect(parseDate('2024-02-29')).toMatchObject({ ok: true });
    expect(parseDate('next tuesday')).toEqual({ ok: false, code: 'dateUnreadable' });
  });
});

describe('severity', () => {
  it('maps priorities and urgencies of the usual tools', () => {
    expect(['P1', 'Highest', '1 - Critical', 'SEV-1', 'sev0'].map(parseSeverity)).toEqual(Array(5).fill('critical'));
    expect(['P2', 'High', 'high', '2 - High'].map(parseSeverity)).toEqual(Array(4).fill('major'));
    expect(['P4', 'Low', 'Lowest', '3 - Moderate', '낮음'].map(parseSeverity)).toEqual(Array(5).fill('minor'));
    expect(parseSeverity('whatever')).toBe('unknown');
  });
});

describe('CSV exports', () => {
  it('guesses the mapping of each tool from its headers', () => {
    const tools = ['pagerduty-incidents.csv', 'jira-incidents.csv', 'opsgenie-alerts.csv', 'servicenow-incidents.tsv'].map((n) => run(n).files[0]!.mapping!.tool);
    expect(tools).toEqual(['pagerduty', 'jira', 'opsgenie', 'servicenow']);
  });

  it('PagerDuty: key, times, urgency, service and link', () => {
    const r = run('pagerduty-incidents.csv');
    expect(r.cases.map((c) => c.id)).toEqual(['PD-1842', 'PD-1843', 'PD-1844']);
    const [a, b, c] = r.cases;
    expect(a).toMatchObject({ date: '2024-03-12', severity: 'critical', timeline: { detected_after: 2, resolved_after: 47 }, sources: [{ url: 'https://acme.pagerduty.com/incidents/Q1X2Y3Z4' }] });
    expect(b!.timeline.resolved_after).toBe(90);
    // A Unix time, and a low urgency without priority.
    expect(c).toMatchObject({ date: '2024-04-05', severity: 'minor', timeline: { resolved_after: 60 } });
    expect(r.issues).toEqual([]);
  });

  it('Jira: BOM, CRLF, quoted newlines, repeated Component/s and Labels, Jira dates', () => {
    const r = run('jira-incidents.csv');
    const [login, kafka] = r.cases;
    expect(login!.id).toBe('OPS-101');
    expect(login!.summary!.en).toContain('Users could not log in.\r\nThe IdP signing certificate');
    expect(login!.import_hints!.labels).toEqual(expect.arrayContaining(['okta', 'identity', 'sso', 'p1']));
    expect(login!.timeline.resolved_after).toBe(126);
    expect(login!.severity).toBe('critical');
    // The second Component/s column is empty for OPS-102; the first names kafka (an alias).
    expect(kafka!.components).toEqual(['message-queue']);
    expect(codes(r.issues)).toEqual(['jira-incidents.csv:3:date:noDate', 'jira-incidents.csv:4:date:dateNotExist']);
  });

  it('Opsgenie: `;` separator, millisecond times; a formula is neutralised, HTML kept as text', () => {
    const r = run('opsgenie-alerts.csv');
    expect(r.cases.map((c) => c.id)).toEqual(['OG-412', 'OG-413']);
    expect(r.cases[0]!.timeline.resolved_after).toBe(60);
    expect(r.cases[1]!.title.en).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(r.cases[1]!.summary!.en).toBe('<b>bold</b> text <script>alert(1)</script>');
    expect(codes(r.issues)).toEqual(['opsgenie-alerts.csv:2:Message:formulaNeutralised', 'opsgenie-alerts.csv:2:Description:htmlKeptAsText']);
  });

  it('ServiceNow: tab separator, "1 - Critical", company, close notes', () => {
    const r = run('servicenow-incidents.tsv');
    expect(r.cases[0]).toMatchObject({ id: 'INC0012345', org: 'ACME Corp', severity: 'critical', timeline: { resolved_after: 90 } });
    expect(r.cases[0]!.summary!.en).toContain('Rolled back firmware');
  });

  it('a changed mapping is used, serialised and read back', () => {
    const text = 'Ticket,Headline,When,Why\nT-1,Disk filled up,2024-01-02,Disk full on the primary\n';
    expect(guessMapping(['Ticket', 'Headline', 'When', 'Why']).columns.title).toBeUndefined();
    const mapping = { tool: 'custom', columns: { id: ['Ticket'], title: ['Headline'], date: ['When'], root_cause_text: ['Why'] } };
    const again = parseMapping(JSON.parse(serialiseMapping(mapping)));
    expect(again).toEqual(mapping);
    const r = importFiles([{ name: 'x.csv', text }], { taxonomy, mapping: again! });
    expect(r.cases[0]).toMatchObject({ id: 'T-1', title: { en: 'Disk filled up' }, date: '2024-01-02' });
    expect(r.cases[0]!.suggested_tags!.root_cause[0]!.slug).toBe('capacity-exhaustion');
    expect(parseMapping('nonsense')).toBeNull();
  });
});

describe('Markdown postmortems', () => {
  it('front matter with postmortems.app keys', () => {
    const [c] = run('frontmatter-postmortem.md').cases;
    expect(c).toMatchObject({ id: 'frontmatter-postmortem', org: 'Example Co', date: '2023-11-14', timeline: { resolved_after: 75 } });
    expect(c!.summary!.en).toMatch(/certificate on the API gateway expired/);
    expect(c!.symptoms_text!.en).toBe('All API clients failed for 75 minutes.');
    expect(c!.lessons!.en).toMatch(/30 days ahead/);
    expect(c!.import_hints!.labels).toContain('certificate-expiry');
  });

  it('the Google SRE template in English, sections as `Name:` lines and headings', () => {
    const [c] = run('google-sre-en.md').cases;
    expect(c!.title.en).toBe('Shakespeare Sonnet++ Postmortem (incident #465)');
    expect(c!.date).toBe('2015-10-21');
    expect(c!.trigger!.en).toBe('Latent bug triggered by sudden increase in traffic.');
    expect(c!.detection!.en).toMatch(/Borgmon/);
    expect(c!.action_items.map((a) => a.text.en)).toEqual(['Update playbook with instructions for responding to cascading failure', 'Use flux capacitor to balance load between clusters']);
    expect(c!.lessons!.en).toMatch(/What went well[\s\S]*out of practice/);
    expect(c!.timeline.resolved_after).toBe(66);
    expect(c!.import_hints!.root_cause_text).toMatch(/^Cascading failure/);
  });

  it('the template in Korean: texts kept as Korean, English marked missing', () => {
    const [c] = run('google-sre-ko.md').cases;
    expect(c!.title).toEqual({ en: '결제 API 장애 포스트모템 (인시던트 #77)', ko: '결제 API 장애 포스트모템 (인시던트 #77)' });
    expect(c!.english_missing).toEqual(expect.arrayContaining(['title', 'summary', 'trigger']));
    expect(c!.action_items).toHaveLength(2);
    expect(c!.timeline.resolved_after).toBe(40);
    expect(c!.suggested_tags!.root_cause[0]!.slug).toBe('capacity-exhaustion');
    expect(c!.suggested_tags!.components[0]!.slug).toBe('relational-database');
  });

  it('timeline minutes cross midnight', () => {
    expect(timelineMinutes(['23:50 paged', '00:20 fixed'])).toBe(30);
    expect(timelineMinutes(['only one 10:00'])).toBeNull();
  });

  it('bad front matter is reported and the body still read', () => {
    const r = parseMarkdown('---\ntitle: [unclosed\n---\n# T\n\nDate: 2024-01-01\n\n## Summary\n\nx\n', 'bad.md');
    expect(r.issues.map((i) => i.code)).toEqual(['badFrontMatter']);
    expect(r.incidents).toHaveLength(1);
  });
});

describe('bad input never stops the other rows', () => {
  it('empty file, CSV without header, Markdown without sections, unknown format', () => {
    const r = importFiles([...['empty.csv', 'no-header.csv', 'no-sections.md', 'pagerduty-incidents.csv'].map(fixture), { name: 'notes.txt', text: 'x' }], { taxonomy });
    expect(r.cases).toHaveLength(3);
    expect(codes(r.issues)).toEqual(['empty.csv:null:null:emptyFile', 'no-header.csv:null:null:noHeader', 'no-sections.md:null:null:noRecognisedContent', 'notes.txt:null:null:unknownFormat']);
  });

  it('a row without a title or a date, and a 1 MB cell (cut, reported, the row kept)', () => {
    const huge = 'x'.repeat(1_000_000);
    const text = `title,date,description\n,2024-01-01,no title\nNo date,,x\nHuge,2024-01-03,"${huge}"\nFine,2024-01-04,ok\n`;
    const r = importFiles([{ name: 'x.csv', text }], { taxonomy });
    expect(r.cases.map((c) => c.title.en)).toEqual(['Huge', 'Fine']);
    expect(r.cases[0]!.summary!.en.length).toBe(20_000);
    expect(codes(r.issues)).toEqual(['x.csv:1:title:noTitle', 'x.csv:2:date:noDate', 'x.csv:3:description:cellTooLong']);
  });

  it('a repeated id is renamed and reported; ids are stable on re-import', () => {
    const text = 'id,title,date\nA-1,One,2024-01-01\nA-1,Two,2024-01-02\n';
    const r = importFiles([{ name: 'x.csv', text }], { taxonomy });
    expect(r.cases.map((c) => c.id)).toEqual(['A-1', 'A-1-2']);
    expect(r.issues[0]).toMatchObject({ code: 'duplicateId', row: 2 });
    const noKey = 'title,date\nOne,2024-01-01\n';
    expect(importFiles([{ name: 'y.csv', text: noKey }], { taxonomy }).cases[0]!.id).toBe(importFiles([{ name: 'y.csv', text: noKey }], { taxonomy }).cases[0]!.id);
  });

  it('issues are worded in the reader’s language with file, row and field', () => {
    const [issue] = run('jira-incidents.csv').issues.filter((i) => i.code === 'dateNotExist');
    expect(wordIssueLine(wordsOf(createI18nBoth('en').t), issue!)).toBe('jira-incidents.csv, row 4 (OPS-104) field date: the date "30/Feb/24 1:00 PM" does not exist; row skipped');
    expect(wordIssueLine(wordsOf(createI18nBoth('ko').t), issue!)).toBe('jira-incidents.csv, 4행 (OPS-104) 필드 date: "30/Feb/24 1:00 PM"는 없는 날짜입니다. 행 건너뜀');
  });
});

describe('the result is a library the app opens', () => {
  it('every imported case passes the loader without problems', () => {
    const r = run('pagerduty-incidents.csv', 'jira-incidents.csv', 'opsgenie-alerts.csv', 'servicenow-incidents.tsv', 'frontmatter-postmortem.md', 'google-sre-en.md', 'google-sre-ko.md');
    expect(r.cases).toHaveLength(12);
    const opened = openLibrary({ json: r.cases }, taxonomy);
    expect(opened.cases).toHaveLength(12);
    expect(opened.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // suggested_tags is a field of the schema: kept, and a malformed one is reported.
    expect(opened.cases[0]!.suggested_tags?.root_cause).toBeDefined();
    const bad = openLibrary({ json: [{ ...r.cases[0], suggested_tags: { root_cause: 'x' } }] }, taxonomy);
    expect(bad.cases).toHaveLength(0);
    expect(bad.problems[0]!.field).toMatch(/^suggested_tags/);
  });

  it('formats are told by name, then by MIME type', () => {
    expect([formatOf('a.CSV'), formatOf('b.md'), formatOf('https://x/y.md?raw=1'), formatOf('c', 'text/csv'), formatOf('d.json')]).toEqual(['csv', 'markdown', 'markdown', 'csv', null]);
  });

  it('parseCsv shows the first rows as read', () => {
    const p = parseCsv('title,date\na,2024-01-01\n', 'x.csv');
    expect(p.preview).toEqual([['a', '2024-01-01']]);
  });
});

describe('suggested tags', () => {
  it('a root-cause column, a service and labels, each with its reason', () => {
    const [login] = run('jira-incidents.csv').cases;
    const rc = login!.suggested_tags!.root_cause[0]!;
    expect(rc.slug).toBe('credential-expiry');
    expect(rc.reasons).toContainEqual({ kind: 'rootCauseText', text: 'expired certificate' });
    const [pd] = run('pagerduty-incidents.csv').cases;
    expect(pd!.suggested_tags!.components.map((s) => s.slug)).toContain('ingress-controller');
    expect(pd!.suggested_tags!.components.find((s) => s.slug === 'ingress-controller')!.reasons).toContainEqual({ kind: 'label', field: 'service', text: 'ingress nginx' });
  });

  it('learns from the most similar library cases', () => {
    const il34: unknown = JSON.parse(readFileSync(join(DIR, '../../../data/cases/IL-0034.json'), 'utf8'));
    const library = openLibrary({ json: [il34] }, taxonomy).cases;
    const text = 'id,title,date,description\nX-1,Stats agent sidecar crashed and pods went unready,2024-01-01,The telemetry sidecar crashed during an upgrade and the service mesh pulled every pod out of traffic\n';
    const r = importFiles([{ name: 'x.csv', text }], { taxonomy, library });
    const similar = r.cases[0]!.suggested_tags!.components.find((s) => s.reasons.some((x) => x.kind === 'similar'));
    expect(similar?.reasons.find((x) => x.kind === 'similar')).toEqual({ kind: 'similar', ids: ['IL-0034'] });
  });

  it('apply-suggestions sets the top root cause and adds the top component', () => {
    const r = importFiles([fixture('jira-incidents.csv')], { taxonomy, applySuggestions: true });
    expect(r.cases[0]).toMatchObject({ root_cause: 'credential-expiry' });
    expect(r.cases[0]!.components).toContain(r.cases[0]!.suggested_tags!.components[0]!.slug);
  });
});
