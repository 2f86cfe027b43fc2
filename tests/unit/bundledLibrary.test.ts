import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/loader';
import { relationsOf } from '../../src/model/relations';
import { bundledIndex, bundledRecords, bundledTaxonomy } from './support/library';

/** What the bundled library promises its readers (see README, "The bundled library"). */
describe('the bundled library', () => {
  const index = bundledIndex();
  const cases = index.cases;

  it('loads without a single problem', () => {
    expect(loadLibrary(bundledRecords(), bundledTaxonomy()).problems).toEqual([]);
  });

  it('is big and varied enough to explore', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(index.byOrg.size).toBeGreaterThanOrEqual(35);
    expect(index.minYear).toBeLessThanOrEqual(2014);
    expect(index.maxYear).toBeGreaterThanOrEqual(2025);
    expect(index.byDomain.size).toBeGreaterThanOrEqual(8);
  });

  it('has a source link and Korean title, summary and lessons for every case', () => {
    for (const c of cases) {
      expect(c.sources.some((s) => /^https?:\/\//.test(s.url)), c.id).toBe(true);
      expect(c.title.ko, c.id).toBeTruthy();
      expect(c.summary?.ko, c.id).toBeTruthy();
      expect(c.lessons?.ko, c.id).toBeTruthy();
    }
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
});
