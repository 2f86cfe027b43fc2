import { describe, expect, it } from 'vitest';
import { loadLibrary as loadRaw, MAX_SLUGS_PER_FIELD } from '../../src/model/core';
import { bundledRecords, bundledTaxonomy, rawCase, readCase } from './support/library';
import { wordedProblems, type WordedProblem } from './support/messages';

/** The loader with its problems worded in English, as the problems dialog shows them. */
const loadLibrary = (...args: Parameters<typeof loadRaw>) => {
  const loaded = loadRaw(...args);
  return { ...loaded, problems: wordedProblems(loaded.problems) };
};

const ids = (r: { cases: { id: string }[] }) => r.cases.map((c) => c.id);
const errors = (problems: WordedProblem[]) => problems.filter((p) => p.severity === 'error');
const warnings = (problems: WordedProblem[]) => problems.filter((p) => p.severity === 'warning');

describe('loadLibrary: valid input', () => {
  it('loads every bundled case without a problem', () => {
    const records = bundledRecords();
    const loaded = loadLibrary(records, bundledTaxonomy());
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases).toHaveLength(records.length);
  });

  it('keeps the fields of a seed case as written', () => {
    const raw = readCase('IL-0034');
    const [c] = loadLibrary([raw]).cases;
    expect(c).toMatchObject({
      id: 'IL-0034',
      org: 'Airbnb',
      date: '2019-11-22',
      root_cause: 'deploy-rollout',
      components: ['telemetry-agent', 'service-discovery'],
      symptoms: ['readiness-probe-failures', 'service-unavailable'],
      domain: ['kubernetes', 'observability'],
      severity: 'unknown',
      timeline: { detected_after: null, resolved_after: null },
    });
    expect(c!.title).toEqual(raw.title);
  });

  it('tolerates unknown extra fields and keeps them', () => {
    const loaded = loadLibrary([rawCase('A', { review: { by: 'x' }, 'x-custom': 1 })]);
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases[0]).toMatchObject({ review: { by: 'x' }, 'x-custom': 1 });
  });

  it('accepts Korean text that is absent or null', () => {
    const loaded = loadLibrary([rawCase('A', { title: { en: 'a' } }), rawCase('B', { title: { en: 'b', ko: null }, summary: { en: 's', ko: null } })]);
    expect(loaded.problems).toEqual([]);
    expect(ids(loaded)).toEqual(['A', 'B']);
    expect(loaded.cases[1]!.summary).toEqual({ en: 's', ko: null });
  });

  it('fills defaults for optional fields', () => {
    const [c] = loadLibrary([rawCase('A')]).cases;
    expect(c).toMatchObject({
      org: '', domain: [], components: [], symptoms: [], contributing: [], root_cause: null,
      severity: 'unknown', sources: [], related: [], recurrence_of: null, summary: null,
    });
  });

  it('accepts partial dates and the 29th of February in a leap year', () => {
    const loaded = loadLibrary([rawCase('A', { date: '2020' }), rawCase('B', { date: '2020-07' }), rawCase('C', { date: '2024-02-29' })]);
    expect(loaded.problems).toEqual([]);
  });

  it('treats a single object as a one-case library and undefined as an empty one', () => {
    expect(ids(loadLibrary(rawCase('A')))).toEqual(['A']);
    expect(loadLibrary(undefined)).toEqual({ cases: [], problems: [] });
  });

  it('collapses repeated slugs', () => {
    const [c] = loadLibrary([rawCase('A', { components: ['x', 'y', 'x'], domain: ['k', 'k'] })]).cases;
    expect(c!.components).toEqual(['x', 'y']);
    expect(c!.domain).toEqual(['k']);
  });
});

describe('loadLibrary: rejected records', () => {
  /** Loads [valid A, bad, valid C] and returns the problems of the bad record. */
  const badBetweenGood = (bad: unknown) => {
    const loaded = loadLibrary([rawCase('A'), bad, rawCase('C')]);
    expect(ids(loaded)).toEqual(['A', 'C']);
    const errs = errors(loaded.problems);
    expect(errs.length).toBeGreaterThan(0);
    for (const p of errs) expect(p.index).toBe(1);
    for (const p of errs) expect(p.message).toMatch(/skipped/);
    return errs;
  };

  it('reports a missing id', () => {
    expect(badBetweenGood({ date: '2020-01-01', title: { en: 't' } })).toEqual([
      { severity: 'error', index: 1, id: null, field: 'id', message: 'missing (expected string); record skipped' },
    ]);
  });

  it('reports an id that is not a string, naming it', () => {
    expect(badBetweenGood(rawCase('x', { id: 7 }))).toEqual([
      { severity: 'error', index: 1, id: '7', field: 'id', message: 'wrong type (expected string); record skipped' },
    ]);
  });

  it('reports an empty id', () => {
    const [p] = badBetweenGood(rawCase('  '));
    expect(p).toMatchObject({ field: 'id', id: null });
  });

  it('keeps the first of two cases with the same id', () => {
    const loaded = loadLibrary([rawCase('A', { org: 'first' }), rawCase('B'), rawCase('A', { org: 'second' })]);
    expect(ids(loaded)).toEqual(['A', 'B']);
    expect(loaded.cases[0]!.org).toBe('first');
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]).toMatchObject({ severity: 'error', index: 2, id: 'A', field: 'id' });
    // Record numbers as the reader counts: the first record is record 1.
    expect(loaded.problems[0]!.message).toMatch(/duplicate id: record 1 .* kept/);
  });

  it('treats ids that differ only by surrounding spaces as the same', () => {
    const loaded = loadLibrary([rawCase('A'), rawCase(' A ')]);
    expect(ids(loaded)).toEqual(['A']);
    expect(loaded.problems[0]).toMatchObject({ index: 1, id: 'A', field: 'id' });
  });

  it.each(['2021-02-30', '2023-02-29', 'yesterday', '2021-13-01', '2021-00-10', '2021-1-1', '21-01-01', '', '2021-02-28T00:00:00Z'])(
    'rejects the date %j',
    (date) => {
      expect(badBetweenGood(rawCase('B', { date }))).toEqual([
        { severity: 'error', index: 1, id: 'B', field: 'date', message: 'not a date (expected YYYY-MM-DD); record skipped' },
      ]);
    },
  );

  it('rejects a date that is not a string', () => {
    expect(badBetweenGood(rawCase('B', { date: 20210101 }))[0]).toMatchObject({ field: 'date', message: 'wrong type (expected string); record skipped' });
  });

  it('reports a missing or blank title.en', () => {
    expect(badBetweenGood(rawCase('B', { title: { ko: '제목' } }))).toEqual([
      { severity: 'error', index: 1, id: 'B', field: 'title.en', message: 'missing (expected string); record skipped' },
    ]);
    expect(badBetweenGood(rawCase('B', { title: { en: '   ' } }))[0]).toMatchObject({ field: 'title.en', message: 'English text is missing; record skipped' });
    expect(badBetweenGood(rawCase('B', { title: undefined }))[0]).toMatchObject({ field: 'title', message: 'missing (expected object); record skipped' });
  });

  it('reports a list field that is not a list', () => {
    expect(badBetweenGood(rawCase('B', { components: 'telemetry-agent' }))).toEqual([
      { severity: 'error', index: 1, id: 'B', field: 'components', message: 'wrong type (expected a list); record skipped' },
    ]);
  });

  it('reports a wrong type deep inside the record with its path', () => {
    expect(badBetweenGood(rawCase('B', { sources: [{ url: 'https://a' }, { url: 5 }] }))[0]).toMatchObject({
      field: 'sources[1].url',
      message: 'wrong type (expected string); record skipped',
    });
    expect(badBetweenGood(rawCase('B', { domain: ['ok', 3] }))[0]).toMatchObject({ field: 'domain[1]' });
    expect(badBetweenGood(rawCase('B', { timeline: { detected_after: -1 } }))[0]).toMatchObject({ field: 'timeline.detected_after' });
    expect(badBetweenGood(rawCase('B', { severity: 5 }))[0]).toMatchObject({ field: 'severity' });
  });

  it('reports every problem of one record', () => {
    const errs = badBetweenGood({ id: 'B', date: 'soon', title: {} });
    expect(errs.map((p) => p.field).sort()).toEqual(['date', 'title.en']);
  });

  it.each([
    [null, 'null'],
    [42, 'number'],
    ['IL-0034', 'string'],
    [[rawCase('X')], 'a list'],
    [true, 'boolean'],
  ])('rejects a record that is not an object: %j', (record, got) => {
    expect(badBetweenGood(record)).toEqual([
      { severity: 'error', index: 1, id: null, field: '', message: `record is not an object (got ${got}); skipped` },
    ]);
  });
});

describe('loadLibrary: references', () => {
  it('drops related links to the case itself or to missing cases, with a warning each', () => {
    const loaded = loadLibrary([rawCase('A', { related: ['A', 'B', 'ZZ', 'B'] }), rawCase('B')]);
    expect(ids(loaded)).toEqual(['A', 'B']);
    expect(loaded.cases[0]!.related).toEqual(['B']);
    expect(loaded.problems).toEqual([
      { severity: 'warning', index: 0, id: 'A', field: 'related[0]', message: 'points at the case itself; ignored' },
      { severity: 'warning', index: 0, id: 'A', field: 'related[2]', message: '"ZZ" is not in the library; not drawn' },
    ]);
  });

  it('resolves a related link to a case later in the file', () => {
    const loaded = loadLibrary([rawCase('A', { related: ['C'] }), rawCase('B'), rawCase('C')]);
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases[0]!.related).toEqual(['C']);
  });

  it('does not resolve a link to a record that was rejected', () => {
    const loaded = loadLibrary([rawCase('A', { related: ['B'] }), rawCase('B', { date: 'never' })]);
    expect(loaded.cases[0]!.related).toEqual([]);
    expect(warnings(loaded.problems)).toEqual([
      { severity: 'warning', index: 0, id: 'A', field: 'related[0]', message: '"B" is not in the library; not drawn' },
    ]);
  });

  it('drops recurrence_of pointing at itself or at a missing case', () => {
    const loaded = loadLibrary([rawCase('A', { recurrence_of: 'A' }), rawCase('B', { recurrence_of: 'nope' }), rawCase('C', { recurrence_of: 'B' })]);
    expect(loaded.cases.map((c) => c.recurrence_of)).toEqual([null, null, 'B']);
    expect(loaded.problems).toEqual([
      { severity: 'warning', index: 0, id: 'A', field: 'recurrence_of', message: 'points at the case itself; ignored' },
      { severity: 'warning', index: 1, id: 'B', field: 'recurrence_of', message: '"nope" is not in the library; not drawn' },
    ]);
  });

  it('reports the record index (not the case position) when earlier records were rejected', () => {
    const loaded = loadLibrary([null, rawCase('A', { related: ['gone'] })]);
    expect(warnings(loaded.problems)[0]).toMatchObject({ index: 1, id: 'A' });
  });
});

describe('loadLibrary: warnings on kept cases', () => {
  it('keeps a case whose source is not an http(s) link, and says which source', () => {
    const sources = [{ url: 'https://example.com/pm' }, { url: 'javascript:alert(1)' }, { url: 'data:text/html,<b>x</b>' }, { url: 'http://example.com' }, { url: 'not a url' }];
    const loaded = loadLibrary([rawCase('A', { sources })]);
    expect(ids(loaded)).toEqual(['A']);
    expect(loaded.cases[0]!.sources).toHaveLength(5);
    expect(loaded.problems.map((p) => [p.severity, p.field])).toEqual([
      ['warning', 'sources[1].url'],
      ['warning', 'sources[2].url'],
      ['warning', 'sources[4].url'],
    ]);
    expect(loaded.problems[0]!.message).toBe('not an http(s) link; shown as text, not followed');
  });

  it('reports each unknown slug once, at its first use, with a humanized label', () => {
    const taxonomy = bundledTaxonomy();
    const loaded = loadLibrary([
      rawCase('A', { components: ['telemetry-agent', 'quantum-flux_capacitor'], root_cause: 'cosmic-rays' }),
      rawCase('B', { components: ['quantum-flux_capacitor'], symptoms: ['cosmic-rays'] }),
    ], taxonomy);
    expect(ids(loaded)).toEqual(['A', 'B']);
    expect(loaded.problems).toEqual([
      { severity: 'warning', index: 0, id: 'A', field: 'components[1]', message: 'unknown component "quantum-flux_capacitor"; shown as "Quantum flux capacitor"' },
      { severity: 'warning', index: 0, id: 'A', field: 'root_cause', message: 'unknown root cause "cosmic-rays"; shown as "Cosmic rays"' },
      // Same slug, other kind: a separate unknown.
      { severity: 'warning', index: 1, id: 'B', field: 'symptoms[0]', message: 'unknown symptom "cosmic-rays"; shown as "Cosmic rays"' },
    ]);
  });

  it('does not check slugs when no taxonomy is given', () => {
    expect(loadLibrary([rawCase('A', { components: ['whatever'] })]).problems).toEqual([]);
  });

  // BUG (src/model/core/loader.ts, and labelOf in src/model/core/taxonomy.ts): taxonomy sections are
  // plain objects, so `taxonomy[kind][slug]` finds Object.prototype members. A slug such as
  // "constructor", "toString" or "__proto__" is silently taken as known (no warning).
  it('reports slugs named like Object.prototype members as unknown', () => {
    const loaded = loadLibrary([rawCase('A', { components: ['constructor', 'toString', '__proto__'] })], bundledTaxonomy());
    expect(loaded.problems.map((p) => p.field)).toEqual(['components[0]', 'components[1]', 'components[2]']);
  });

  it(`caps a slug list at ${MAX_SLUGS_PER_FIELD} values with a warning`, () => {
    const many = Array.from({ length: 150 }, (_, i) => `c${i}`);
    const loaded = loadLibrary([rawCase('A', { components: many })]);
    expect(loaded.cases[0]!.components).toEqual(many.slice(0, MAX_SLUGS_PER_FIELD));
    expect(loaded.problems).toEqual([
      { severity: 'warning', index: 0, id: 'A', field: 'components', message: '150 values; only the first 100 are used' },
    ]);
  });

  it(`does not warn at exactly ${MAX_SLUGS_PER_FIELD} values`, () => {
    const loaded = loadLibrary([rawCase('A', { components: Array.from({ length: MAX_SLUGS_PER_FIELD }, (_, i) => `c${i}`) })]);
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases[0]!.components).toHaveLength(MAX_SLUGS_PER_FIELD);
  });
});
