import { describe, expect, it } from 'vitest';
import { auditLibrary, COMPONENT_RELATION_SHARE_LIMIT, rareSlugLines, relationCensus, relationCensusFlagLines, relationCensusLines, sourceFlagLines, sourceUrlFlags } from '../../src/model/library';
import { emptyTaxonomy } from '../../src/model/core';
import { indexOf, rawCase } from './support/library';

const src = (url: string) => ({ sources: [{ url }] });

describe('sourceUrlFlags', () => {
  it('passes a plain https link', () => {
    expect(sourceUrlFlags('https://aws.amazon.com/message/41926/')).toEqual([]);
    expect(sourceUrlFlags('https://blog.example.com/post?id=3&page=2')).toEqual([]);
  });

  it('flags http and other schemes', () => {
    expect(sourceUrlFlags('http://example.com/post')).toEqual(['not https (http)']);
    expect(sourceUrlFlags('ftp://example.com/post')).toEqual(['not https (ftp)']);
    expect(sourceUrlFlags('not a link')).toEqual(['not a URL']);
  });

  it('flags AMP copies in their usual shapes, and not words that merely contain "amp"', () => {
    for (const url of [
      'https://www.theverge.com/platform/amp/2020/2/3/21120248/microsoft-teams-down',
      'https://example.com/news/story.amp',
      'https://example.com/news/story.amp.html',
      'https://amp.example.com/news/story',
      'https://example-com.cdn.ampproject.org/c/s/example.com/news',
      'https://example.com/news/story?amp=1',
      'https://example.com/news/story?outputType=amp',
    ]) {
      expect(sourceUrlFlags(url), url).toEqual(["AMP URL: cite the publisher's own page"]);
    }
    expect(sourceUrlFlags('https://example.com/camp/ample-examples')).toEqual([]);
    expect(sourceUrlFlags('https://www.ampproject.org/docs')).toEqual([]);
  });

  it('names each tracking parameter once, utm_* included, and leaves other parameters alone', () => {
    expect(sourceUrlFlags('https://blog.npmjs.org/post/1/kik?ref=rubycentral.org')).toEqual(['tracking parameter ref']);
    expect(sourceUrlFlags('https://x.com/a?utm_source=t&UTM_Medium=s&fbclid=1&gclid=2&utm_source=again')).toEqual(['tracking parameters utm_source, UTM_Medium, fbclid, gclid']);
    expect(sourceUrlFlags('https://x.com/a?reference=1&prefix=ref')).toEqual([]);
  });

  it('reports every reason of one link', () => {
    expect(sourceUrlFlags('http://example.com/amp/story?utm_campaign=x')).toEqual(['not https (http)', "AMP URL: cite the publisher's own page", 'tracking parameter utm_campaign']);
  });
});

describe('auditLibrary', () => {
  it('counts organisations and finds each recurrence chain once, earliest first, following links', () => {
    const index = indexOf([
      rawCase('A1', { org: 'Acme', date: '2019-01-01' }),
      rawCase('A3', { org: 'Acme', date: '2021-01-01', recurrence_of: 'A2' }),
      rawCase('A2', { org: 'Acme', date: '2020-01-01', recurrence_of: 'A1' }),
      rawCase('B1', { org: 'Beta', date: '2018-01-01' }),
      rawCase('B2', { org: 'Beta', date: '2022-01-01', recurrence_of: 'B1' }),
      rawCase('C1', { org: 'Gamma' }),
    ]);
    const audit = auditLibrary(index);
    expect(audit.organisations).toBe(3);
    expect(audit.chains).toEqual([['A1', 'A2', 'A3'], ['B1', 'B2']]);
  });

  it('has no chain without recurrence_of', () => {
    expect(auditLibrary(indexOf([rawCase('A'), rawCase('B')])).chains).toEqual([]);
  });

  it('flags every slug of every kind used by one case, and no slug used twice', () => {
    const index = indexOf([
      rawCase('A', { domain: ['dns'], components: ['x', 'y'], root_cause: 'r1', symptoms: ['s'], contributing: ['k'] }),
      rawCase('B', { domain: ['dns'], components: ['x'], root_cause: 'r2', symptoms: ['s'], contributing: ['k'] }),
      rawCase('C', { domain: ['dns'], components: ['x'], root_cause: 'r2', symptoms: ['s'], contributing: ['k'] }),
    ]);
    expect(auditLibrary(index).rareSlugs).toEqual([
      { kind: 'component', slug: 'y', ids: ['A'] },
      { kind: 'root_cause', slug: 'r1', ids: ['A'] },
    ]);
  });

  it('with a taxonomy, also flags its slugs that no case uses', () => {
    const taxonomy = emptyTaxonomy();
    taxonomy.component = { x: { en: 'X', ko: 'X' }, unused: { en: 'Unused', ko: null } };
    const index = indexOf([rawCase('A', { components: ['x'] }), rawCase('B', { components: ['x'] })]);
    expect(auditLibrary(index).rareSlugs).toEqual([]);
    expect(auditLibrary(index, taxonomy).rareSlugs).toEqual([{ kind: 'component', slug: 'unused', ids: [] }]);
  });

  it('flags source links per case and source position, and writes one line per flag', () => {
    const index = indexOf([
      rawCase('A', { sources: [{ url: 'https://ok.example/a' }, { url: 'http://old.example/b?ref=x' }] }),
      rawCase('B', src('https://ok.example/b')),
    ]);
    const audit = auditLibrary(index);
    expect(audit.sourceFlags).toEqual([
      { id: 'A', source: 1, url: 'http://old.example/b?ref=x', reason: 'not https (http)' },
      { id: 'A', source: 1, url: 'http://old.example/b?ref=x', reason: 'tracking parameter ref' },
    ]);
    expect(rareSlugLines({ ...audit, rareSlugs: [{ kind: 'root_cause', slug: 'r', ids: ['A'] }, { kind: 'symptom', slug: 's', ids: [] }] })).toEqual([
      'root cause "r": used only by A; every slug needs at least two cases',
      'symptom "s": used by no case; every slug needs at least two cases',
    ]);
    expect(sourceFlagLines(audit)).toEqual([
      'id A, field sources[1].url: not https (http): http://old.example/b?ref=x',
      'id A, field sources[1].url: tracking parameter ref: http://old.example/b?ref=x',
    ]);
  });
});

describe('relationCensus', () => {
  // p: A–B, A–C, B–C share "p" under cause r1 (3 pairs); A–B also share "q" (same pair, counted
  // for q too); D–E share "n" under r2; F–G share "p" but not a cause (no relation); H–I are
  // linked only by `related` (a relation no component makes).
  const index = indexOf([
    rawCase('A', { root_cause: 'r1', components: ['p', 'q'] }),
    rawCase('B', { root_cause: 'r1', components: ['q', 'p'] }),
    rawCase('C', { root_cause: 'r1', components: ['p'] }),
    rawCase('D', { root_cause: 'r2', components: ['n'] }),
    rawCase('E', { root_cause: 'r2', components: ['n'] }),
    rawCase('F', { root_cause: 'r3', components: ['p'] }),
    rawCase('G', { root_cause: 'r4', components: ['p'] }),
    rawCase('H', { root_cause: 'r5', components: ['h'], related: ['I'] }),
    rawCase('I', { root_cause: 'r6', components: ['i'], related: ['H'] }),
  ]);

  it('counts each related pair once, and per component the pairs it relates, most first', () => {
    const census = relationCensus(index);
    expect(census.total).toBe(5);
    expect(census.components).toEqual([
      { component: 'p', relations: 3, share: 3 / 5 },
      { component: 'n', relations: 1, share: 1 / 5 },
      { component: 'q', relations: 1, share: 1 / 5 },
    ]);
    expect(relationCensusLines(census)).toEqual(['p: 3 (60.0%)', 'n: 1 (20.0%)', 'q: 1 (20.0%)']);
  });

  it('flags a component above a fifth of all relations, and not one exactly at it', () => {
    expect(COMPONENT_RELATION_SHARE_LIMIT).toBe(0.2);
    const census = relationCensus(index);
    // n and q make exactly 1 of 5: not more than a fifth.
    expect(census.flagged.map((c) => c.component)).toEqual(['p']);
    expect(relationCensusFlagLines(census)).toEqual([
      'component "p" makes 3 of the 5 relations (60.0%), more than 20%: relate like with like (README, "Tagging rules")',
    ]);
    expect(relationCensus(index, 0.1).flagged.map((c) => c.component)).toEqual(['p', 'n', 'q']);
  });

  it('is empty for a library without relations', () => {
    const census = relationCensus(indexOf([rawCase('A', { root_cause: 'r', components: ['x'] })]));
    expect(census).toEqual({ total: 0, components: [], flagged: [] });
  });
});
