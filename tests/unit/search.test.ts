import { describe, expect, it } from 'vitest';
import { LibrarySearch } from '../../src/model/search';
import { emptyTaxonomy } from '../../src/model/core';
import { bundledIndex, bundledTaxonomy, countOnes, indexOf, rawCase } from './support/library';

const index = bundledIndex();
const search = new LibrarySearch(index, bundledTaxonomy());
const ids = (q: string, limit?: number) => search.search(q, limit).map((h) => h.id);

describe('LibrarySearch on the bundled library', () => {
  it('finds a case by its exact id, first', () => {
    expect(ids('IL-0034')[0]).toBe('case:IL-0034');
    expect(ids('IL-0203')[0]).toBe('case:IL-0203');
    expect(ids('il-0203')[0]).toBe('case:IL-0203');
  });

  it('finds a component by its label, first', () => {
    expect(search.search('Telemetry agent')[0]).toMatchObject({ id: 'component:telemetry-agent', kind: 'component', key: 'telemetry-agent' });
    expect(ids('Ingress controller')[0]).toBe('component:ingress-controller');
  });

  it('finds a root cause by its label', () => {
    expect(ids('Faulty deployment')).toContain('cause:deploy-rollout');
  });

  it('still finds with a typo or a prefix', () => {
    expect(ids('telemtry')[0]).toBe('component:telemetry-agent');
    expect(ids('ingre')[0]).toBe('component:ingress-controller');
  });

  it('finds IL-0034 from words of its Korean title', () => {
    // Other cases mention sidecars too; IL-0034 has the word in its title, so it ranks among the first.
    expect(ids('사이드카').slice(0, 3)).toContain('case:IL-0034');
    expect(ids('에이전트')).toContain('case:IL-0034');
    expect(ids('텔레메트리')).toContain('component:telemetry-agent');
  });

  it('finds an organisation by name, first', () => {
    expect(search.search('Honeycomb')[0]).toMatchObject({ id: 'org:Honeycomb', kind: 'org', key: 'Honeycomb' });
    expect(ids('honeycomb')).toContain('case:IL-0203');
    expect(ids('airbnb')[0]).toBe('org:Airbnb');
  });

  it('ranks hits by score and respects the limit', () => {
    const hits = search.search('kubernetes', 5);
    expect(hits).toHaveLength(5);
    for (let k = 1; k < hits.length; k++) expect(hits[k]!.score).toBeLessThanOrEqual(hits[k - 1]!.score);
  });

  it('returns nothing for a blank query or a word nowhere in the library', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
    expect(search.search('zzzqqqxxy')).toEqual([]);
  });

  it('falls back to partial matches when no document has every word', () => {
    const hits = ids('sidecar zzzqqqxxy');
    expect(hits).toContain('case:IL-0034');
  });
});

describe('caseMask', () => {
  it('marks the matching cases only', () => {
    const mask = search.caseMask('사이드카', index);
    expect(mask).toHaveLength(index.cases.length);
    expect(mask[index.byId.get('IL-0034')!]).toBe(1);
    // Exactly the cases whose own texts carry the word.
    const expected = index.cases.filter((c) => JSON.stringify([c.title, c.summary, c.symptoms_text, c.lessons]).includes('사이드카')).length;
    expect(countOnes(mask)).toBe(expected);
  });

  it('marks every case that has the component searched for', () => {
    const mask = search.caseMask('Ingress controller', index);
    for (const i of index.byComponent.get('ingress-controller')!) expect(mask[i], index.cases[i]!.id).toBe(1);
  });

  it('marks every case for an empty query and none for a word nowhere', () => {
    expect(countOnes(search.caseMask('  ', index))).toBe(index.cases.length);
    expect(countOnes(search.caseMask('zzzqqqxxy', index))).toBe(0);
  });
});

describe('LibrarySearch on a small library', () => {
  it('humanizes slugs missing from the taxonomy so they can still be found', () => {
    const idx = indexOf([rawCase('A', { components: ['quantum-widget'], org: 'Widget Co' })]);
    const s = new LibrarySearch(idx, emptyTaxonomy());
    expect(s.search('quantum').map((h) => h.id)).toContain('component:quantum-widget');
    expect(s.search('Widget Co')[0]!.id).toBe('org:Widget Co');
  });

  it('searches the English and Korean summary', () => {
    const idx = indexOf([rawCase('A', { summary: { en: 'A flamingo ate the cables', ko: '홍학이 케이블을 먹었다' } }), rawCase('B')]);
    const s = new LibrarySearch(idx, emptyTaxonomy());
    expect(s.search('flamingo').map((h) => h.id)).toEqual(['case:A']);
    expect(s.search('홍학이').map((h) => h.id)).toEqual(['case:A']);
  });

  it('suggests by whole words of the long texts, while the graph filter also takes their prefixes', () => {
    const idx = indexOf([rawCase('A', { summary: { en: 'The flamingo sanctuary flooded' } }), rawCase('B')]);
    const s = new LibrarySearch(idx, emptyTaxonomy());
    expect(s.search('sanctuary').map((h) => h.id)).toEqual(['case:A']);
    // A prefix of a word of the texts: not a suggestion (that would score most of a big
    // library on each keystroke), but the filter finds it.
    expect(s.search('sanct')).toEqual([]);
    expect([...s.caseMask('sanct', idx)]).toEqual([1, 0]);
  });

  it('filters to every case of a matching organisation or root cause', () => {
    const idx = indexOf([
      rawCase('A', { org: 'Zebra Networks', root_cause: 'config-change' }),
      rawCase('B', { org: 'Zebra Networks' }),
      rawCase('C', { org: 'Other', root_cause: 'config-change' }),
      rawCase('D', { org: 'Other' }),
    ]);
    const s = new LibrarySearch(idx, bundledTaxonomy());
    expect([...s.caseMask('zebra', idx)]).toEqual([1, 1, 0, 0]);
    const causeLabel = s.search('config-change').find((h) => h.kind === 'cause');
    expect(causeLabel?.key).toBe('config-change');
    expect([...s.caseMask('config-change', idx)]).toEqual([1, 0, 1, 0]);
  });
});

describe('one analyser for search and similar cases', () => {
  const small = indexOf([
    rawCase('POD-KO', { title: { en: 'Pods restarted', ko: '파드가 메모리 한도에 걸려 계속 재시작했다' } }),
    rawCase('CERT', { title: { en: 'Certificates expired', ko: '인증서가 만료되었다' }, summary: { en: 'The renewal job failed silently.' } }),
    rawCase('OTHER', { title: { en: 'A disk filled up' } }),
  ]);
  const s = new LibrarySearch(small, emptyTaxonomy());
  const keys = (q: string) => s.search(q).map((h) => h.key);

  it('finds a Korean word whatever particle is glued to it, in the query or the text', () => {
    expect(keys('파드가')).toEqual(['POD-KO']);
    expect(keys('파드는')).toEqual(['POD-KO']);
    expect(keys('파드')).toEqual(['POD-KO']);
    expect(keys('인증서를')).toEqual(['CERT']);
  });

  it('finds an English word by its stem, in the names and in the texts', () => {
    expect(keys('certificate')).toEqual(['CERT']);
    expect(keys('expiring certificates')).toEqual(['CERT']);
    expect(s.caseMask('failing')[1]).toBe(1);
  });
});
