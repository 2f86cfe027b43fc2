import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import { emptyTaxonomy, humanizeSlug, labelOf, textIn, type Taxonomy } from '../../src/model/core';
import { mergeTaxonomies } from '../../src/model/core';
import { parseTaxonomy } from '../../src/model/core';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../src/model/core';
import { bundledRecords, bundledTaxonomy, rawTaxonomy } from './support/library';

const taxonomy = bundledTaxonomy();

describe('the bundled taxonomy', () => {
  it.each([
    ['component', 'telemetry-agent', 'Telemetry agent'],
    ['component', 'ingress-controller', 'Ingress controller'],
    ['component', 'cloud-load-balancer', 'Cloud load balancer'],
    ['root_cause', 'deploy-rollout', 'Faulty deployment'],
    ['root_cause', 'upgrade-breaking-change', 'Breaking change in an upgrade'],
    ['symptom', 'readiness-probe-failures', 'Probe failures'],
    ['symptom', 'service-unavailable', 'Service outage'],
    ['symptom', 'stale-endpoint-routing', 'Stale endpoint routing'],
  ] as const)('labels %s %s as on the library pages: %j', (kind, slug, label) => {
    expect(labelOf(taxonomy, kind, slug, 'en')).toBe(label);
  });

  it('has exactly the five kinds, and the aliases', () => {
    expect(Object.keys(rawTaxonomy()).sort()).toEqual([...TAXONOMY_KINDS, 'aliases'].sort());
  });

  it('gives every slug a non-empty English and Korean label', () => {
    const raw = rawTaxonomy();
    let n = 0;
    for (const kind of TAXONOMY_KINDS) {
      for (const [slug, label] of Object.entries(raw[kind] ?? {})) {
        n++;
        expect(typeof label.en === 'string' && label.en.trim() !== '', `${kind} ${slug} en`).toBe(true);
        expect(typeof label.ko === 'string' && label.ko.trim() !== '', `${kind} ${slug} ko`).toBe(true);
      }
    }
    expect(n).toBeGreaterThan(50);
  });

  it('knows every slug any bundled case uses', () => {
    const missing: string[] = [];
    for (const c of loadLibrary(bundledRecords()).cases) {
      const uses: [TaxonomyKind, string[]][] = [
        ['domain', c.domain], ['component', c.components], ['symptom', c.symptoms], ['contributing', c.contributing],
        ['root_cause', c.root_cause ? [c.root_cause] : []],
      ];
      for (const [kind, slugs] of uses) for (const s of slugs) if (!Object.hasOwn(taxonomy[kind], s)) missing.push(`${c.id} ${kind} ${s}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives Korean labels in Korean', () => {
    expect(labelOf(taxonomy, 'component', 'telemetry-agent', 'ko')).toBe('텔레메트리 에이전트');
  });
});

describe('labelOf', () => {
  const t: Taxonomy = { ...emptyTaxonomy(), component: { a: { en: 'Alpha', ko: null }, b: { en: 'Beta', ko: '베타' } } };

  it('falls back to English when there is no Korean label', () => {
    expect(labelOf(t, 'component', 'a', 'ko')).toBe('Alpha');
    expect(labelOf(t, 'component', 'b', 'ko')).toBe('베타');
  });

  it('humanizes a slug the taxonomy does not have, in either language', () => {
    expect(labelOf(t, 'component', 'stale-endpoint-routing', 'en')).toBe('Stale endpoint routing');
    expect(labelOf(t, 'component', 'stale-endpoint-routing', 'ko')).toBe('Stale endpoint routing');
    // Slugs are per kind: "a" is a component, not a root cause.
    expect(labelOf(t, 'root_cause', 'a', 'en')).toBe('A');
  });

  // BUG (src/model/core/taxonomy.ts): `taxonomy[kind][slug]` on a plain object finds inherited
  // members, so labelOf returns undefined (typed as string) for "constructor", "toString", "__proto__"…
  it('humanizes slugs named like Object.prototype members', () => {
    expect(labelOf(taxonomy, 'component', 'constructor', 'en')).toBe('Constructor');
  });
});

describe('humanizeSlug', () => {
  it.each([
    ['stale-endpoint-routing', 'Stale endpoint routing'],
    ['cloud_load__balancer', 'Cloud load balancer'],
    ['-leading-and-trailing-', 'Leading and trailing'],
    ['etcd', 'Etcd'],
    ['k8s', 'K8s'],
    ['already Spaced', 'Already Spaced'],
    ['---', '---'],
    ['', ''],
  ])('%j → %j', (slug, label) => {
    expect(humanizeSlug(slug)).toBe(label);
  });
});

describe('textIn', () => {
  it('gives English without a fallback flag', () => {
    expect(textIn({ en: 'hi', ko: '안녕' }, 'en')).toEqual({ text: 'hi', fallback: false });
  });

  it('gives Korean when there is Korean', () => {
    expect(textIn({ en: 'hi', ko: '안녕' }, 'ko')).toEqual({ text: '안녕', fallback: false });
  });

  it.each([undefined, null, '', '   '])('falls back to English, and says so, when Korean is %j', (ko) => {
    expect(textIn({ en: 'hi', ko }, 'ko')).toEqual({ text: 'hi', fallback: true });
  });

  it('gives empty text, not a fallback, for missing text', () => {
    expect(textIn(null, 'ko')).toEqual({ text: '', fallback: false });
    expect(textIn(undefined, 'en')).toEqual({ text: '', fallback: false });
  });
});

describe('mergeTaxonomies and parseTaxonomy', () => {
  const base: Taxonomy = { ...emptyTaxonomy(), component: { a: { en: 'A base', ko: '에이' }, b: { en: 'B base', ko: null } }, domain: { k: { en: 'K', ko: null } } };
  const over: Taxonomy = { ...emptyTaxonomy(), component: { a: { en: 'A own', ko: null }, c: { en: 'C own', ko: null } } };

  it("lets the library's labels win and keeps ours for the rest", () => {
    const merged = mergeTaxonomies(base, over);
    expect(merged.component).toEqual({ a: { en: 'A own', ko: null }, b: { en: 'B base', ko: null }, c: { en: 'C own', ko: null } });
    expect(merged.domain).toEqual(base.domain);
  });

  it('does not modify its inputs', () => {
    const before = structuredClone(base);
    mergeTaxonomies(base, over);
    expect(base).toEqual(before);
  });

  it('returns the base when there is nothing to merge', () => {
    expect(mergeTaxonomies(base, null)).toBe(base);
  });

  it('reads a partial taxonomy, filling missing kinds and Korean labels', () => {
    expect(parseTaxonomy({ component: { x: { en: 'X' } } })).toEqual({ ...emptyTaxonomy(), component: { x: { en: 'X', ko: null } } });
  });

  it.each([null, 5, 'x', [], { component: { x: { ko: 'only korean' } } }, { component: { x: { en: '' } } }, { component: [1] }])(
    'rejects %j',
    (value) => {
      expect(parseTaxonomy(value)).toBeNull();
    },
  );
});
