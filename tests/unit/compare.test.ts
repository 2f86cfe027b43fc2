import { describe, expect, it } from 'vitest';
import { alignedRows, COMPARE_ROWS, compareSlugs, parseCompare, splitSlugs } from '../../src/model/compare';
import { compareCases, sharedTerms, shownTexts, termRarity, wholeWordMarks } from '../../src/model/compare';
import { loadLibrary } from '../../src/model/core';
import type { Case } from '../../src/model/core';
import { highlight } from '../../src/model/similarity';
import { bundledRecords, bundledTaxonomy, rawCase, readCase } from './support/library';

const load = (...records: Record<string, unknown>[]): Case[] => loadLibrary(records, bundledTaxonomy()).cases;
const bundled = (id: string) => load(readCase(id))[0] as Case;

describe('parseCompare', () => {
  it('takes exactly two different ids, trimmed', () => {
    expect(parseCompare(['IL-0034', ' IL-0202 '])).toEqual({ pair: ['IL-0034', 'IL-0202'] });
  });

  it('reports one id, none and more than two with the count', () => {
    expect(parseCompare(['IL-0034'])).toEqual({ code: 'compareNotTwo', params: { count: 1 } });
    expect(parseCompare([''])).toEqual({ code: 'compareNotTwo', params: { count: 0 } });
    expect(parseCompare(['IL-0034', '', 'IL-0202', 'IL-0203'])).toEqual({ code: 'compareNotTwo', params: { count: 3 } });
  });

  it('reports the same id twice, in any letter case', () => {
    expect(parseCompare(['IL-0034', 'il-0034'])).toEqual({ code: 'compareSame', params: {} });
  });
});

describe('splitSlugs', () => {
  it('splits into shared and each side’s own, in each side’s order, each once', () => {
    expect(splitSlugs(['a', 'b', 'c', 'b'], ['c', 'd', 'a'])).toEqual({ shared: ['a', 'c'], onlyA: ['b'], onlyB: ['d'] });
    expect(splitSlugs([], ['x'])).toEqual({ shared: [], onlyA: [], onlyB: ['x'] });
  });
});

describe('compareSlugs', () => {
  it('marks the shared component and root cause of IL-0034 and IL-0202, and what only one has', () => {
    const s = compareSlugs(bundled('IL-0034'), bundled('IL-0202'));
    expect(s.components.shared).toEqual(['telemetry-agent', 'service-discovery']);
    expect(s.components.onlyB).toEqual(['kube-apiserver', 'cluster-dns']);
    expect(s.components.onlyA).toEqual([]);
    expect(s.root_cause.shared).toEqual(['deploy-rollout']);
    expect(s.symptoms.shared).toEqual(['service-unavailable']);
    expect(s.symptoms.onlyA).toEqual(['readiness-probe-failures']);
    expect(s.contributing.shared).toEqual(['blast-radius-too-wide']);
  });

  it('treats a missing root cause as none, not as a shared value', () => {
    const [a, b] = load(rawCase('X-1'), rawCase('X-2')) as [Case, Case];
    expect(compareSlugs(a, b).root_cause).toEqual({ shared: [], onlyA: [], onlyB: [] });
  });
});

describe('alignedRows', () => {
  it('keeps a row either case fills, in the table order, and drops rows neither has', () => {
    const [a, b] = load(
      rawCase('X-1', { summary: { en: 'Only A has a summary.' } }),
      rawCase('X-2', { lessons: { en: 'Only B has lessons.' }, timeline: { detected_after: 5 } }),
    ) as [Case, Case];
    expect(alignedRows(a, b)).toEqual(['title', 'meta', 'summary', 'timeline', 'lessons']);
  });

  it('shows every row for two full bundled cases', () => {
    expect(alignedRows(bundled('IL-0034'), bundled('IL-0202'))).toEqual([...COMPARE_ROWS]);
  });
});

const library = loadLibrary(bundledRecords(), bundledTaxonomy()).cases;

describe('sharedTerms', () => {
  const a = bundled('IL-0034');
  const b = bundled('IL-0202');

  it('lists words both texts use, each found in both through the analysis', () => {
    const terms = sharedTerms(a, b, 'en', termRarity(library, 'en'));
    expect(terms.length).toBeGreaterThan(0);
    expect(terms).toEqual(expect.arrayContaining(['Kubernetes', 'discovery', 'agent']));
    const allA = shownTexts(a, 'en').map(([, t]) => t).join('\n');
    const allB = shownTexts(b, 'en').map(([, t]) => t).join('\n');
    for (const term of terms) {
      expect(highlight(allA, [term]).some((s) => s.hit), `${term} in A`).toBe(true);
      expect(highlight(allB, [term]).some((s) => s.hit), `${term} in B`).toBe(true);
    }
  });

  it('names a word as case A writes it, and matches other forms of it in B', () => {
    const [x, y] = load(rawCase('X-1', { title: { en: 'Sidecars crashed on every node' } }), rawCase('X-2', { title: { en: 'A crashing sidecar' } })) as [Case, Case];
    const terms = sharedTerms(x, y, 'en');
    expect(terms).toEqual(expect.arrayContaining(['Sidecars', 'crashed']));
    expect(highlight('A crashing sidecar', terms).filter((s) => s.hit).map((s) => s.text)).toEqual(['crashing', 'sidecar']);
  });

  it('ranks a word both use often above one each uses once', () => {
    const [x, y] = load(
      rawCase('X-1', { title: { en: 'Ingress failed' }, summary: { en: 'The ingress and the ingress again; a certificate.' } }),
      rawCase('X-2', { title: { en: 'Ingress down' }, summary: { en: 'A certificate.' } }),
    ) as [Case, Case];
    expect(sharedTerms(x, y, 'en')[0]).toBe('Ingress');
  });

  it('reads the Korean texts under ko: a particle glued to a word still matches it', () => {
    const [x, y] = load(
      rawCase('X-1', { title: { en: 'Pods', ko: '파드가 모두 재시작되었다' } }),
      rawCase('X-2', { title: { en: 'Nodes', ko: '노드의 파드 재시작' } }),
    ) as [Case, Case];
    const terms = sharedTerms(x, y, 'ko');
    expect(terms).toContain('파드');
    expect(sharedTerms(x, y, 'en')).toEqual([]);
  });

  it('leaves out a one-syllable Korean word that says little, such as "각" (each), alone or with its particle ("전에")', () => {
    const [x, y] = load(
      rawCase('X-1', { title: { en: 'Queues', ko: '배포 전에 각 리전의 큐가 밀렸다' } }),
      rawCase('X-2', { title: { en: 'Queue', ko: '점검 전에 각 큐의 소비자가 멈췄다' } }),
    ) as [Case, Case];
    // "큐" is shared, named as case A writes it.
    expect(sharedTerms(x, y, 'ko')).toEqual(['큐가']);
  });

  it('finds nothing shared between unrelated texts, and at most the limit', () => {
    const [x, y] = load(rawCase('X-1', { title: { en: 'Certificate expired' } }), rawCase('X-2', { title: { en: 'Flooded datacenter' } })) as [Case, Case];
    expect(sharedTerms(x, y, 'en')).toEqual([]);
    expect(sharedTerms(a, b, 'en', null, 3).length).toBeLessThanOrEqual(3);
  });

  it('leaves out a word common to the library and keeps the rare one', () => {
    const filler = Array.from({ length: 20 }, (_, i) => rawCase(`F-${i}`, { title: { en: `Outage number ${i} of the ${['queue', 'disk', 'proxy', 'cache'][i % 4]}` } }));
    const cases = load(
      ...filler,
      rawCase('X-1', { title: { en: 'Outage: etcd quorum lost' } }),
      rawCase('X-2', { title: { en: 'Outage after etcd compaction' } }),
    );
    const [x, y] = cases.slice(-2) as [Case, Case];
    expect(sharedTerms(x, y, 'en')).toEqual(expect.arrayContaining(['Outage', 'etcd']));
    expect(sharedTerms(x, y, 'en', termRarity(cases, 'en'))).toEqual(['etcd']);
  });

  it('reads an even sample of the library, never more than asked', () => {
    const cases = load(...Array.from({ length: 50 }, (_, i) => rawCase(`S-${i}`, { title: { en: i < 25 ? 'alpha' : 'beta' } })));
    const r = termRarity(cases, 'en', 10);
    expect(r.n).toBe(10);
    // Evenly spread: half the sample from each half of the library.
    expect([r.df.get('alpha'), r.df.get('beta')]).toEqual([5, 5]);
  });

  it('never lists one word twice, nor a part of a word already listed', () => {
    const terms = sharedTerms(a, b, 'en').map((t) => t.toLowerCase());
    for (const t of terms) expect(terms.filter((u) => u !== t && u.includes(t))).toEqual([]);
  });
});

describe('compareCases on the whole bundled library', () => {
  it('never throws and shares no slug a side does not have', () => {
    const cases = library;
    for (let i = 0; i + 1 < cases.length; i += 7) {
      const x = cases[i] as Case;
      const y = cases[i + 1] as Case;
      const lang = i % 2 ? 'ko' : 'en';
      const cmp = compareCases(x, y, lang, termRarity(cases, lang));
      for (const s of cmp.slugs.components.shared) expect(x.components.includes(s) && y.components.includes(s)).toBe(true);
      expect(cmp.rows.slice(0, 2)).toEqual(['title', 'meta']);
    }
  });
});

describe('wholeWordMarks', () => {
  const marked = (text: string, words: string[]) => wholeWordMarks(highlight(text, words)).filter((s) => s.hit).map((s) => s.text);

  it('keeps a Korean mark on a whole word, with its particle, and drops one inside a longer word', () => {
    // highlight() itself now keeps a Korean mark to whole words; wholeWordMarks must agree with it.
    expect(highlight('텔레메트리 서비스', ['메트릭']).some((s) => s.hit)).toBe(false);
    expect(marked('텔레메트리 서비스', ['메트릭'])).toEqual([]);
    expect(marked('메트릭을 모은다', ['메트릭'])).toEqual(['메트릭']);
    expect(marked('파드가 죽었다', ['파드'])).toEqual(['파드']);
    expect(marked('파드마다 하나씩', ['파드'])).toEqual([]);
  });

  it('leaves English marks and the text itself as they were', () => {
    const text = 'The agent crashed; 에이전트가 죽었다';
    const segs = wholeWordMarks(highlight(text, ['agent', 'crashing', '에이전트']));
    expect(segs.map((s) => s.text).join('')).toBe(text);
    expect(segs.filter((s) => s.hit).map((s) => s.text)).toEqual(['agent', 'crashed', '에이전트']);
  });
});
