import { describe, expect, it } from 'vitest';
import { buildIndex, emptyTaxonomy, loadLibrary } from '../../src/model/core';
import { rowsFromOrder } from '../../src/model/view';
import { listOrder, listRowsOf, warmListView } from '../../src/state/listOrder';
import type { Library } from '../../src/state/libraryQuery';

function tinyLibrary(n: number): Library {
  const comps = ['dns-resolver', 'reverse-proxy', 'service-discovery'];
  const { cases } = loadLibrary(Array.from({ length: n }, (_, k) => ({ id: `T-${(k * 7) % n}`, org: 'Org', date: '2024-01-02', title: { en: `Case ${k}` }, components: [comps[k % 3]] })));
  return { cases, index: buildIndex(cases), taxonomy: emptyTaxonomy() } as unknown as Library;
}

describe('the list view made ready while the map is shown (issue 30)', () => {
  it('keeps one row list per order, mask and direction', () => {
    const lib = tinyLibrary(50);
    const sorted = listOrder(lib, 'seed', 'id', 'en');
    if (sorted instanceof Promise) throw new Error('a small library sorts on the page');
    const mask = new Uint8Array(50).fill(1);
    mask[3] = 0;
    const rows = listRowsOf(sorted, mask, 'desc');
    expect(listRowsOf(sorted, mask, 'desc')).toBe(rows);
    expect([...rows]).toEqual([...rowsFromOrder(sorted, mask, 'desc')]);
    expect(listRowsOf(sorted, mask, 'asc')).not.toBe(rows);
    expect(listRowsOf(sorted, new Uint8Array(50).fill(1), 'desc').length).toBe(50);
  });

  it('sorts, takes the rows and counts the first screen in separate idle steps, and stops when cancelled', () => {
    const lib = tinyLibrary(80);
    const mask = new Uint8Array(80).fill(1);
    const steps: (() => void)[] = [];
    const later = (step: () => void) => {
      steps.push(step);
      return () => steps.splice(steps.indexOf(step), 1);
    };
    warmListView(lib, 'seed', { column: 'id', dir: 'asc' }, 'en', mask, later);
    let ran = 0;
    while (steps.length) {
      steps.shift()!();
      ran++;
    }
    expect(ran).toBe(3);
    const sorted = listOrder(lib, 'seed', 'id', 'en') as Exclude<ReturnType<typeof listOrder>, Promise<unknown>>;
    const rows = listRowsOf(sorted, mask, 'asc');
    expect(lib.cases[rows[0]!]!.id).toBe('T-0');
    const cancel = warmListView(lib, 'seed', { column: 'date', dir: 'asc' }, 'en', mask, later);
    expect(steps.length).toBe(1);
    cancel();
    expect(steps.length).toBe(0);
  });
});
