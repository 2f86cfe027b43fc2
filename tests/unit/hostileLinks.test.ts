import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareHref } from '../../src/ui/draft/compareLink';
import { checkAgainstLibrary, decodeView, defaultView, encodeView, type SelectionKind } from '../../src/model/view';
import { fullViewUrl } from '../../src/model/view';
import { indexOf, rawCase } from './support/library';

/** An id as the loader keeps it: trimmed, 1–200 characters, well-formed; biased towards what a query treats specially. */
const dataId = fc
  .oneof(
    fc.array(fc.constantFrom('a', 'B', ',', ';', '&', '=', '#', '%', '%2C', '+', ' ', '?', '/', ':', '한', '~', '"', '\u00e9'), { minLength: 1, maxLength: 10 }).map((p) => p.join('')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  )
  .map((s) => s.trim())
  .filter((s) => s.length > 0 && s.length <= 200);

const search = fc.constantFrom('', '?lang=ko', '?case=IL-0001&view=list', '?compare=X,Y&theme=dark', '?q=a%2Cb&qf=1');

describe('every link the app writes reads back the ids it was written with (issue 30, defect 9)', () => {
  it('writes a working Compare link for a case whose id holds a comma', () => {
    const href = compareHref('a;b,a', 'b', { pathname: '/app/', search: '?lang=en', hash: '' });
    const query = href.slice(href.indexOf('?'));
    expect(decodeView(query)).toMatchObject({ state: { compare: ['a;b,a', 'b'], lang: 'en' }, ignored: [] });
  });

  it('property: compare links round-trip any two different ids, over any current view', () => {
    fc.assert(
      fc.property(dataId, dataId, search, (a, b, current) => {
        fc.pre(a.toUpperCase() !== b.toUpperCase());
        const href = compareHref(a, b, { pathname: '/', search: current, hash: '' });
        const { state, ignored } = decodeView(href.slice(1));
        expect(ignored).toEqual([]);
        expect(state.compare).toEqual([a, b]);
        // …and names the very cases of a library that holds them.
        const index = indexOf([rawCase(a), rawCase(b)]);
        expect(checkAgainstLibrary(state, index).state.compare).toEqual([a, b]);
      }),
      { numRuns: 400 },
    );
  });

  it('property: case, hub and cluster links (the address, Share, Markdown) round-trip any id', () => {
    fc.assert(
      fc.property(dataId, fc.constantFrom<SelectionKind>('case', 'component', 'cause', 'cluster'), (key, kind) => {
        const url = fullViewUrl('https://example.org/app/', { ...defaultView(), selection: { kind, key } });
        const query = new URL(url).search;
        expect(decodeView(query)).toEqual({ state: { ...defaultView(), selection: { kind, key } }, ignored: [] });
      }),
      { numRuns: 400 },
    );
  });

  it('property: filter links round-trip any slugs, commas included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(dataId, { minLength: 1, maxLength: 5 }), (slugs) => {
        const state = { ...defaultView(), filters: { ...defaultView().filters, component: slugs } };
        expect(decodeView(encodeView(state)).state.filters.component).toEqual(slugs);
      }),
    );
  });
});

describe('what goes into the link is what the link reads back (issue 30, defect 8)', () => {
  it('writes at most the search text and draft a link carries, so a huge paste reads back unchanged and unreported', () => {
    for (const unit of ['a', '한']) {
      const state = { ...defaultView(), q: unit.repeat(1_000_000), draft: unit.repeat(720_000) };
      const query = encodeView(state);
      expect(query.length).toBeLessThan(60_000);
      const back = decodeView(query);
      expect(back.ignored).toEqual([]);
      expect(encodeView(back.state)).toBe(query);
    }
  });
});

describe('year filters take any year a library may hold (issue 30, smaller defect)', () => {
  it('reads from=1850 and to=2150, as the loader accepts dates from 0000 to 9999', () => {
    const { state, ignored } = decodeView('?from=1850&to=2150');
    expect(ignored).toEqual([]);
    expect([state.filters.from, state.filters.to]).toEqual([1850, 2150]);
  });
});
