import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliasErrors, aliasNotes, aliasResolver, applyAliases, parseAliases, slugKey, writtenAs, type AliasedCase } from '../../src/model/core';
import { openLibrary } from '../../src/model/library';
import { loadLibrary } from '../../src/model/core';
import type { Case } from '../../src/model/core';
import { slugLabel } from '../../src/model/core';
import { emptyTaxonomy, labelOf, type Taxonomy } from '../../src/model/core';
import { parseTaxonomy } from '../../src/model/core';
import { bundledTaxonomy, DATA_DIR, rawCase } from './support/library';

const taxonomy = bundledTaxonomy();

describe('slugLabel', () => {
  it.each([
    ['api-server', 'API server'],
    ['dns', 'DNS'],
    ['cni', 'CNI'],
    ['tls-handshake-failures', 'TLS handshake failures'],
    ['high-cpu', 'High CPU'],
    ['bgp-session-flap', 'BGP session flap'],
    ['cdn_purge', 'CDN purge'],
    ['waf-rule', 'WAF rule'],
    ['os-upgrade', 'OS upgrade'],
    ['iam-policy', 'IAM policy'],
    ['sso-login', 'SSO login'],
    ['aws-outage', 'AWS outage'],
    ['gcp-quota', 'GCP quota'],
    ['5xx', '5xx'],
    ['elevated-4XX', 'Elevated 4xx'],
    ['kubernetes-upgrade', 'Kubernetes upgrade'],
    ['self-hosted-kubernetes', 'Self hosted Kubernetes'],
    ['stale-endpoint-routing', 'Stale endpoint routing'],
    ['already Spaced', 'Already Spaced'],
    ['---', '---'],
  ])('%j → %j', (slug, label) => {
    expect(slugLabel(slug)).toBe(label);
  });

  it('labels unknown slugs through the taxonomy in both languages', () => {
    expect(labelOf(taxonomy, 'symptom', 'tls-handshake-failures', 'en')).toBe('TLS handshake failures');
    expect(labelOf(taxonomy, 'symptom', 'tls-handshake-failures', 'ko')).toBe('TLS handshake failures');
  });
});

describe('parseAliases', () => {
  it('keeps string entries per kind under their key, drops the rest, and gives undefined for none', () => {
    expect(parseAliases({ component: { 'API_Server': 'kube-apiserver', bad: 5, '': 'x', empty: ' ' }, nope: { a: 'b' }, symptom: [1] })).toEqual({
      domain: {}, component: { 'api-server': 'kube-apiserver' }, root_cause: {}, symptom: {}, contributing: {},
    });
    for (const value of [undefined, null, 5, [], {}, { component: {} }, { component: { a: 1 } }]) expect(parseAliases(value)).toBeUndefined();
  });

  it('is read with the taxonomy, and a bad aliases section does not cost the labels', () => {
    const parsed = parseTaxonomy({ component: { x: { en: 'X' } }, aliases: 'not an object' });
    expect(parsed?.component.x).toEqual({ en: 'X', ko: null });
    expect(parsed?.aliases).toBeUndefined();
    expect(parseTaxonomy({ aliases: { component: { y: 'x' } } })?.aliases?.component).toEqual({ y: 'x' });
  });

  it('normalises keys as a reader would', () => {
    expect(slugKey(' High_CPU ')).toBe('high-cpu');
    expect(slugKey('api  server')).toBe('api-server');
  });
});

describe('the bundled aliases', () => {
  it('point at slugs the taxonomy has, and never shadow one', () => {
    expect(aliasErrors(taxonomy)).toEqual([]);
  });

  it('finds what is wrong with aliases', () => {
    const bad: Taxonomy = { ...emptyTaxonomy(), component: { a: { en: 'A', ko: null } }, aliases: { ...emptyTaxonomy(), component: { a: 'a', b: 'missing' } } as never };
    expect(aliasErrors(bad)).toEqual([
      { code: 'aliasIsSlug', params: { kind: 'component', alias: 'a', target: 'a' } },
      { code: 'aliasTargetMissing', params: { kind: 'component', alias: 'b', target: 'missing' } },
    ]);
  });
});

describe('loading a library that uses alternative slugs', () => {
  // The other team's library from issue #19, in miniature.
  const records = [
    rawCase('T1', { domain: ['k8s'], components: ['api-server', 'dns', 'cni'], root_cause: 'software-bug', symptoms: ['high-cpu', '5xx'] }),
    rawCase('T2', { components: ['certificate', 'tls-certificates'], root_cause: 'certificate-expiry', symptoms: ['tls-handshake-failures'] }),
    rawCase('T3', { components: ['API_Server', 'Ingress_Controller'], root_cause: 'latent-bug' }),
  ];

  it('uses the canonical slugs for graph and filters', () => {
    const { cases } = loadLibrary(records, taxonomy);
    expect(cases[0]).toMatchObject({ domain: ['kubernetes'], components: ['kube-apiserver', 'recursive-dns', 'cni-network'], root_cause: 'latent-bug', symptoms: ['cpu-saturation', 'elevated-5xx'] });
    expect(cases[1]).toMatchObject({ components: ['tls-certificates'], root_cause: 'credential-expiry', symptoms: ['tls-handshake-failures'] });
    expect(cases[2]).toMatchObject({ components: ['kube-apiserver', 'ingress-controller'] });
  });

  it('sends in-cluster resolvers to cluster-dns and resolver slugs, the old dns-resolver included, to recursive-dns', () => {
    const { cases } = loadLibrary([
      rawCase('K', { components: ['coredns', 'kube-dns', 'NodeLocalDNS', 'internal-dns'] }),
      rawCase('R', { components: ['dns-resolver', 'resolver', 'public-dns'] }),
    ], taxonomy);
    expect(cases[0]!.components).toEqual(['cluster-dns']);
    expect(cases[1]!.components).toEqual(['recursive-dns']);
    expect(taxonomy.component['dns-resolver']).toBeUndefined();
    expect(taxonomy.component['cluster-dns']?.ko).toBeTruthy();
    expect(taxonomy.component['recursive-dns']?.ko).toBeTruthy();
  });

  it('reads the old power-facility, and datacenter-power, as site-power: a data centre\'s power in general', () => {
    const { cases } = loadLibrary([rawCase('P', { components: ['power-facility', 'Datacenter_Power'] })], taxonomy);
    expect(cases[0]!.components).toEqual(['site-power']);
    expect(taxonomy.component['power-facility']).toBeUndefined();
    expect(taxonomy.component['site-power']?.ko).toBeTruthy();
    expect(taxonomy.component['backup-power']?.ko).toBeTruthy();
  });

  it('keeps the slug each case used, so the panel can show it', () => {
    const { cases } = loadLibrary(records, taxonomy);
    expect((cases[1] as AliasedCase).slug_aliases).toEqual([
      { kind: 'component', slug: 'tls-certificates', original: 'certificate' },
      { kind: 'root_cause', slug: 'credential-expiry', original: 'certificate-expiry' },
    ]);
    expect((cases[2] as AliasedCase).slug_aliases?.map((a) => a.original)).toEqual(['API_Server', 'Ingress_Controller']);
  });

  it('warns only about the slug that has no alias, and labels it readably', () => {
    const { problems } = loadLibrary(records, taxonomy);
    expect(problems).toEqual([
      { severity: 'warning', index: 1, id: 'T2', field: 'symptoms[0]', code: 'unknownSlug', params: { kind: 'symptom', slug: 'tls-handshake-failures', shown: 'TLS handshake failures' } },
    ]);
  });

  it('reports each alias once, as information, counting the cases that used it', () => {
    const notes = aliasNotes(loadLibrary(records, taxonomy).cases);
    expect(notes.map((n) => `${n.kind}:${n.original}→${n.slug}×${n.cases}@${n.firstId}`)).toEqual([
      'domain:k8s→kubernetes×1@T1',
      'component:api-server→kube-apiserver×1@T1',
      'component:dns→recursive-dns×1@T1',
      'component:cni→cni-network×1@T1',
      'symptom:high-cpu→cpu-saturation×1@T1',
      'symptom:5xx→elevated-5xx×1@T1',
      'root_cause:software-bug→latent-bug×1@T1',
      'component:certificate→tls-certificates×1@T2',
      'root_cause:certificate-expiry→credential-expiry×1@T2',
      'component:API_Server→kube-apiserver×1@T3',
      'component:Ingress_Controller→ingress-controller×1@T3',
    ]);
    const twice = aliasNotes(loadLibrary([rawCase('A', { components: ['dns'] }), rawCase('B', { components: ['dns'] })], taxonomy).cases);
    expect(twice).toEqual([{ kind: 'component', original: 'dns', slug: 'recursive-dns', cases: 2, firstId: 'A' }]);
  });

  it('reads a slug_aliases field the file brought itself without trusting it', () => {
    const { cases } = loadLibrary([
      rawCase('A', { slug_aliases: 5 }),
      rawCase('B', { slug_aliases: ['x', null, { kind: 'nope', slug: 'a', original: 'b' }, { kind: 'component', slug: 'cache', original: 'redis' }] }),
    ], taxonomy);
    expect(aliasNotes(cases)).toEqual([{ kind: 'component', original: 'redis', slug: 'cache', cases: 1, firstId: 'B' }]);
  });

  it('never rewrites a slug the library labels itself', () => {
    const own = parseTaxonomy({ component: { dns: { en: 'Our DNS' } } })!;
    const opened = openLibrary({ json: { cases: [rawCase('A', { components: ['dns'] })], taxonomy: { component: { dns: { en: 'Our DNS' } } } } }, taxonomy);
    expect(opened.cases[0]!.components).toEqual(['dns']);
    expect(own.component.dns!.en).toBe('Our DNS');
    expect(opened.problems).toEqual([]);
  });

  it("applies a library's own aliases over ours", () => {
    const opened = openLibrary({ json: { cases: [rawCase('A', { components: ['dns', 'edge-proxy'] })], taxonomy: { aliases: { component: { dns: 'authoritative-dns', 'edge-proxy': 'cdn-edge' } } } } }, taxonomy);
    expect(opened.cases[0]!.components).toEqual(['authoritative-dns', 'cdn-edge']);
    expect(opened.problems).toEqual([]);
  });

  it('leaves a case with only canonical slugs untouched: same lists, no note', () => {
    const { cases } = loadLibrary([rawCase('A', { components: ['kube-apiserver'], symptoms: ['crash-loop'] })], taxonomy);
    const before = cases[0]!;
    const lists = [before.domain, before.components, before.symptoms, before.contributing];
    applyAliases(before, aliasResolver(taxonomy));
    expect([before.domain, before.components, before.symptoms, before.contributing]).toEqual(lists);
    lists.forEach((list, k) => expect([before.domain, before.components, before.symptoms, before.contributing][k]).toBe(list));
    expect((before as AliasedCase).slug_aliases).toBeUndefined();
  });

  it('looks each distinct slug up once, however many cases use it', () => {
    let lookups = 0;
    const counting = new Proxy(taxonomy.component, {
      getOwnPropertyDescriptor(target, key) {
        lookups++;
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    const resolve = aliasResolver({ ...taxonomy, component: counting });
    const made = (id: string) => ({ ...rawCase(id), components: ['dns', 'kube-apiserver'] }) as unknown as Case;
    const cases = Array.from({ length: 50 }, (_, i) => ({ ...made(`C${i}`), domain: [], symptoms: [], contributing: [], root_cause: null }) as unknown as Case);
    lookups = 0;
    for (const c of cases) applyAliases(c, resolve);
    expect(cases.every((c) => c.components.join() === 'recursive-dns,kube-apiserver')).toBe(true);
    expect(lookups).toBe(2);
  });
});

describe('public/example-with-taxonomy.json', () => {
  it('opens with no problem: its own label covers its own slug, aliases cover the rest', () => {
    const text = readFileSync(join(DATA_DIR, '..', 'public', 'example-with-taxonomy.json'), 'utf8');
    const opened = openLibrary({ text }, taxonomy);
    expect(opened.problems).toEqual([]);
    expect(opened.cases.length).toBeGreaterThanOrEqual(3);
    expect(opened.cases.length).toBeLessThanOrEqual(5);
    expect(aliasNotes(opened.cases).length).toBeGreaterThan(0);
    expect(labelOf(opened.taxonomy, 'symptom', 'tls-handshake-failures', 'ko')).toBe('TLS 핸드셰이크 실패');
    for (const c of opened.cases) {
      for (const slug of c.components) expect(Object.hasOwn(opened.taxonomy.component, slug), `${c.id} ${slug}`).toBe(true);
      if (c.root_cause) expect(Object.hasOwn(opened.taxonomy.root_cause, c.root_cause), `${c.id} ${c.root_cause}`).toBe(true);
    }
  });
});

describe('writtenAs', () => {
  it('gives the slug as the file wrote it only where an alias rewrote it', () => {
    const taxonomy = bundledTaxonomy();
    const { cases } = loadLibrary([rawCase('W1', { components: ['api-server', 'etcd'], root_cause: 'software-bug' })], taxonomy);
    const c = cases[0]!;
    expect(c.components).toEqual(['kube-apiserver', 'etcd']);
    expect(writtenAs(c, 'component', 'kube-apiserver')).toBe('api-server');
    expect(writtenAs(c, 'component', 'etcd')).toBeNull();
    expect(writtenAs(c, 'root_cause', 'latent-bug')).toBe('software-bug');
    expect(writtenAs(c, 'symptom', 'kube-apiserver')).toBeNull();
  });
});
