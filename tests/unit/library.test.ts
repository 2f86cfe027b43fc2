import { describe, expect, it } from 'vitest';
import { openLibrary } from '../../src/model/library';
import { Positions } from '../../src/model/layout';
import { emptyTaxonomy } from '../../src/model/core';
import { bundledRecords, bundledTaxonomy, rawCase } from './support/library';
import { wordedProblem, wordedProblems } from './support/messages';

const taxonomy = bundledTaxonomy();

describe('openLibrary', () => {
  it('opens the bundled library from JSON with positions for every node and no problem', () => {
    const records = bundledRecords();
    const opened = openLibrary({ json: records }, taxonomy);
    expect(opened.problems).toEqual([]);
    expect(opened.shape).toBe('array');
    expect(opened.recordCount).toBe(records.length);
    expect(opened.cases).toHaveLength(records.length);
    const positions = new Positions(opened.positions, opened.index.byId);
    for (const c of opened.cases) {
      const p = positions.get(`case:${c.id}`);
      expect(p && Number.isFinite(p.x) && Number.isFinite(p.y), c.id).toBe(true);
    }
    for (const [, x, y] of opened.positions.hubs) expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    expect(opened.positions.hubs.map(([id]) => id).sort()).toEqual([...opened.index.byComponent.keys()].map((s) => `component:${s}`).concat([...opened.index.byCause.keys()].map((s) => `cause:${s}`)).sort());
  });

  it('opens the same library from text and from JSON alike', () => {
    const records = bundledRecords();
    expect(openLibrary({ text: JSON.stringify(records) }, taxonomy)).toEqual(openLibrary({ json: records }, taxonomy));
  });

  it("uses the file's own labels over the bundled ones", () => {
    const text = JSON.stringify({
      cases: [rawCase('A', { components: ['telemetry-agent', 'own-thing'] })],
      taxonomy: { component: { 'own-thing': { en: 'Our thing' }, 'telemetry-agent': { en: 'Agent (ours)' } } },
    });
    const opened = openLibrary({ text }, taxonomy);
    expect(opened.problems).toEqual([]);
    expect(opened.taxonomy.component['own-thing']).toEqual({ en: 'Our thing', ko: null });
    expect(opened.taxonomy.component['telemetry-agent']!.en).toBe('Agent (ours)');
    expect(opened.taxonomy.component['ingress-controller']!.en).toBe('Ingress controller');
  });

  it('warns about a malformed taxonomy and keeps the bundled labels', () => {
    const opened = openLibrary({ json: { cases: [rawCase('A')], taxonomy: 'labels.csv' } }, taxonomy);
    expect(opened.taxonomy).toBe(taxonomy);
    expect(wordedProblems(opened.problems)).toEqual([
      { severity: 'warning', index: null, id: null, field: 'taxonomy', message: "the file's taxonomy is not in the expected form; the bundled labels are used" },
    ]);
  });

  it('passes on file problems and record problems together, counting every record', () => {
    const text = `${JSON.stringify(rawCase('A'))}\n{broken\n${JSON.stringify(rawCase('B', { date: 'soon' }))}`;
    const opened = openLibrary({ text }, emptyTaxonomy());
    expect(opened.shape).toBe('ndjson');
    expect(opened.recordCount).toBe(2);
    expect(opened.cases.map((c) => c.id)).toEqual(['A']);
    expect(opened.problems.map((p) => [p.severity, p.index, p.field])).toEqual([['error', null, ''], ['error', 1, 'date']]);
  });

  it('opens an unreadable file as an empty library with the reason', () => {
    const opened = openLibrary({ text: '' }, taxonomy);
    expect(opened).toMatchObject({ cases: [], positions: { caseXY: new Float64Array(0), hubs: [] }, shape: 'none', recordCount: 0 });
    expect(opened.problems.map((p) => wordedProblem(p))).toEqual(['the file is empty']);
  });

  it('reports progress through every stage in order', () => {
    const stages: string[] = [];
    openLibrary({ json: [rawCase('A')] }, taxonomy, (stage) => stages.push(stage));
    expect(stages).toEqual(['parse', 'validate', 'index', 'layout']);
  });
});
