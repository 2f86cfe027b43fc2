import type { I18nKey } from '../../i18n/keys';
import { causeComponentKey, type LibraryIndex, type Postings } from '../core';
import type { RelationReason, RelationRule } from './relationTypes';
import { textRelations } from '../similarity';

/**
 * What a relation rule means, in one place: every dispatcher (relationsOf, buildGraph, the
 * path search, the list's relation counts) reads this table, so a new rule fails to compile
 * until its entry exists. Explicit links and recurrences count under every rule and are not here.
 */
export interface RuleEntry {
  /** The keys of the groups case i belongs to, in the case's own component order. */
  groupKeys(index: LibraryIndex, i: number): string[];
  /** Every group of the rule: key → member case positions, in library order. */
  groups(index: LibraryIndex): Postings;
  /** Why two members of group `key` are related (the index, for rules whose groups carry words). */
  reason(key: string, index: LibraryIndex): RelationReason;
  /** The rule's name in the toolbar. */
  labelKey: I18nKey;
}

const NO_GROUPS: Postings = new Map();

export const RELATION_RULE_TABLE = {
  seed: {
    groupKeys: (index, i) => {
      const c = index.cases[i];
      const cause = c?.root_cause;
      return c && cause ? c.components.map((comp) => causeComponentKey(cause, comp)) : [];
    },
    groups: (index) => index.byCauseComponent,
    reason: (key) => ({ kind: 'same-cause-shared-component', components: [key.slice(key.indexOf('\u0000') + 1)] }),
    labelKey: 'relation.rule_seed',
  },
  component: {
    groupKeys: (index, i) => [...(index.cases[i]?.components ?? [])],
    groups: (index) => index.byComponent,
    reason: (key) => ({ kind: 'shared-component', components: [key] }),
    labelKey: 'relation.rule_component',
  },
  cause: {
    groupKeys: (index, i) => {
      const cause = index.cases[i]?.root_cause;
      return cause ? [cause] : [];
    },
    groups: (index) => index.byCause,
    reason: () => ({ kind: 'same-cause' }),
    labelKey: 'relation.rule_cause',
  },
  explicit: {
    groupKeys: () => [],
    groups: () => NO_GROUPS,
    reason: () => ({ kind: 'explicit' }),
    labelKey: 'relation.rule_explicit',
  },
  /** Cases whose texts read alike (issue #15): groups of two, from the worker's text edges. */
  text: {
    groupKeys: (index, i) => textRelations(index).byCase.get(i) ?? [],
    groups: (index) => textRelations(index).groups,
    reason: (key, index) => ({ kind: 'reads-alike', terms: [...(textRelations(index).terms.get(key) ?? [])] }),
    labelKey: 'similar.ruleText',
  },
} satisfies Record<RelationRule, RuleEntry>;

/** The rules in toolbar order: the table's own order, so there is no second list to keep. */
export const RELATION_RULES = Object.keys(RELATION_RULE_TABLE) as RelationRule[];

export function ruleEntry(rule: RelationRule): RuleEntry {
  return RELATION_RULE_TABLE[rule];
}

/** Members of one group of the rule (empty when no case has the key). */
export function groupPostings(index: LibraryIndex, rule: RelationRule, key: string): readonly number[] {
  return ruleEntry(rule).groups(index).get(key) ?? [];
}

/**
 * Adds one reason to a pair's list, merging shared components into one reason per kind: the
 * single merge rule behind relationsOf, buildGraph's edges and the path search's edges.
 */
export function addReason(list: RelationReason[], reason: RelationReason): void {
  if ('components' in reason) {
    const existing = list.find((r) => r.kind === reason.kind) as { components: string[] } | undefined;
    if (existing) {
      for (const c of reason.components) if (!existing.components.includes(c)) existing.components.push(c);
      return;
    }
    list.push({ ...reason, components: [...reason.components] });
    return;
  }
  if (!list.some((r) => r.kind === reason.kind)) list.push(reason);
}
