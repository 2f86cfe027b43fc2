import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import { buildIndex } from '../../src/model/core';
import { isSafeHttpUrl } from '../../src/model/core';
import { generateLibrary, mulberry32 } from '../../scripts/synthetic';

interface SyntheticRecord {
  id: string;
  date: string;
  components: string[];
  domain: string[];
  root_cause: string;
  related: string[];
  recurrence_of: string | null;
  title: { en: string; ko: string | null };
  summary: { en: string; ko: string | null };
  sources: { url: string }[];
}

const records = (count: number, seed?: number) => generateLibrary(count, seed) as SyntheticRecord[];
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('mulberry32', () => {
  it('is deterministic and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let k = 0; k < 1000; k++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('generateLibrary', () => {
  const library = records(2000);

  it('gives identical output for the same seed', () => {
    expect(JSON.stringify(generateLibrary(300, 7))).toBe(JSON.stringify(generateLibrary(300, 7)));
    expect(JSON.stringify(generateLibrary(300))).toBe(JSON.stringify(generateLibrary(300, 1)));
  });

  it('gives different output for a different seed', () => {
    const a = records(300, 1);
    const b = records(300, 2);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    // Not just one field: most records differ.
    const differing = a.filter((r, i) => JSON.stringify(r) !== JSON.stringify(b[i])).length;
    expect(differing).toBeGreaterThan(290);
  });

  it('respects the count and numbers the ids', () => {
    expect(generateLibrary(0)).toEqual([]);
    expect(generateLibrary(1)).toHaveLength(1);
    expect(library).toHaveLength(2000);
    expect(library[0]?.id).toBe('SYN-000001');
    expect(library[1999]?.id).toBe('SYN-002000');
    expect(new Set(library.map((r) => r.id)).size).toBe(2000);
    expect(() => generateLibrary(-1)).toThrow(RangeError);
  });

  it('is loaded by the app without a single error', () => {
    const loaded = loadLibrary(generateLibrary(2000));
    expect(loaded.cases).toHaveLength(2000);
    expect(loaded.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // Without a taxonomy there is nothing to warn about either: references and links are all valid.
    expect(loaded.problems).toEqual([]);
  });

  it('gives every case 1–4 distinct components and one root cause', () => {
    for (const r of library) {
      expect(r.components.length).toBeGreaterThanOrEqual(1);
      expect(r.components.length).toBeLessThanOrEqual(4);
      expect(new Set(r.components).size).toBe(r.components.length);
      expect(typeof r.root_cause).toBe('string');
      expect(r.domain.length).toBeGreaterThanOrEqual(1);
      expect(r.domain.length).toBeLessThanOrEqual(3);
    }
    const perCount = [1, 2, 3, 4].map((n) => library.filter((r) => r.components.length === n).length);
    for (const n of perCount) expect(n).toBeGreaterThan(0);
  });

  it('skews the component distribution: a few common, many rare', () => {
    const index = buildIndex(loadLibrary(library).cases);
    const sizes = [...index.byComponent.values()].map((list) => list.length).sort((a, b) => b - a);
    const top = sizes[0] as number;
    const median = sizes[Math.floor(sizes.length / 2)] as number;
    expect(sizes.length).toBeGreaterThan(100);
    expect(top).toBeGreaterThan(10 * median);
    expect(top / library.length).toBeGreaterThan(0.1);
    expect([...index.byComponent.keys()].some((slug) => /^svc-component-\d{3}$/.test(slug))).toBe(true);
  });

  it('spreads dates over 2011–2025', () => {
    const years = new Set(library.map((r) => Number(r.date.slice(0, 4))));
    expect(Math.min(...years)).toBe(2011);
    expect(Math.max(...years)).toBe(2025);
    expect(years.size).toBe(15);
    for (const r of library) expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes texts of realistic length, Korean for most cases', () => {
    const korean = library.filter((r) => r.title.ko).length / library.length;
    expect(korean).toBeGreaterThan(0.6);
    expect(korean).toBeLessThan(0.8);
    for (const r of library.slice(0, 200)) {
      expect(words(r.title.en)).toBeGreaterThanOrEqual(10);
      expect(words(r.title.en)).toBeLessThanOrEqual(20);
      expect(words(r.summary.en)).toBeGreaterThanOrEqual(140);
      expect(words(r.summary.en)).toBeLessThanOrEqual(270);
      expect(r.summary.en.split('\n\n').length).toBeGreaterThanOrEqual(2);
      if (r.summary.ko) expect(r.summary.ko).toMatch(/[가-힣]/);
      for (const s of r.sources) expect(isSafeHttpUrl(s.url) && s.url.startsWith('https://')).toBe(true);
    }
  });

  it('links about 1% of cases to earlier ones, recurrences to older ones', () => {
    const related = library.filter((r) => r.related.length > 0);
    const recurring = library.filter((r) => r.recurrence_of !== null);
    for (const list of [related, recurring]) {
      expect(list.length).toBeGreaterThan(5);
      expect(list.length).toBeLessThan(50);
    }
    const byId = new Map(library.map((r) => [r.id, r]));
    for (const r of related) for (const ref of r.related) expect(ref < r.id).toBe(true);
    for (const r of recurring) {
      const earlier = byId.get(r.recurrence_of as string);
      expect(earlier && earlier.id < r.id && earlier.date < r.date).toBe(true);
    }
  });
});
