import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeView, embedUrl, encodeView, fullViewUrl } from '../../src/model/view';
import { compareSearch } from '../../src/model/links';
import { downloadLimitBytes } from '../../src/model/guard';

/** Issue 30: the download size limit (`maxmb=`) survives every address the app writes. */
describe('maxmb in the links the app writes', () => {
  const opened = '?src=https://libraries.example/big.json&maxmb=300&case=A-1';
  const limitOf = (address: string) => downloadLimitBytes(address.slice(address.indexOf('?')));

  it('is read into the view and written back by the codec', () => {
    const { state, ignored } = decodeView(opened);
    expect(ignored).toEqual([]);
    expect(state.maxmb).toBe(300);
    expect(encodeView(state)).toContain('maxmb=300');
    expect(limitOf(encodeView({ ...state, selection: null, view: 'list' }))).toBe(300 * 1024 * 1024);
  });

  it('is kept by the share links, the embed link and the compare link', () => {
    const { state } = decodeView(opened);
    expect(limitOf(fullViewUrl('https://app.example/', state))).toBe(300 * 1024 * 1024);
    expect(limitOf(embedUrl('https://app.example/', state))).toBe(300 * 1024 * 1024);
    expect(limitOf(compareSearch(opened, 'A-1', 'B,2'))).toBe(300 * 1024 * 1024);
  });

  it('is dropped, and said, when it is out of range, so no link carries a value the download would not take', () => {
    const { state, ignored } = decodeView('?maxmb=9999');
    expect(state.maxmb).toBeNull();
    expect(ignored.map((i) => i.param)).toEqual(['maxmb']);
    expect(encodeView(state)).not.toContain('maxmb');
  });

  it('round-trips any limit in range with any other view', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom('list', 'matrix', 'graph' as const), (mb, view) => {
      const written = encodeView({ ...decodeView(`?maxmb=${mb}&view=${view}`).state });
      expect(decodeView(written).state.maxmb).toBe(mb);
      expect(limitOf(written)).toBe(mb * 1024 * 1024);
    }));
  });
});
