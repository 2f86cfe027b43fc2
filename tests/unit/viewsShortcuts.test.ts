import { describe, expect, it } from 'vitest';
import { decodeView, defaultView, encodeView } from '../../src/model/view';
import { VIEW_MODES, VIEW_TABLE } from '../../src/model/view';
import { SHORTCUTS } from '../../src/ui/app/shortcuts';
import { bothWordings } from './support/messages';

describe('the view table', () => {
  for (const view of VIEW_MODES) {
    it(`${view}: worded in both languages and carried by the link`, () => {
      for (const text of bothWordings(VIEW_TABLE[view].labelKey)) expect(text?.trim()).toBeTruthy();
      const { state, ignored } = decodeView(encodeView({ ...defaultView(), view }));
      expect(ignored).toEqual([]);
      expect(state.view).toBe(view);
    });
  }

  it('rejects a view the table does not have, naming the ones it does', () => {
    const { state, ignored } = decodeView('?view=timeline');
    expect(state.view).toBe('graph');
    expect(ignored).toHaveLength(1);
  });
});

describe('the shortcut table', () => {
  it('words every shortcut in both languages', () => {
    for (const s of SHORTCUTS) for (const text of bothWordings(s.labelKey)) expect(text?.trim(), s.labelKey).toBeTruthy();
  });

  it('binds each page-wide key once', () => {
    const keys = SHORTCUTS.flatMap((s) => (s.global ? [s.global.key] : []));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
