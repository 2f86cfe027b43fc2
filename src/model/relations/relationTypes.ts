/**
 * Which case-to-case relations count. `seed` is the library's own rule: the same root cause
 * and at least one shared component. Explicit `related` links and recurrences count under every rule.
 */
export type RelationRule = 'seed' | 'component' | 'cause' | 'explicit' | 'text';

export type RelationReason =
  | { kind: 'same-cause-shared-component'; components: string[] }
  | { kind: 'shared-component'; components: string[] }
  | { kind: 'same-cause' }
  | { kind: 'explicit' }
  /** The `text` rule (and a draft's links): the two texts share these distinctive words. */
  | { kind: 'reads-alike'; terms: string[] }
  | { kind: 'recurrence-of' }
  | { kind: 'recurred-as' };

export interface Relation {
  /** Position of the related case in the library. */
  other: number;
  reasons: RelationReason[];
}
