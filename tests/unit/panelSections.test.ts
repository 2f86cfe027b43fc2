import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ko } from '../../src/i18n/ko';
import { CASE_SECTIONS, CLUSTER_SECTIONS, HUB_SECTIONS, PANEL_SECTIONS } from '../../src/ui/panel/sections';

/** A message by dotted key, or undefined; plural keys count when their `_other` form exists. */
function message(catalogue: object, key: string): unknown {
  const parts = key.split('.');
  const leaf = parts.pop()!;
  const parent = parts.reduce<Record<string, unknown> | undefined>((o, p) => o?.[p] as Record<string, unknown> | undefined, catalogue as Record<string, unknown>);
  return parent?.[leaf] ?? parent?.[`${leaf}_other`];
}

describe('the panel-sections table', () => {
  it('gives every section a unique id and a heading worded in both languages', () => {
    expect(new Set(PANEL_SECTIONS.map((s) => s.id)).size).toBe(PANEL_SECTIONS.length);
    for (const s of PANEL_SECTIONS) {
      expect(typeof message(en, s.label), `${s.id}: ${s.label} (en)`).toBe('string');
      expect(typeof message(ko, s.label), `${s.id}: ${s.label} (ko)`).toBe('string');
    }
  });

  it('splits into case, hub and cluster sections with none lost or shared, in table order', () => {
    expect(CASE_SECTIONS.length + HUB_SECTIONS.length + CLUSTER_SECTIONS.length).toBe(PANEL_SECTIONS.length);
    expect(CASE_SECTIONS.every((s) => s.kinds.includes('case'))).toBe(true);
    expect(HUB_SECTIONS.every((s) => s.kinds.includes('component') && s.kinds.includes('cause'))).toBe(true);
    expect(CLUSTER_SECTIONS.every((s) => s.kinds.includes('cluster') && !s.kinds.includes('case'))).toBe(true);
    expect([...CASE_SECTIONS, ...HUB_SECTIONS, ...CLUSTER_SECTIONS].map((s) => s.id)).toEqual(PANEL_SECTIONS.map((s) => s.id));
  });

  it('leads a case with its related cases, then the path finder, then the record', () => {
    const ids = CASE_SECTIONS.map((s) => s.id);
    expect(ids.slice(0, 4)).toEqual(['related', 'similar', 'path', 'summary']);
    // The related cases are in the first screenful; the path finder follows a moment later.
    const later = new Set(CASE_SECTIONS.filter((s) => s.later).map((s) => s.id));
    expect(later.has('related')).toBe(false);
    expect(later.has('path')).toBe(true);
    expect(later.has('summary')).toBe(false);
  });
});
