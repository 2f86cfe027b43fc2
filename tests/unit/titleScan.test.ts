import { describe, expect, it } from 'vitest';
import { buildTitleScan, LibrarySearch, quickHits, SCAN_STEP, TitleScan, titleScanOf } from '../../src/model/search';
import { bundledIndex, bundledTaxonomy, indexOf, rawCase } from './support/library';

const title = (en: string, ko?: string) => ({ en, ...(ko ? { ko } : {}) });

describe('TitleScan', () => {
  const scan = TitleScan.of([
    title('Failover of the primary database left a network partition'),
    title('Partitioned queues after a failed failover drill'),
    title('Certificate expiry on the ingress controller'),
    title('DNS resolver timeouts', '파드가 재시작을 반복한 DNS 장애'),
    title('Ingress rollout'),
  ]);
  const found = (q: string, limit = 10) => scan.find(q, limit).map((h) => h.at);

  it('finds the titles that hold every word of the query, by its stems and in any order', () => {
    // Both begin words in both titles: the shorter title first.
    expect(found('failover partition')).toEqual([1, 0]);
    expect(found('partitions failovers')).toEqual([1, 0]);
    expect(found('failover certificate')).toEqual([]);
    expect(found('zzzqqq')).toEqual([]);
  });

  it('ranks a word found at its start above one found inside a word, then the shorter title', () => {
    // "drill" begins a word only in title 1; "ingress" begins words in titles 2 and 4, 4 being shorter.
    expect(found('drill')).toEqual([1]);
    expect(found('ingress')).toEqual([4, 2]);
    const inside = TitleScan.of([title('Reconnecting storms'), title('Connecting pools')]);
    expect(inside.find('connecting', 10).map((h) => [h.at, h.score])).toEqual([[1, 1], [0, 0.5]]);
  });

  it('finds a Korean title from a query with a particle, and a compound by its parts', () => {
    expect(found('파드가')).toEqual([3]);
    expect(found('재시작')).toEqual([3]);
    expect(found('ingress-controller')).toEqual([2]);
  });

  it('keeps at most `limit`, the best ones', () => {
    expect(found('ingress', 1)).toEqual([4]);
    expect(found('ingress', 0)).toEqual([]);
  });

  it('is made in steps for the worker (a pause every SCAN_STEP titles) into the scan made at once', async () => {
    const cases = Array.from({ length: SCAN_STEP * 2 + 5 }, (_, k) => rawCase(`ST-${k}`, { title: { en: k % 3 ? `Queue backlog ${k}` : `Failover drill ${k}` } }));
    const index = indexOf(cases);
    let pauses = 0;
    const stepped = await buildTitleScan(index, async () => void pauses++, 0);
    expect(pauses).toBeGreaterThanOrEqual(2);
    expect(titleScanOf(index)).toBe(stepped);
    const whole = TitleScan.of(index.cases.map((c) => c.title));
    expect(stepped.find('failover drill', 20)).toEqual(whole.find('failover drill', 20));
    expect(stepped.find('failover drill', 20)).toHaveLength(20);
  });
});

describe('quickHits', () => {
  const bundled = bundledIndex();

  it('answers an id from the codes first, then cases by their titles, never one case twice', () => {
    const idx = indexOf([rawCase('AB-1', { title: { en: 'AB-2 retried the failover' } }), rawCase('AB-2', { title: { en: 'Failover storm' } })]);
    expect(quickHits(idx, 'AB-2', 5).map((h) => h.key)).toEqual(['AB-2', 'AB-1']);
    expect(quickHits(idx, 'failover', 5).map((h) => h.key).sort()).toEqual(['AB-1', 'AB-2']);
    expect(quickHits(idx, 'failover', 1)).toHaveLength(1);
  });

  it("finds on the bundled library the cases the full search finds by a title's words", () => {
    const c = bundled.cases.find((x) => x.id === 'IL-0034')!;
    const words = c.title.en.split(/\s+/).filter((w) => /^[A-Za-z]{6,}$/.test(w)).slice(0, 2).join(' ');
    expect(words.length).toBeGreaterThan(6);
    const quick = quickHits(bundled, words, 50).filter((h) => h.kind === 'case').map((h) => h.key);
    expect(quick).toContain('IL-0034');
    // Everything the scan finds by title, the full search finds too (it also reads the texts).
    const full = new LibrarySearch(bundled, bundledTaxonomy()).search(words, 200).map((h) => h.key);
    for (const key of quick) expect(full).toContain(key);
  });
});
