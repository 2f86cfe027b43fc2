import { describe, expect, it } from 'vitest';
import { RELATION_RULE_TABLE, RELATION_RULES, groupPostings } from '../../src/model/relations';
import { relationsOf } from '../../src/model/relations';
import { bundledIndex } from './support/library';
import { bothWordings } from './support/messages';
import { attachTextEdges } from '../../src/model/similarity';
import { buildSimilarityIndex } from '../../src/model/similarity';
import { textEdges } from '../../src/model/similarity';

const index = bundledIndex();
// The text rule's groups come from the worker's text edges; here, straight from the model.
attachTextEdges(index, textEdges(buildSimilarityIndex(index.cases)));

describe('the relation rule table', () => {
  it('lists every rule once, in table order', () => {
    expect(RELATION_RULES).toEqual(Object.keys(RELATION_RULE_TABLE));
    expect(new Set(RELATION_RULES).size).toBe(RELATION_RULES.length);
  });

  for (const rule of RELATION_RULES) {
    const entry = RELATION_RULE_TABLE[rule];
    describe(rule, () => {
      it('is worded in both languages', () => {
        for (const text of bothWordings(entry.labelKey)) expect(text?.trim(), entry.labelKey).toBeTruthy();
      });

      it("puts every case in the groups of its own keys, and each group's members have that key", () => {
        index.cases.forEach((_, i) => {
          for (const key of entry.groupKeys(index, i)) expect(groupPostings(index, rule, key)).toContain(i);
        });
        for (const [key, members] of entry.groups(index)) for (const i of members) expect(entry.groupKeys(index, i)).toContain(key);
      });

      it('relates members of a shared group on the bundled library with the entry\'s reason', () => {
        const groups = [...entry.groups(index)].filter(([, m]) => m.length > 1);
        if (rule === 'explicit') {
          expect(groups).toEqual([]);
          return;
        }
        expect(groups.length).toBeGreaterThan(0);
        const [key, [a, b]] = groups[0] as [string, number[]];
        const relation = relationsOf(index, a!, rule).find((r) => r.other === b);
        const reason = entry.reason(key, index);
        expect(relation?.reasons.some((r) => r.kind === reason.kind)).toBe(true);
      });
    });
  }
});
