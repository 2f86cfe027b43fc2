import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../src/model/view';
import { defaultView } from '../../src/model/view';
import { initialAppState } from '../../src/state/store';
import * as T from '../../src/state/transitions';

const base = () => initialAppState();

describe('store transitions', () => {
  it('select sets the selection and nothing else', () => {
    const s = base();
    const a = T.select(s, { kind: 'case', key: 'IL-0034' });
    expect(a.view.selection).toEqual({ kind: 'case', key: 'IL-0034' });
    expect({ ...a, view: s.view }).toEqual(s);
    expect(T.select(a, null)).toMatchObject({ view: { selection: null } });
    // Pure: the input is untouched.
    expect(s.view.selection).toBeNull();
  });

  it('toggleFilter adds a value, then removes it, leaving other facets alone', () => {
    const s = T.setFilterValues(base(), 'org', ['Acme']);
    const on = T.toggleFilter(s, 'domain', 'kubernetes');
    expect(on.view.filters).toEqual({ ...emptyFilters(), org: ['Acme'], domain: ['kubernetes'] });
    const off = T.toggleFilter(on, 'domain', 'kubernetes');
    expect(off.view.filters).toEqual({ ...emptyFilters(), org: ['Acme'] });
    expect(on.view.filters.domain).toEqual(['kubernetes']);
  });

  it('clearFilters drops facets, years and the search filter but keeps the query text', () => {
    let s = T.setYears(T.setFilterValues(base(), 'severity', ['major']), 2019, 2021);
    s = T.patchView(s, { q: 'dns', searchFilters: true });
    const cleared = T.clearFilters(s);
    expect(cleared.view).toEqual({ ...defaultView(), q: 'dns' });
  });

  it('opening another library drops the old selection and filters, and a URL drops a local file', () => {
    const file = new File(['[]'], 'lib.json');
    let s = T.select(T.setFilterValues(base(), 'org', ['Acme']), { kind: 'case', key: 'A' });
    s = T.openLocal(s, file, 7);
    expect(s.local).toEqual({ file, name: 'lib.json', token: 7 });
    expect(s.view).toMatchObject({ src: null, selection: null, filters: emptyFilters() });
    const url = T.openUrl(s, 'https://example.org/lib.json');
    expect(url.local).toBeNull();
    expect(url.view.src).toBe('https://example.org/lib.json');
  });

  it('keeps the other state of the store as it is', () => {
    const s = { ...base(), problemsOpen: true, hovered: 'case:A' };
    expect(T.patchView(s, { rule: 'cause' })).toMatchObject({ problemsOpen: true, hovered: 'case:A', view: { rule: 'cause' } });
  });
});
