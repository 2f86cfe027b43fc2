import { describe, expect, it } from 'vitest';
import { auditLibrary, relationCensus } from '../../src/model/library';
import { loadLibrary } from '../../src/model/core';
import { relationsOf } from '../../src/model/relations';
import { bundledIndex, bundledRecords, bundledTaxonomy } from './support/library';

/** What the bundled library promises its readers (see README, "The bundled library"). */
describe('the bundled library', () => {
  const index = bundledIndex();
  const cases = index.cases;

  it('loads without a single problem', () => {
    expect(loadLibrary(bundledRecords(), bundledTaxonomy()).problems).toEqual([]);
  });

  it('is big and varied enough to explore (the third edition: 185+ cases, 110+ organisations, 2008–2025)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(185);
    expect(index.byOrg.size).toBeGreaterThanOrEqual(110);
    expect(index.minYear).toBeLessThanOrEqual(2008);
    expect(index.maxYear).toBeGreaterThanOrEqual(2025);
    expect(index.byDomain.size).toBeGreaterThanOrEqual(12);
  });

  // The figures `npm run validate-data` prints, pinned exactly (issue #31): a change to the data
  // that changes any of them must update this test, and the README's figures, on purpose.
  it('has exactly the counts validate-data prints (third edition)', () => {
    let relationEnds = 0;
    let withoutRelation = 0;
    for (let i = 0; i < cases.length; i++) {
      const n = relationsOf(index, i).length;
      relationEnds += n;
      if (n === 0) withoutRelation++;
    }
    const audit = auditLibrary(index, bundledTaxonomy());
    expect({
      cases: cases.length,
      organisations: audit.organisations,
      recurrenceChains: audit.chains.map((chain) => chain.join(' → ')),
      relations: relationEnds / 2,
      casesWithoutRelation: withoutRelation,
    }).toEqual({
      cases: 194,
      organisations: 110,
      recurrenceChains: ['IL-0607 → IL-0608', 'IL-0610 → IL-0611', 'IL-0703 → IL-0704', 'IL-0804 → IL-0805', 'IL-0807 → IL-0808'],
      relations: 373,
      casesWithoutRelation: 46,
    });
    expect(relationCensus(index).total).toBe(373);
  });

  it('has at least five real recurrence chains, each explained in the later case', () => {
    const audit = auditLibrary(index, bundledTaxonomy());
    expect(audit.chains.length).toBeGreaterThanOrEqual(5);
    for (const chain of audit.chains) {
      const later = cases[index.byId.get(chain[chain.length - 1]!)!]!;
      const earlier = chain[chain.length - 2]!;
      // The later case's summary names the incident it repeats, in both languages.
      expect(later.summary?.en, later.id).toContain(earlier);
      expect(later.summary?.ko, later.id).toContain(earlier);
    }
  });

  it('flags nothing: every slug used twice, sources https, no AMP or tracking links', () => {
    const audit = auditLibrary(index, bundledTaxonomy());
    expect(audit.rareSlugs).toEqual([]);
    expect(audit.sourceFlags).toEqual([]);
  });

  it('has a source link and Korean title, summary and lessons for every case', () => {
    for (const c of cases) {
      expect(c.sources.some((s) => /^https?:\/\//.test(s.url)), c.id).toBe(true);
      expect(c.title.ko, c.id).toBeTruthy();
      expect(c.summary?.ko, c.id).toBeTruthy();
      expect(c.lessons?.ko, c.id).toBeTruthy();
    }
  });

  it('says how every case was detected, in English and Korean', () => {
    const missing = cases.filter((c) => !c.detection?.en?.trim() || !c.detection?.ko?.trim()).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it('uses every component and root cause at least twice, within the planned taxonomy size', () => {
    expect(index.byComponent.size).toBeGreaterThanOrEqual(15);
    expect(index.byComponent.size).toBeLessThanOrEqual(45);
    expect(index.byCause.size).toBeGreaterThanOrEqual(8);
    expect(index.byCause.size).toBeLessThanOrEqual(20);
    const rare = [...index.byComponent, ...index.byCause].filter(([, list]) => list.length < 2).map(([slug]) => slug);
    expect(rare).toEqual([]);
  });

  it('relates at least 60% of its cases to another by the seed rule', () => {
    const related = cases.filter((_, i) => relationsOf(index, i, 'seed').some((r) => r.reasons.some((x) => x.kind === 'same-cause-shared-component')));
    expect(related.length / cases.length).toBeGreaterThanOrEqual(0.6);
  });

  it('has no component that makes more than a fifth of its relations (issue #31)', () => {
    const census = relationCensus(index);
    expect(census.total).toBeGreaterThan(0);
    expect(census.flagged.map((c) => `${c.component} ${c.relations}/${census.total}`)).toEqual([]);
  });

  it('has no dns-resolver left: each case names recursive or cluster-internal DNS', () => {
    expect(index.byComponent.has('dns-resolver')).toBe(false);
    expect(index.byComponent.get('recursive-dns')?.length).toBeGreaterThanOrEqual(2);
    expect(index.byComponent.get('cluster-dns')?.length).toBeGreaterThanOrEqual(2);
  });

  it('has no power-facility left: each power case names backup power that failed to take over or the loss of site power', () => {
    expect(index.byComponent.has('power-facility')).toBe(false);
    expect(index.byComponent.get('backup-power')?.length).toBeGreaterThanOrEqual(2);
    expect(index.byComponent.get('site-power')?.length).toBeGreaterThanOrEqual(2);
  });
});
