import MarkdownIt from 'markdown-it';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdownText, markdownLink, relatedIncidentsMarkdown, type MarkdownSection } from '../../src/model/export';
import { firstSentence } from '../../src/model/core';

// A real renderer, with HTML allowed and links autolinked, as permissive as a wiki would be.
const md = new MarkdownIt({ html: true, linkify: true });

const hostile = '[x](javascript:alert(1)) <img src=x onerror=alert(1)> **bold** `code`\n# heading\n- item | a | b |';

function section(title: string): MarkdownSection {
  return {
    heading: 'Related past incidents',
    subject: { id: 'IL-9000', title, url: 'https://example.org/app/?case=IL-9000' },
    groups: [
      {
        title: 'Related cases',
        empty: 'None',
        items: [{ id: 'IL-0034', title, url: 'https://example.org/app/?case=IL-0034', org: 'Airbnb', date: '2019-01-01', reasons: ['same root cause · shared Ingress controller'], lesson: title }],
      },
      { title: 'Similar by text', empty: 'No similar case.', items: [] },
    ],
    labels: { lesson: 'Lesson', why: 'Why' },
  };
}

describe('Markdown for a postmortem', () => {
  it('keeps hostile text inert: no HTML element, no link but ours, no heading or list from data', () => {
    const html = md.render(relatedIncidentsMarkdown(section(hostile)));
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/href="javascript:/i);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://example.org/app/?case=IL-9000', 'https://example.org/app/?case=IL-0034']);
    expect(html.match(/<h1/g)).toBeNull();
    expect(html.match(/<strong>/g)?.length).toBe(1); // the id we bold, not the data's **bold**
    expect(html).not.toMatch(/<code>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows the text a reader expects once rendered', () => {
    const html = md.render(escapeMarkdownText('a_b [c] (d) 5*3 <tag> & co.'));
    expect(html.replace(/<\/?p>\n?/g, '')).toBe('a_b [c] (d) 5*3 &lt;tag&gt; &amp; co.');
  });

  it('escapes anything: rendering never yields an element or link the text did not come from us', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => {
        const html = md.render(escapeMarkdownText(s));
        const tags = [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]);
        expect(tags.filter((t) => t !== 'p')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('links only http(s)', () => {
    expect(markdownLink('t', 'javascript:alert(1)')).toBe('t');
    expect(markdownLink('t', 'https://a.example/x(1)')).toBe('[t](<https://a.example/x%281%29>)');
    expect(markdownLink('t', null)).toBe('t');
  });

  it('writes the empty group line and the reasons', () => {
    const text = relatedIncidentsMarkdown(section('Title'));
    expect(text).toContain('No similar case.');
    expect(text).toContain('Why: same root cause · shared Ingress controller');
    expect(text.startsWith('## Related past incidents\n')).toBe(true);
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop, in English and Korean', () => {
    expect(firstSentence('Probes are per container. A crashed sidecar fails readiness.')).toBe('Probes are per container.');
    expect(firstSentence('헬스 체크는 컨테이너마다 걸린다. 사이드카도 영향을 준다.')).toBe('헬스 체크는 컨테이너마다 걸린다.');
  });

  it('does not stop at e.g. or a decimal', () => {
    expect(firstSentence('Use limits, e.g. memory limits of 1.5 GB. Then test.')).toBe('Use limits, e.g. memory limits of 1.5 GB.');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const s = firstSentence('word '.repeat(100), 50);
    expect(s.length).toBeLessThanOrEqual(51);
    expect(s.endsWith('…')).toBe(true);
  });
});

describe('Markdown that pastes cleanly (issue #27)', () => {
  it('leaves ids, hyphenated words, versions, full stops and a lone tilde as written', () => {
    for (const text of ['IL-0034', 'fleet-wide', 'us-east-1', 'kube-apiserver v1.24.2 crashed.', 'a_b', 'about ~5 min', 'C:\\Users\\ops', '5 > 3', 'e.g. the pods', '인증서가 만료되었다.']) expect(escapeMarkdownText(text)).toBe(text);
  });

  it('escapes what would change the meaning, and renders it back as the same text', () => {
    const cases: [string, string][] = [
      ['_b_ and **c**', '\\_b\\_ and \\*\\*c\\*\\*'],
      ['[x](y)', '\\[x\\](y)'],
      ['<b>', '\\<b>'],
      ['`code`', '\\`code\\`'],
      ['~~gone~~', '\\~\\~gone\\~\\~'],
      ['&copy;', '\\&copy;'],
      ['# title', '\\# title'],
      ['- item', '\\- item'],
      ['1. first', '1\\. first'],
      ['evil.example.com', 'evil\\.example\\.com'],
    ];
    for (const [text, escaped] of cases) {
      expect(escapeMarkdownText(text)).toBe(escaped);
      const html = md.render(escaped).trim();
      expect(html.replace(/^<p>|<\/p>$/g, '')).toBe(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    }
  });

  it('a section of plain titles has no backslash at all', () => {
    const out = relatedIncidentsMarkdown(section('A fleet-wide outage of IL-0034 in us-east-1. Pods restarted'));
    expect(out).not.toContain('\\');
  });
});
