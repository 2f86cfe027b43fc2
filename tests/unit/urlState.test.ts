import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyFilters, FACETS, type Filters } from '../../src/model/view';
import { RELATION_RULES } from '../../src/model/relations';
import { DEFAULT_LIST_SORT, LIST_COLUMNS } from '../../src/model/view';
import { COLOR_MODES } from '../../src/model/view';
import { checkAgainstLibrary, decodeView, defaultView, encodeView, isNavigation, MAX_DRAFT_PARAM, VIEW_MODES, type ViewState } from '../../src/model/view';
import { bundledIndex, indexOf, rawCase } from './support/library';
import { wordedIgnored } from './support/messages';
import { MATRIX_AXES, TREND_BYS } from '../../src/model/trends';

/** checkAgainstLibrary with its ignored reasons worded in English, as the ignored line shows them. */
const check = (state: ViewState, index: Parameters<typeof checkAgainstLibrary>[1]) => {
  const checked = checkAgainstLibrary(state, index);
  return { state: checked.state, ignored: checked.ignored.map((i) => wordedIgnored(i)) };
};

const view = (over: Partial<Omit<ViewState, 'filters'>> & { filters?: Partial<Filters> } = {}): ViewState => ({
  ...defaultView(),
  ...over,
  filters: { ...emptyFilters(), ...over.filters },
});
const roundTrip = (state: ViewState) => decodeView(encodeView(state));

describe('encodeView', () => {
  it('encodes the default view as nothing', () => {
    expect(encodeView(defaultView())).toBe('');
  });

  it('writes a readable query', () => {
    const state = view({ selection: { kind: 'case', key: 'IL-0034' }, filters: { domain: ['kubernetes', 'aws'], from: 2019, to: 2024 }, lang: 'ko' });
    expect(encodeView(state)).toBe('?case=IL-0034&domain=kubernetes,aws&from=2019&to=2024&lang=ko');
  });

  it('uses the short facet names and keeps every setting', () => {
    const state = view({
      selection: { kind: 'cause', key: 'deploy-rollout' },
      filters: { component: ['ingress-controller'], cause: ['config-change'], contributing: ['missing-alerting'], symptom: ['service-unavailable'], severity: ['major'], org: ['Honeycomb'] },
      q: 'load balancer', searchFilters: true, view: 'list', rule: 'component', theme: 'dark', src: 'https://example.com/lib.json',
    });
    expect(encodeView(state)).toBe(
      '?src=https://example.com/lib.json&cause=deploy-rollout&org=Honeycomb&comp=ingress-controller&rc=config-change'
      + '&symptom=service-unavailable&factor=missing-alerting&severity=major&q=load%20balancer&qf=1&view=list&rel=component&theme=dark',
    );
  });

  it('escapes commas, ampersands and equals signs inside values', () => {
    const encoded = encodeView(view({ filters: { org: ['A, B & C = D'] } }));
    expect(encoded).toBe('?org=A%2C%20B%20%26%20C%20%3D%20D');
  });

  it('leaves out qf when there is no search text', () => {
    expect(encodeView(view({ searchFilters: true }))).toBe('');
  });
});

describe('decodeView ↔ encodeView round trip', () => {
  it.each<[string, ViewState]>([
    ['default', defaultView()],
    ['component selection', view({ selection: { kind: 'component', key: 'telemetry-agent' } })],
    ['all facets', view({ filters: Object.fromEntries(FACETS.map((f) => [f, [`${f}-1`, `${f}-2`]])) as Partial<Filters> })],
    ['orgs with spaces, commas, unicode and &=', view({ filters: { org: ["Let's Encrypt", 'UK Ministry of Justice (Cloud Platform)', 'A, B & C=D', '네이버', 'a+b%20c'] } })],
    ['one year bound', view({ filters: { from: 1900 } })],
    ['search that filters', view({ q: 'probe & sidecar, 사이드카 100%', searchFilters: true })],
    ['every mode', view({ view: 'matrix', rule: 'explicit', lang: 'en', theme: 'light', src: 'lib/cases.ndjson?x=1&y=2' })],
    ['embedded', view({ selection: { kind: 'case', key: 'IL-0034' }, filters: { domain: ['kubernetes'] }, embed: true })],
    ['a neighbourhood depth', view({ depth: 3 })],
    ['a draft, open and empty', view({ draft: '' })],
    ['a draft with lines, & and Korean', view({ draft: 'ingress 502 after upgrade & 100%\n파드가 재시작', rule: 'text' })],
    ['a list sorted by date, newest first', view({ view: 'list', sort: { column: 'date', dir: 'desc' } })],
    ['trends by failure pattern', view({ view: 'trends', by: 'cluster' })],
    ['a matrix of organisations × years', view({ view: 'matrix', rows: 'org', cols: 'year' })],
    ['a matrix with only its columns chosen', view({ view: 'matrix', cols: 'severity' })],
  ])('%s', (_, state) => {
    expect(roundTrip(state)).toEqual({ state, ignored: [] });
  });

  const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
  // Values that survive the codec: non-empty, no surrounding whitespace, at most 200 characters.
  const text = (max: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }).map((s) => s.trim()).filter((s) => s !== '' && s.length <= max);
  const org = fc.oneof(text(40), fc.constantFrom('A, B & C=D', 'Ünïcødé Inc', '네이버 클라우드', '%41 not an escape', 'plus+sign'));
  const year = fc.integer({ min: 1900, max: 2100 });
  const list = <T>(arb: fc.Arbitrary<T>) => fc.uniqueArray(arb, { maxLength: 6 });

  const stateArb: fc.Arbitrary<ViewState> = fc
    .record({
      selection: fc.option(fc.record({ kind: fc.constantFrom('case' as const, 'component' as const, 'cause' as const, 'cluster' as const), key: fc.oneof(slug, text(60)) }), { nil: null }),
      domain: list(slug), org: list(org), component: list(slug), cause: list(slug), symptom: list(slug), contributing: list(slug), severity: list(slug),
      // Bounds to the year or to the month (a quarter's point sets months), the start not after the end.
      years: fc
        .tuple(fc.option(fc.tuple(year, fc.option(fc.integer({ min: 1, max: 12 }), { nil: null })), { nil: null }), fc.option(fc.tuple(year, fc.option(fc.integer({ min: 1, max: 12 }), { nil: null })), { nil: null }))
        .filter(([a, b]) => a === null || b === null || a[0] * 12 + (a[1] ?? 1) <= b[0] * 12 + (b[1] ?? 12)),
      q: fc.oneof(fc.constant(''), text(100)),
      searchFilters: fc.boolean(),
      lang: fc.constantFrom(null, 'en' as const, 'ko' as const),
      theme: fc.constantFrom(null, 'light' as const, 'dark' as const),
      view: fc.constantFrom(...VIEW_MODES),
      rule: fc.constantFrom(...RELATION_RULES),
      color: fc.constantFrom(...COLOR_MODES),
      depth: fc.constantFrom(1 as const, 2 as const, 3 as const),
      src: fc.option(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), text(60)), { nil: null }),
      compare: fc.option(fc.tuple(fc.oneof(slug, text(30)), fc.oneof(slug, text(30))).filter(([a, b]) => a.toUpperCase() !== b.toUpperCase()), { nil: null }),
      embed: fc.boolean(),
      maxmb: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
      draft: fc.option(fc.oneof(fc.constant(''), text(200)), { nil: null }),
      sort: fc.record({ column: fc.constantFrom(...LIST_COLUMNS), dir: fc.constantFrom('asc' as const, 'desc' as const) }),
      by: fc.constantFrom(...TREND_BYS),
      axes: fc.tuple(fc.option(fc.constantFrom(...MATRIX_AXES), { nil: null }), fc.option(fc.constantFrom(...MATRIX_AXES), { nil: null })).filter(([r, c]) => r === null || r !== c),
    })
    .map(({ selection, years: [a, b], axes: [rows, cols], domain, org, component, cause, symptom, contributing, severity, ...rest }) => ({
      ...rest,
      // Only meaningful with a search text; the codec drops it otherwise.
      searchFilters: rest.searchFilters && rest.q !== '',
      selection,
      rows,
      cols,
      filters: { domain, org, component, cause, symptom, contributing, severity, from: a?.[0] ?? null, fromMonth: a?.[1] ?? null, to: b?.[0] ?? null, toMonth: b?.[1] ?? null },
    }));

  it('holds for generated states', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(roundTrip(state)).toEqual({ state, ignored: [] });
      }),
      { numRuns: 400 },
    );
  });

  it('re-encodes what it decoded identically', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const once = encodeView(state);
        expect(encodeView(decodeView(once).state)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on an arbitrary query string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const { state, ignored } = decodeView(s);
        expect(Array.isArray(ignored)).toBe(true);
        expect(state.view).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });
});

describe('decodeView: what it ignores, and why', () => {
  const decode = (q: string) => {
    const { state, ignored } = decodeView(q);
    return { state, ignored: ignored.map((i) => wordedIgnored(i)) };
  };

  it('accepts the query with or without "?"', () => {
    expect(decode('case=IL-0034').state.selection).toEqual({ kind: 'case', key: 'IL-0034' });
    expect(decode('?case=IL-0034').state.selection).toEqual({ kind: 'case', key: 'IL-0034' });
  });

  it('reads + as a space', () => {
    expect(decode('?q=load+balancer').state.q).toBe('load balancer');
  });

  it('lists an unknown parameter', () => {
    expect(decode('?case=A&utm_source=mail&flag').ignored).toEqual([
      { param: 'utm_source', value: 'mail', reason: 'unknown parameter' },
      { param: 'flag', value: '', reason: 'unknown parameter' },
    ]);
  });

  it('uses the first of a repeated parameter', () => {
    const { state, ignored } = decode('?domain=aws&lang=ko&domain=gcp&lang=en');
    expect(state.filters.domain).toEqual(['aws']);
    expect(state.lang).toBe('ko');
    expect(ignored).toEqual([
      { param: 'domain', value: 'gcp', reason: 'given more than once; the first was used' },
      { param: 'lang', value: 'en', reason: 'given more than once; the first was used' },
    ]);
  });

  it.each(['20', '20x9', '18000', '-2020', '2020.5', ''])('rejects the year %j', (y) => {
    const { state, ignored } = decode(`?from=${y}`);
    expect(state.filters.from).toBeNull();
    expect(ignored).toEqual([{ param: 'from', value: y, reason: 'not a year between 0 and 9999' }]);
  });

  it('reads a bound to the month (a quarter) and writes it back the same', () => {
    const { state, ignored } = decode('?from=2021-04&to=2021-06');
    expect(ignored).toEqual([]);
    expect(state.filters).toMatchObject({ from: 2021, fromMonth: 4, to: 2021, toMonth: 6 });
    expect(encodeView(state)).toBe('?from=2021-04&to=2021-06');
    expect(decode('?from=2021-06&to=2021').ignored).toEqual([]);
  });

  it.each(['2021-13', '2021-00', '2021-4', '2021-04-01', '2021-Q2'])('rejects the year-month %j', (y) => {
    const { state, ignored } = decode(`?to=${y}`);
    expect([state.filters.to, state.filters.toMonth]).toEqual([null, null]);
    expect(ignored).toEqual([{ param: 'to', value: y, reason: 'not a year between 0 and 9999' }]);
  });

  it('swaps bounds to the month whole, each keeping its month', () => {
    const { state, ignored } = decode('?from=2021-06&to=2021-04');
    expect(state.filters).toMatchObject({ from: 2021, fromMonth: 4, to: 2021, toMonth: 6 });
    expect(ignored).toEqual([{ param: 'from', value: '2021-06–2021-04', reason: 'from is after to; the two were swapped' }]);
  });

  it('swaps from and to when from is after to, and says so', () => {
    const { state, ignored } = decode('?from=2024&to=2019');
    expect([state.filters.from, state.filters.to]).toEqual([2019, 2024]);
    expect(ignored).toEqual([{ param: 'from', value: '2024–2019', reason: 'from is after to; the two were swapped' }]);
  });

  it.each([
    ['lang', 'fr', 'expected one of en, ko'],
    ['theme', 'blue', 'expected one of light, dark'],
    ['view', 'tree', 'expected one of graph, list, matrix, trends'],
    ['by', 'weather', 'expected one of rc, comp, domain, org, severity, symptom, factor, cluster'],
    ['rows', 'month', 'expected one of rc, comp, domain, org, severity, symptom, factor, cluster, year'],
    ['cols', 'component', 'expected one of rc, comp, domain, org, severity, symptom, factor, cluster, year'],
    ['rel', 'any', 'expected one of seed, component, cause, explicit, text'],
    ['qf', 'yes', 'expected one of 1, 0'],
    ['embed', 'yes', 'expected one of 1, 0'],
  ])('rejects %s=%s', (param, value, reason) => {
    const { state, ignored } = decode(`?${param}=${value}`);
    expect(state).toEqual(defaultView());
    expect(ignored).toEqual([{ param, value, reason }]);
  });

  it('reports a matrix whose rows and columns are the same axis, in both languages, and keeps the rows', () => {
    const { state, ignored } = decodeView('?view=matrix&rows=org&cols=org');
    expect([state.rows, state.cols]).toEqual(['org', null]);
    expect(ignored.map((i) => wordedIgnored(i))).toEqual([{ param: 'cols', value: 'org', reason: 'the same as the rows: choose another axis for the columns' }]);
    expect(wordedIgnored(ignored[0]!, 'ko').reason).toBe('행과 같음: 열에는 다른 축을 고르세요');
  });

  it('words an unknown trend facet in Korean too', () => {
    const { ignored } = decodeView('?view=trends&by=weather');
    expect(wordedIgnored(ignored[0]!, 'ko')).toEqual({ param: 'by', value: 'weather', reason: expect.stringContaining('rc, comp, domain, org, severity, symptom, factor, cluster') });
    expect(wordedIgnored(ignored[0]!, 'ko').reason).not.toMatch(/expected/);
  });

  it('accepts the other spellings of qf', () => {
    expect(decode('?q=x&qf=true').state.searchFilters).toBe(true);
    expect(decode('?q=x&qf=0').state.searchFilters).toBe(false);
    expect(decode('?q=x&qf=false')).toEqual({ state: view({ q: 'x' }), ignored: [] });
  });

  it('reports a malformed %-escape', () => {
    expect(decode('?case=%E0%A4%A').ignored).toEqual([{ param: 'case', value: '%E0%A4%A', reason: 'malformed escape sequence' }]);
    const facet = decode('?comp=ok,%ZZ,fine');
    expect(facet.state.filters.component).toEqual(['ok', 'fine']);
    expect(facet.ignored).toEqual([{ param: 'comp', value: '%ZZ', reason: 'malformed escape sequence' }]);
  });

  it('rejects a value longer than 200 characters, and cuts a long search text at 500', () => {
    const long = 'a'.repeat(201);
    expect(decode(`?case=${long}`).state.selection).toBeNull();
    expect(decode(`?case=${long}`).ignored[0]!.reason).toBe('longer than 200 characters');
    expect(decode(`?case=${'a'.repeat(200)}`).state.selection?.key).toHaveLength(200);
    const facet = decode(`?domain=k8s,${long}`);
    expect(facet.state.filters.domain).toEqual(['k8s']);
    expect(facet.ignored).toEqual([{ param: 'domain', value: 'a'.repeat(80), reason: 'longer than 200 characters' }]);
    const q = decode(`?q=${'b'.repeat(600)}`);
    expect(q.state.q).toBe('b'.repeat(500));
    expect(q.ignored[0]!.reason).toBe('search text cut to 500 characters');
  });

  it('keeps at most 50 values of a facet', () => {
    const values = Array.from({ length: 60 }, (_, i) => `v${i}`);
    const { state, ignored } = decode(`?domain=${values.join(',')}`);
    expect(state.filters.domain).toEqual(values.slice(0, 50));
    expect(ignored).toEqual([{ param: 'domain', value: values.join(',').slice(0, 80), reason: 'only the first 50 of 60 values were used' }]);
  });

  it('keeps only one selection', () => {
    const { state, ignored } = decode('?case=IL-0034&component=etcd');
    expect(state.selection).toEqual({ kind: 'case', key: 'IL-0034' });
    expect(ignored).toEqual([{ param: 'component', value: 'etcd', reason: 'only one selection at a time; case=IL-0034 was used' }]);
  });

  it('handles empty values', () => {
    expect(decode('?case=').ignored).toEqual([{ param: 'case', value: '', reason: 'empty' }]);
    expect(decode('?src=%20').ignored).toEqual([{ param: 'src', value: ' ', reason: 'empty' }]);
    expect(decode('?domain=,,k8s,,k8s')).toEqual({ state: view({ filters: { domain: ['k8s'] } }), ignored: [] });
    expect(decode('?q=')).toEqual({ state: defaultView(), ignored: [] });
    expect(decode('?&&').ignored).toEqual([]);
  });
});

describe('regressions', () => {
  // The loader trims org names as the URL codec trims values, so a filter on an org written with
  // surrounding spaces survives a reload.
  it('keeps a filter on an org written with a trailing space across a reload', () => {
    const index = indexOf([rawCase('A', { org: 'Acme ' })]);
    const org = index.cases[0]!.org;
    const { state } = decodeView(encodeView(view({ filters: { org: [org] } })));
    expect(check(state, index)).toEqual({ state: view({ filters: { org: ['Acme'] } }), ignored: [] });
  });

  // encodeURIComponent throws on a lone surrogate: encodeURIComponent throws URIError on a lone surrogate, which a
  // library can carry (JSON "\ud800" is valid) in an org name, so encodeView throws instead of encoding.
  it('encodes a value holding a lone surrogate without throwing', () => {
    expect(() => encodeView(view({ filters: { org: ['Acme \ud800'] } }))).not.toThrow();
  });
});

describe('checkAgainstLibrary', () => {
  const index = bundledIndex();

  it('keeps what the library has', () => {
    const state = view({ selection: { kind: 'case', key: 'IL-0034' }, filters: { domain: ['kubernetes'], org: ['Airbnb'], component: ['telemetry-agent'], cause: ['deploy-rollout'] } });
    expect(check(state, index)).toEqual({ state, ignored: [] });
  });

  it.each([
    ['case', 'IL-9999', 'no such case in this library'],
    ['component', 'flux-capacitor', 'no such component in this library'],
    ['cause', 'gremlins', 'no such root cause in this library'],
  ] as const)('drops an unknown %s selection', (kind, key, reason) => {
    const { state, ignored } = check(view({ selection: { kind, key } }), index);
    expect(state.selection).toBeNull();
    expect(ignored).toEqual([{ param: kind, value: key, reason }]);
  });

  it('drops unknown facet values, keeps the known ones, and names the URL parameter', () => {
    const { state, ignored } = check(view({ filters: { domain: ['kubernetes', 'mainframe'], component: ['nope'], contributing: ['missing-alerting', 'bad-luck'], from: 2019 } }), index);
    expect(state.filters).toEqual({ ...emptyFilters(), domain: ['kubernetes'], contributing: ['missing-alerting'], from: 2019 });
    expect(ignored).toEqual([
      { param: 'domain', value: 'mainframe', reason: 'no case in this library has it' },
      { param: 'comp', value: 'nope', reason: 'no case in this library has it' },
      { param: 'factor', value: 'bad-luck', reason: 'no case in this library has it' },
    ]);
  });

  it('does not modify the state it was given', () => {
    const state = view({ selection: { kind: 'case', key: 'IL-9999' }, filters: { domain: ['mainframe'] } });
    const before = structuredClone(state);
    check(state, index);
    expect(state).toEqual(before);
  });
});

describe('isNavigation', () => {
  const sel = (key: string, kind: 'case' | 'component' = 'case') => view({ selection: { kind, key } });

  it('is a navigation when the selection changes', () => {
    expect(isNavigation(defaultView(), sel('A'))).toBe(true);
    expect(isNavigation(sel('A'), defaultView())).toBe(true);
    expect(isNavigation(sel('A'), sel('B'))).toBe(true);
    expect(isNavigation(sel('A'), sel('A', 'component'))).toBe(true);
  });

  it('is not a navigation when only filters, search or settings change', () => {
    expect(isNavigation(defaultView(), view({ filters: { domain: ['aws'] }, q: 'x', lang: 'ko' }))).toBe(false);
    expect(isNavigation(sel('A'), { ...sel('A'), filters: { ...emptyFilters(), from: 2020 }, view: 'list' })).toBe(false);
  });

  it('reads depth=1|2|3, reports any other value with the expected ones, and changes no history entry', () => {
    expect(decodeView('?depth=2').state.depth).toBe(2);
    expect(encodeView(view({ depth: 2 }))).toBe('?depth=2');
    for (const bad of ['0', '4', '1.5', 'two', '', '02']) {
      const { state, ignored } = decodeView(`?depth=${bad}`);
      expect(state.depth).toBe(1);
      expect(ignored.map((i) => wordedIgnored(i))).toEqual([{ param: 'depth', value: bad, reason: 'expected one of 1, 2, 3' }]);
    }
    expect(isNavigation(sel('A'), { ...sel('A'), depth: 3 })).toBe(false);
  });

  it('is a navigation when the same selection is in another library', () => {
    expect(isNavigation(sel('A'), { ...sel('A'), src: 'other.json' })).toBe(true);
  });
});

describe('compare=A,B (two cases side by side)', () => {
  it('round-trips a pair, after the other parameters but before lang and theme', () => {
    const state = view({ selection: { kind: 'case', key: 'IL-0034' }, compare: ['IL-0034', 'IL-0202'], lang: 'ko' });
    expect(encodeView(state)).toBe('?case=IL-0034&compare=IL-0034,IL-0202&lang=ko');
    expect(roundTrip(state)).toEqual({ state, ignored: [] });
  });

  it.each([
    ['compare=IL-0034', 'expected two case ids separated by a comma, got 1'],
    ['compare=', 'expected two case ids separated by a comma, got 0'],
    ['compare=IL-0034,IL-0202,IL-0203', 'expected two case ids separated by a comma, got 3'],
    ['compare=IL-0034,il-0034', 'the same case twice; nothing to compare'],
    ['compare=IL-0034,%E0%A4%A', 'malformed escape sequence'],
  ])('reports %s and applies the rest', (query, reason) => {
    const { state, ignored } = decodeView(`?${query}&view=list&lang=ko`);
    expect(state.compare).toBeNull();
    expect(state.view).toBe('list');
    expect(state.lang).toBe('ko');
    expect(ignored.map((i) => wordedIgnored(i).reason)).toEqual([reason]);
    expect(ignored[0]?.param).toBe('compare');
  });

  it('drops a pair naming a case the library lacks, reporting each unknown id, and reads ids in any letter case', () => {
    const index = bundledIndex();
    expect(check(view({ compare: ['IL-0034', 'IL-9999'], q: 'x' }), index)).toEqual({
      state: view({ compare: null, q: 'x' }),
      ignored: [{ param: 'compare', value: 'IL-9999', reason: 'no such case in this library; the comparison was not opened' }],
    });
    expect(check(view({ compare: ['nope', 'IL-9999'] }), index).ignored.map((i) => i.value)).toEqual(['nope', 'IL-9999']);
    expect(check(view({ compare: ['il-0034', 'IL-0202'] }), index)).toEqual({ state: view({ compare: ['IL-0034', 'IL-0202'] }), ignored: [] });
  });

  it('opening and closing a comparison are navigations (Back undoes them)', () => {
    expect(isNavigation(view(), view({ compare: ['A', 'B'] }))).toBe(true);
    expect(isNavigation(view({ compare: ['A', 'B'] }), view())).toBe(true);
    expect(isNavigation(view({ compare: ['A', 'B'] }), view({ compare: ['A', 'B'], q: 'x' }))).toBe(false);
  });
});

describe('the draft parameter', () => {
  it('cuts a long draft to MAX_DRAFT_PARAM characters and says so with its own code', () => {
    const long = 'ingress '.repeat(MAX_DRAFT_PARAM);
    const { state, ignored } = decodeView(`?draft=${encodeURIComponent(long)}`);
    expect(state.draft).toHaveLength(MAX_DRAFT_PARAM);
    expect(long.startsWith(state.draft!)).toBe(true);
    expect(ignored).toEqual([expect.objectContaining({ param: 'draft', code: 'draftCut', params: { max: MAX_DRAFT_PARAM } })]);
  });

  it('reads a malformed escape as an ignored parameter, not a crash', () => {
    const { state, ignored } = decodeView('?draft=%E0%A4%A');
    expect(state.draft).toBeNull();
    expect(ignored.map((i) => i.code)).toEqual(['badEscape']);
  });
});

describe('the list sort parameter', () => {
  it('writes the column, with - for descending, and leaves the default out', () => {
    expect(encodeView(view({ sort: { column: 'date', dir: 'asc' } }))).toBe('?sort=date');
    expect(encodeView(view({ sort: { column: 'relations', dir: 'desc' } }))).toBe('?sort=-relations');
    expect(encodeView(view({ sort: { column: 'id', dir: 'desc' } }))).toBe('?sort=-id');
    expect(encodeView(view({ sort: DEFAULT_LIST_SORT }))).toBe('');
    expect(decodeView('?view=list&sort=-title').state.sort).toEqual({ column: 'title', dir: 'desc' });
    expect(decodeView('?sort=%20org%20').state.sort).toEqual({ column: 'org', dir: 'asc' });
  });

  it.each(['newest', '--date', '+date', 'Date', '', 'date,title', '-'])('reports sort=%s as ignored with its own code and keeps the default', (value) => {
    const { state, ignored } = decodeView(`?sort=${encodeURIComponent(value)}`);
    expect(state.sort).toEqual(DEFAULT_LIST_SORT);
    expect(ignored).toEqual([{ param: 'sort', value: value.trim(), code: 'notListSort', params: { options: LIST_COLUMNS.join(', ') } }]);
    expect(wordedIgnored(ignored[0]!).reason).toBe(`not a list column: expected one of ${LIST_COLUMNS.join(', ')}, with - before it for descending`);
    expect(wordedIgnored(ignored[0]!, 'ko').reason).toContain('목록의 열이 아님');
  });

  it('a second sort is ignored as repeated; the first is used', () => {
    const { state, ignored } = decodeView('?sort=date&sort=title');
    expect(state.sort).toEqual({ column: 'date', dir: 'asc' });
    expect(ignored.map((i) => [i.param, i.code])).toEqual([['sort', 'repeated']]);
  });

  it('changing the sort replaces the history entry (a selection is what Back steps through)', () => {
    expect(isNavigation(view(), view({ sort: { column: 'date', dir: 'desc' } }))).toBe(false);
  });
});
