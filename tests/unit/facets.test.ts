import { describe, expect, it } from 'vitest';
import { FACET_TABLE, FACETS, facetOfParam, postingsOf } from '../../src/model/core';
import { emptyFilters } from '../../src/model/view';
import { SEVERITIES, severityKey } from '../../src/model/core';
import { checkAgainstLibrary, decodeView, defaultView, encodeView } from '../../src/model/view';
import { bundledIndex } from './support/library';
import { bothWordings } from './support/messages';

const index = bundledIndex();

describe('the facet table', () => {
  it('gives every facet its own URL parameter', () => {
    const params = FACETS.map((f) => FACET_TABLE[f].param);
    expect(new Set(params).size).toBe(params.length);
    for (const f of FACETS) expect(facetOfParam(FACET_TABLE[f].param)).toBe(f);
  });

  for (const facet of FACETS) {
    const entry = FACET_TABLE[facet];
    describe(facet, () => {
      it('is worded in both languages', () => {
        for (const text of bothWordings(entry.labelKey)) expect(text?.trim(), entry.labelKey).toBeTruthy();
      });

      it('has values on the bundled library, each posting the cases whose field holds it', () => {
        const postings = postingsOf(index, facet);
        expect(postings.size).toBeGreaterThan(0);
        for (const [value, members] of postings) {
          for (const i of members) {
            const held = index.cases[i]![entry.field];
            expect(Array.isArray(held) ? held : [held]).toContain(value);
          }
        }
      });

      it('round-trips a bundled value through the URL and keeps it against the library', () => {
        const value = [...postingsOf(index, facet).keys()][0]!;
        const state = { ...defaultView(), filters: { ...emptyFilters(), [facet]: [value] } };
        const query = encodeView(state);
        expect(query).toContain(`${entry.param}=`);
        const { state: decoded, ignored } = decodeView(query);
        expect(ignored).toEqual([]);
        expect(decoded.filters[facet]).toEqual([value]);
        const checked = checkAgainstLibrary(decoded, index);
        expect(checked.ignored).toEqual([]);
        expect(checked.state.filters[facet]).toEqual([value]);
      });

      it('drops a value no case has, naming its own parameter', () => {
        const state = { ...defaultView(), filters: { ...emptyFilters(), [facet]: ['no-such-value-anywhere'] } };
        const checked = checkAgainstLibrary(state, index);
        expect(checked.state.filters[facet]).toEqual([]);
        expect(checked.ignored.map((p) => p.param)).toEqual([entry.param]);
      });
    });
  }
});

describe('severities', () => {
  it('are each worded in both languages, and unknown values are not', () => {
    for (const s of SEVERITIES) for (const text of bothWordings(severityKey(s)!)) expect(text?.trim()).toBeTruthy();
    expect(severityKey('catastrophic')).toBeNull();
  });
});
