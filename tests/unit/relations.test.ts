import { describe, expect, it } from 'vitest';
import { describeReasons, relationsOf, relationWeight, type RelationRule } from '../../src/model/relations';
import type { LibraryIndex } from '../../src/model/core';
import { bundledIndex, bundledTaxonomy, englishWording, indexOf, rawCase } from './support/library';
import { attachTextEdges } from '../../src/model/similarity';

const wording = englishWording(bundledTaxonomy());

/** [other case id, ...lines] for each relation of a case, in the order the model gives. */
function linesOf(index: LibraryIndex, id: string, rule: RelationRule = 'seed'): string[][] {
  const i = index.byId.get(id);
  if (i === undefined) throw new Error(`no case ${id}`);
  return relationsOf(index, i, rule).map((r) => [index.cases[r.other]!.id, ...describeReasons(r.reasons, wording)]);
}

describe('relations in the bundled library', () => {
  const index = bundledIndex();

  it('pins the relation lines of IL-0034', () => {
    expect(linesOf(index, 'IL-0034')).toEqual([
      ['IL-0202', 'same root cause · shared Telemetry agent', 'same root cause · shared Service discovery'],
    ]);
  });

  // Issue #31: components relate like with like, and the tagging rules' five gaps closed.
  it('keeps public and cluster DNS apart: 1.1.1.1 (IL-0705) is no longer related to GitHub\'s cluster DNS (IL-0802)', () => {
    expect(linesOf(index, 'IL-0705').map((r) => r[0])).not.toContain('IL-0802');
    expect(linesOf(index, 'IL-0802')).toEqual([
      ['IL-0811', 'same root cause · shared Package or image registry'],
      ['IL-0803', 'same root cause · shared Cluster-internal DNS'],
    ]);
  });

  it('links AWS\'s 2025-10-20 outage (IL-0121) and LaunchDarkly\'s view of it (IL-0827) both ways, and nothing else to IL-0827', () => {
    expect(linesOf(index, 'IL-0827')).toEqual([['IL-0121', 'linked in the library']]);
    expect(linesOf(index, 'IL-0121')[0]).toEqual(['IL-0827', 'linked in the library']);
  });

  it('no longer relates Render\'s platform-wide restart (IL-0620) through the databases it only hit downstream', () => {
    expect(linesOf(index, 'IL-0620')).toEqual([]);
  });

  it('relates Slack\'s 2-22-22 (IL-0417), a latent inefficiency exposed by a rollout, to the other exposed bugs of its systems', () => {
    expect(linesOf(index, 'IL-0417')).toEqual([
      ['IL-0820', 'same root cause · shared Relational database'],
      ['IL-0828', 'same root cause · shared Relational database'],
      ['IL-0116', 'same root cause · shared Service discovery'],
      ['IL-0816', 'same root cause · shared Cache'],
      ['IL-0818', 'same root cause · shared Service discovery'],
      ['IL-0211', 'same root cause · shared Service discovery'],
      ['IL-0815', 'same root cause · shared Cache'],
      ['IL-0907', 'same root cause · shared Relational database'],
      ['IL-0405', 'same root cause · shared Relational database'],
    ]);
  });

  it('gives a buggy script run by hand one rule: Dropbox (IL-0502) is related to Render\'s (IL-0619) and the other damaging operations', () => {
    expect(linesOf(index, 'IL-0502').map((r) => r[0]).sort()).toEqual(['IL-0104', 'IL-0215', 'IL-0418', 'IL-0507', 'IL-0619', 'IL-0922']);
    expect(linesOf(index, 'IL-0502').every((r) => r.slice(1).join() === 'same root cause · shared Operations tooling and scripts')).toBe(true);
  });

  // Issue #31, follow-up: power failures relate like with like.
  it('relates Linode\'s generator that did not start (IL-0612) only to the other backup power that failed to take over', () => {
    const lines = linesOf(index, 'IL-0612');
    expect(lines.map((r) => r[0]).sort()).toEqual(['IL-0600', 'IL-0613', 'IL-0627', 'IL-0829', 'IL-0929', 'IL-0930']);
    expect(lines.every((r) => r.slice(1).join() === 'same root cause · shared Backup power (UPS, generators)')).toBe(true);
  });

  it('relates OVHcloud\'s fire (IL-0724) only to the other losses of a whole site or its power distribution', () => {
    const lines = linesOf(index, 'IL-0724');
    expect(lines.map((r) => r[0]).sort()).toEqual(['IL-0614', 'IL-0624', 'IL-0703', 'IL-0704', 'IL-0718', 'IL-0903', 'IL-0906']);
    expect(lines.every((r) => r.slice(1).join() === 'same root cause · shared Site power and distribution')).toBe(true);
  });

  it('relates Azure\'s cooling stopped by voltage swells (IL-0900) through its cooling only, not through power', () => {
    const lines = linesOf(index, 'IL-0900');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((r) => r.slice(1).join() === 'same root cause · shared Cooling and air handling')).toBe(true);
  });

  it('relates Google\'s quota-automation bug (IL-0108) to its later quota-policy crash (IL-0120) and to Azure AD\'s key-removal bug (IL-0110)', () => {
    const lines = linesOf(index, 'IL-0108');
    expect(lines).toContainEqual(['IL-0120', 'same root cause · shared Cloud control plane']);
    expect(lines).toContainEqual(['IL-0110', 'same root cause · shared Identity provider']);
  });

  it('pins the relation lines of IL-0203', () => {
    expect(linesOf(index, 'IL-0203')).toEqual([
      ['IL-0206', 'same root cause · shared Ingress controller', 'same root cause · shared Cloud load balancer'],
      ['IL-0221', 'same root cause · shared Ingress controller'],
      ['IL-0207', 'same root cause · shared Ingress controller'],
      ['IL-0205', 'same root cause · shared Ingress controller'],
    ]);
  });

  it('words IL-0034 like the library page: "same root cause · shared Telemetry agent"', () => {
    expect(linesOf(index, 'IL-0034').flatMap((r) => r.slice(1))).toContain('same root cause · shared Telemetry agent');
  });

  it('words IL-0203 like the library page: "same root cause · shared Ingress controller"', () => {
    expect(linesOf(index, 'IL-0203').flatMap((r) => r.slice(1))).toContain('same root cause · shared Ingress controller');
  });

  it('relates IL-0203 through the same components, as often, as its library page (4× Ingress controller, 1× Cloud load balancer)', () => {
    const i = index.byId.get('IL-0203')!;
    const shared = relationsOf(index, i).flatMap((r) => r.reasons.flatMap((x) => ('components' in x ? x.components : [])));
    expect(shared.sort()).toEqual(['cloud-load-balancer', 'ingress-controller', 'ingress-controller', 'ingress-controller', 'ingress-controller']);
  });

  // The library's page prints one line per shared component (seed 002), and so do we.
  it('words IL-0203 like the library page: "same root cause · shared Cloud load balancer"', () => {
    expect(linesOf(index, 'IL-0203').flatMap((r) => r.slice(1))).toContain('same root cause · shared Cloud load balancer');
  });

  it('is symmetric under every rule', () => {
    for (const rule of ['seed', 'component', 'cause', 'explicit'] as const) {
      for (let i = 0; i < index.cases.length; i++) {
        for (const r of relationsOf(index, i, rule)) {
          const back = relationsOf(index, r.other, rule).find((x) => x.other === i);
          expect(back, `${rule}: ${index.cases[i]!.id} → ${index.cases[r.other]!.id}`).toBeDefined();
          expect(relationWeight(back!.reasons)).toBe(relationWeight(r.reasons));
        }
      }
    }
  });

  it('never relates a case to itself', () => {
    for (let i = 0; i < index.cases.length; i++) for (const r of relationsOf(index, i, 'component')) expect(r.other).not.toBe(i);
  });
});

describe('relation rules on a small library', () => {
  // A and B: same cause, share x.  C: same cause, shares nothing.  D: other cause, shares x and y.
  const index = indexOf([
    rawCase('A', { date: '2020-01-01', root_cause: 'r1', components: ['x', 'y'] }),
    rawCase('B', { date: '2021-01-01', root_cause: 'r1', components: ['x'] }),
    rawCase('C', { date: '2022-01-01', root_cause: 'r1', components: ['z'] }),
    rawCase('D', { date: '2023-01-01', root_cause: 'r2', components: ['x', 'y'] }),
    rawCase('E', { date: '2024-01-01', components: ['x'] }),
  ]);
  const reasonsOf = (rule: RelationRule) => relationsOf(index, 0, rule).map((r) => [index.cases[r.other]!.id, r.reasons]);

  it("'seed': same root cause and a shared component", () => {
    expect(reasonsOf('seed')).toEqual([['B', [{ kind: 'same-cause-shared-component', components: ['x'] }]]]);
  });

  it("'component': any shared component, strongest first", () => {
    expect(reasonsOf('component')).toEqual([
      ['D', [{ kind: 'shared-component', components: ['x', 'y'] }]],
      ['E', [{ kind: 'shared-component', components: ['x'] }]],
      ['B', [{ kind: 'shared-component', components: ['x'] }]],
    ]);
  });

  it("'cause': same root cause, whatever the components", () => {
    expect(reasonsOf('cause')).toEqual([
      ['C', [{ kind: 'same-cause' }]],
      ['B', [{ kind: 'same-cause' }]],
    ]);
  });

  it("'explicit': nothing without explicit links", () => {
    expect(reasonsOf('explicit')).toEqual([]);
  });

  it('a case without a root cause has no seed or cause relations', () => {
    expect(relationsOf(index, 4, 'seed')).toEqual([]);
    expect(relationsOf(index, 4, 'cause')).toEqual([]);
  });

  it('an out-of-range position has no relations', () => {
    expect(relationsOf(index, 99)).toEqual([]);
  });
});

describe('explicit links and recurrences', () => {
  const index = indexOf([
    rawCase('OLD', { date: '2018-05-01' }),
    rawCase('NEW', { date: '2022-05-01', recurrence_of: 'OLD', related: ['SIDE'] }),
    rawCase('SIDE', { date: '2020-05-01' }),
  ]);
  const at = (id: string) => index.byId.get(id)!;
  const described = (id: string, rule: RelationRule) =>
    relationsOf(index, at(id), rule).map((r) => [index.cases[r.other]!.id, ...describeReasons(r.reasons, wording)]);

  it.each(['seed', 'component', 'cause', 'explicit'] as const)('count under the %s rule, in both directions', (rule) => {
    expect(described('NEW', rule)).toEqual([['SIDE', 'linked in the library'], ['OLD', 'recurrence of']]);
    expect(described('OLD', rule)).toEqual([['NEW', 'recurred as']]);
    expect(described('SIDE', rule)).toEqual([['NEW', 'linked in the library']]);
  });

  it('combine with a shared-component reason into one heavier relation', () => {
    const idx = indexOf([
      rawCase('P', { root_cause: 'r', components: ['x'] }),
      rawCase('Q', { root_cause: 'r', components: ['x'], related: ['P'] }),
      rawCase('R', { date: '2025-01-01', root_cause: 'r', components: ['x'] }),
    ]);
    const rels = relationsOf(idx, 0);
    expect(rels.map((r) => idx.cases[r.other]!.id)).toEqual(['Q', 'R']);
    expect(rels[0]!.reasons).toEqual([{ kind: 'same-cause-shared-component', components: ['x'] }, { kind: 'explicit' }]);
    expect(relationWeight(rels[0]!.reasons)).toBe(2);
  });
});

describe('ordering', () => {
  it('puts the strongest first, then the newest, then library order', () => {
    const index = indexOf([
      rawCase('HUB', { root_cause: 'r', components: ['a', 'b', 'c'] }),
      rawCase('OLD1', { date: '2001-01-01', root_cause: 'r', components: ['a'] }),
      rawCase('NEW1', { date: '2009-01-01', root_cause: 'r', components: ['b'] }),
      rawCase('TWO', { date: '1990-01-01', root_cause: 'r', components: ['a', 'c'] }),
      rawCase('TIE_B', { date: '2005-01-01', root_cause: 'r', components: ['c'] }),
      rawCase('TIE_A', { date: '2005-01-01', root_cause: 'r', components: ['a'] }),
    ]);
    expect(relationsOf(index, 0).map((r) => index.cases[r.other]!.id)).toEqual(['TWO', 'NEW1', 'TIE_B', 'TIE_A', 'OLD1']);
  });
});

describe('relationWeight and describeReasons', () => {
  it('counts one per reason and one per shared component', () => {
    expect(relationWeight([])).toBe(0);
    expect(relationWeight([{ kind: 'same-cause-shared-component', components: ['a', 'b'] }, { kind: 'explicit' }, { kind: 'recurrence-of' }])).toBe(4);
  });

  it('words every reason, with component labels from the taxonomy', () => {
    expect(
      describeReasons(
        [
          { kind: 'same-cause-shared-component', components: ['telemetry-agent'] },
          { kind: 'shared-component', components: ['ingress-controller', 'not-in-taxonomy'] },
          { kind: 'same-cause' },
          { kind: 'explicit' },
          { kind: 'recurrence-of' },
          { kind: 'recurred-as' },
        ],
        wording,
      ),
    ).toEqual([
      'same root cause · shared Telemetry agent',
      'shared Ingress controller',
      'shared Not in taxonomy',
      'same root cause',
      'linked in the library',
      'recurrence of',
      'recurred as',
    ]);
  });
});

describe('relationsOf answers kept for the next ask', () => {
  it('gives the same answer to the same question, and a fresh one when the text rule gets new edges', () => {
    const index = bundledIndex();
    const i = index.byId.get('IL-0034')!;
    const first = relationsOf(index, i, 'seed');
    expect(relationsOf(index, i, 'seed')).toBe(first);
    expect(relationsOf(index, i, 'component')).not.toBe(first);
    // The text rule's groups before and after its edges come.
    expect(relationsOf(index, i, 'text')).toEqual([]);
    const other = index.byId.get('IL-0202')!;
    attachTextEdges(index, [[i, other, 5, ['agent']]]);
    expect(relationsOf(index, i, 'text').map((r) => index.cases[r.other]!.id)).toEqual(['IL-0202']);
    // A new index of the same cases is asked afresh.
    const again = bundledIndex();
    expect(relationsOf(again, i, 'seed')).not.toBe(first);
    expect(relationsOf(again, i, 'seed')).toEqual(first);
  });
});
