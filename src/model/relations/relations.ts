import type { LibraryIndex, Postings } from '../core';
import { addReason, ruleEntry, type RuleEntry } from './relationRules';

export type { Relation, RelationReason, RelationRule } from './relationTypes';
import type { Relation, RelationReason, RelationRule } from './relationTypes';
export { RELATION_RULES } from './relationRules';

/** How strong a relation is: one point per reason, one per shared component. */
export function relationWeight(reasons: readonly RelationReason[]): number {
  let w = 0;
  for (const r of reasons) w += 'components' in r ? r.components.length : 1;
  return w;
}

/**
 * The relations of one case, strongest first, newest first among equals. Reads the inverted
 * indexes, so the cost is the size of the case's own groups, not of the library.
 */
export function relationsOf(index: LibraryIndex, i: number, rule: RelationRule = 'seed'): readonly Relation[] {
  if (!index.cases[i]) return [];
  const entry = ruleEntry(rule);
  const groups = entry.groups(index);
  let recent = recentByIndex.get(index);
  if (!recent) recentByIndex.set(index, (recent = []));
  const known = recent.find((r) => r.i === i && r.groups === groups && r.rule === rule);
  if (known) return known.relations;
  const relations = computeRelations(index, i, entry, groups);
  // Newest first, a handful kept, in a plain array: a Map whose oldest key is deleted at each call
  // grew slower with every call (docs/decisions.md).
  recent.unshift({ i, rule, groups, relations });
  if (recent.length > RECENT_ANSWERS) recent.pop();
  return relations;
}

/**
 * One selection asks for the same case's relations several times (the map's focus mask, the
 * focus view's related list, the panel at each of its renders): a case of a big group at 100,000
 * cases has thousands of related cases, and each answer cost 14–22 ms. The last few answers are
 * kept per index, each with the rule's groups it was read from (the text rule's groups are a new
 * object when its edges change), and shared: callers never change them (readonly).
 */
const RECENT_ANSWERS = 8;
const recentByIndex = new WeakMap<LibraryIndex, { i: number; rule: RelationRule; groups: Postings; relations: readonly Relation[] }[]>();

function computeRelations(index: LibraryIndex, i: number, entry: RuleEntry, groups: Postings): readonly Relation[] {
  const byOther = new Map<number, RelationReason[]>();
  const add = (j: number, reason: RelationReason) => {
    let list = byOther.get(j);
    if (!list) byOther.set(j, (list = []));
    addReason(list, reason);
  };
  for (const key of entry.groupKeys(index, i)) {
    const reason = entry.reason(key, index);
    for (const j of groups.get(key) ?? []) if (j !== i) add(j, reason);
  }
  for (const j of index.explicit.get(i) ?? []) add(j, { kind: 'explicit' });
  const earlier = index.recurrenceOf.get(i);
  if (earlier !== undefined) add(earlier, { kind: 'recurrence-of' });
  for (const j of index.recurredAs.get(i) ?? []) add(j, { kind: 'recurred-as' });

  // Each weight once, not in every comparison: a case of 100,000 with hundreds of related cases
  // spent most of its sort recounting them.
  const weighed: { relation: Relation; weight: number; date: string }[] = [];
  for (const [other, reasons] of byOther) weighed.push({ relation: { other, reasons }, weight: relationWeight(reasons), date: index.cases[other]?.date ?? '' });
  weighed.sort((a, b) => b.weight - a.weight || (a.date < b.date ? 1 : a.date > b.date ? -1 : a.relation.other - b.relation.other));
  return weighed.map((w) => w.relation);
}

/** The wording of a relation needs labels and a language; the caller passes both in. */
export interface RelationWording {
  sameCauseSharedComponent: (componentLabels: string) => string;
  sharedComponent: (componentLabels: string) => string;
  sameCause: () => string;
  explicit: () => string;
  readsAlike: (terms: string) => string;
  recurrenceOf: () => string;
  recurredAs: () => string;
  componentLabel: (slug: string) => string;
  list: (items: string[]) => string;
}

/**
 * Lines worded as the library's pages word them: one per reason, and one per shared component
 * ("same root cause · shared Ingress controller", "same root cause · shared Cloud load balancer").
 */
export function describeReasons(reasons: readonly RelationReason[], w: RelationWording): string[] {
  return reasons.flatMap((r) => {
    switch (r.kind) {
      case 'same-cause-shared-component':
        return r.components.map((c) => w.sameCauseSharedComponent(w.componentLabel(c)));
      case 'shared-component':
        return r.components.map((c) => w.sharedComponent(w.componentLabel(c)));
      case 'same-cause':
        return w.sameCause();
      case 'explicit':
        return w.explicit();
      case 'reads-alike':
        return w.readsAlike(r.terms.join(', '));
      case 'recurrence-of':
        return w.recurrenceOf();
      case 'recurred-as':
        return w.recurredAs();
    }
  });
}
