import { describe, expect, it } from 'vitest';
import bundledLayout from 'virtual:bundled-layout';
import { computeBundledLayout } from '../../scripts/bundledLayout';
import { casesFingerprint, openLibrary, usablePrelaid, type OpenedLibrary, type PrelaidLayout } from '../../src/model/library';
import { openSource } from '../../src/worker/openSource';
import { bundledRecords, bundledTaxonomy, DATA_DIR } from './support/library';

/**
 * Issue 29: the bundled library's layout is computed at build time (scripts/bundledLayoutPlugin.ts)
 * and used by the worker only while it fits the cases; a stale or damaged one is laid out again.
 */
const records = () => bundledRecords() as Record<string, unknown>[];
const shipped = computeBundledLayout(DATA_DIR).layout;
const fresh = openLibrary({ json: bundledRecords() }, bundledTaxonomy());

/** The layout a library was opened with, as plain arrays. */
const layoutOf = (o: OpenedLibrary) => ({ caseXY: Array.from(o.positions.caseXY), hubs: o.positions.hubs, clusters: o.map.clusters, clusterOf: Array.from(o.map.clusterOf), regions: o.map.regions });
/** The shipped layout moved 1,000 units right: opened with it, a library shows it was used. */
const moved = (l: PrelaidLayout): PrelaidLayout => ({ ...l, caseXY: l.caseXY.map((v, k) => (k % 2 === 0 ? v + 1000 : v)) });

describe('the bundled layout computed at build time', () => {
  it('is what the worker computes for the bundled cases', () => {
    expect(shipped.fingerprint).toBe(casesFingerprint(fresh.cases));
    expect({ caseXY: shipped.caseXY, hubs: shipped.hubs, clusters: shipped.clusters, clusterOf: shipped.clusterOf, regions: shipped.regions }).toEqual(layoutOf(fresh));
  });

  it('is served to the worker as virtual:bundled-layout, fitting the cases in the repository', () => {
    expect(bundledLayout.fingerprint).toBe(casesFingerprint(fresh.cases));
    expect(usablePrelaid(bundledLayout, fresh.cases)).not.toBeNull();
  });

  it('opens the bundled library in the worker with the same layout', async () => {
    const opened = await openSource({ kind: 'bundled' });
    expect(layoutOf(opened)).toEqual(layoutOf(fresh));
  });

  it('is used, not recomputed, when it fits the cases', () => {
    const opened = openLibrary({ json: bundledRecords() }, bundledTaxonomy(), undefined, undefined, moved(shipped));
    expect(opened.positions.caseXY[0]).toBeCloseTo(fresh.positions.caseXY[0]! + 1000, 6);
    expect(opened.positions.caseXY[1]).toBeCloseTo(fresh.positions.caseXY[1]!, 6);
  });

  it('is stale once a case changes what the layout reads: the library is laid out again', () => {
    const changed = records();
    // The first case takes the last one's components (still valid, so all cases still open).
    changed[0] = { ...changed[0], components: changed[changed.length - 1]!.components };
    const expected = openLibrary({ json: changed }, bundledTaxonomy());
    expect(expected.cases).toHaveLength(fresh.cases.length);
    expect(expected.cases[0]!.components).not.toEqual(fresh.cases[0]!.components);
    const opened = openLibrary({ json: changed }, bundledTaxonomy(), undefined, undefined, moved(shipped));
    expect(layoutOf(opened)).toEqual(layoutOf(expected));
    expect(opened.positions.caseXY[0]).not.toBeCloseTo(fresh.positions.caseXY[0]! + 1000, 6);
  });

  it('is stale when a case is added or removed', () => {
    const fewer = records().slice(1);
    const opened = openLibrary({ json: fewer }, bundledTaxonomy(), undefined, undefined, moved(shipped));
    expect(layoutOf(opened)).toEqual(layoutOf(openLibrary({ json: fewer }, bundledTaxonomy())));
  });

  it('is not used when damaged (wrong lengths, a cluster out of range, not an object)', () => {
    const damaged: unknown[] = [
      { ...moved(shipped), caseXY: moved(shipped).caseXY.slice(2) },
      { ...moved(shipped), clusterOf: shipped.clusterOf.map(() => shipped.clusters.length) },
      { ...moved(shipped), regions: null },
      'layout',
      null,
    ];
    for (const d of damaged) expect(usablePrelaid(d as PrelaidLayout, fresh.cases)).toBeNull();
    const opened = openLibrary({ json: bundledRecords() }, bundledTaxonomy(), undefined, undefined, damaged[1] as PrelaidLayout);
    expect(layoutOf(opened)).toEqual(layoutOf(fresh));
  });

  it('leaves the narrative texts out of the fingerprint, which the layout indeed never reads', () => {
    // The texts are bilingual ({ en, ko }): the English one gets a sentence more.
    const more = (text: unknown, extra: string) => ({ ...(text as Record<string, string>), en: `${(text as Record<string, string>).en} ${extra}` });
    const rewritten = records().map((r) => ({ ...r, summary: more(r.summary, 'Rewritten.'), symptoms_text: more(r.symptoms_text, 'Also slow.') }));
    const reopened = openLibrary({ json: rewritten }, bundledTaxonomy());
    expect(reopened.cases).toHaveLength(fresh.cases.length);
    expect(reopened.cases[0]!.summary).not.toEqual(fresh.cases[0]!.summary);
    expect(casesFingerprint(reopened.cases)).toBe(shipped.fingerprint);
    expect(layoutOf(reopened)).toEqual(layoutOf(fresh));
  });
});
