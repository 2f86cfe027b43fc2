import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import { relatedIncidentsMarkdown } from '../../src/model/export';
import { caseIncident } from '../../src/model/export';
import { textIn } from '../../src/model/core';
import { bundledTaxonomy, rawCase } from './support/library';

const hostileTitle = 'Outage [x](javascript:alert(1)) <img src=x onerror=alert(1)>';

describe('a case as a Markdown incident', () => {
  const { cases } = loadLibrary(
    [
      rawCase('IL-9001', { org: 'Evil <b>Corp</b>', title: { en: hostileTitle, ko: '장애 <img src=x onerror=alert(1)>' }, lessons: { en: 'Alert on expiry. Then rotate [keys](javascript:alert(2)).', ko: '만료를 알린다. 그다음 교체한다.' } }),
      rawCase('IL-9002'),
    ],
    bundledTaxonomy(),
  );
  const [hostile, plain] = cases;

  it('takes id, title, link, organisation, date, reasons and the first sentence of the lessons, in the language asked', () => {
    const url = (id: string) => `https://example.org/?case=${id}`;
    expect(caseIncident(hostile!, { text: (v) => textIn(v, 'en').text, url, reasons: ['same root cause'] })).toEqual({
      id: 'IL-9001',
      title: hostileTitle,
      url: 'https://example.org/?case=IL-9001',
      org: 'Evil <b>Corp</b>',
      date: '2020-01-01',
      reasons: ['same root cause'],
      lesson: 'Alert on expiry.',
    });
    const ko = caseIncident(hostile!, { text: (v) => textIn(v, 'ko').text, url });
    expect([ko.title, ko.lesson, ko.reasons]).toEqual(['장애 <img src=x onerror=alert(1)>', '만료를 알린다.', []]);
    expect(caseIncident(plain!, { text: (v) => textIn(v, 'en').text, url: () => null }).lesson).toBeUndefined();
  });

  it('renders inert: no HTML from the data and no link but the app’s', () => {
    const text = (v: Parameters<typeof textIn>[0]) => textIn(v, 'en').text;
    const url = (id: string) => `https://example.org/?case=${id}`;
    const markdown = relatedIncidentsMarkdown({
      heading: 'Related past incidents',
      subject: { id: plain!.id, title: text(plain!.title), url: url(plain!.id) },
      groups: [{ title: 'Related cases', empty: 'None', items: [caseIncident(hostile!, { text, url, reasons: ['<script>x</script>'] })] }],
      labels: { lesson: 'Lesson', why: 'Why' },
    });
    const html = new MarkdownIt({ html: true, linkify: true }).render(markdown);
    expect(html).not.toMatch(/<img|<b>|<script/i);
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['https://example.org/?case=IL-9002', 'https://example.org/?case=IL-9001']);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
