import { describe, expect, it } from 'vitest';
import { COLOR_MODES } from '../../src/model/view';
import { checkAgainstLibrary, decodeView, defaultView, encodeView } from '../../src/model/view';
import { bundledIndex } from './support/library';
import { wordedIgnored } from './support/messages';

describe('the map parameters: color and cluster', () => {
  it('colours by cluster unless told otherwise, and writes only another mode', () => {
    expect(defaultView().color).toBe('cluster');
    expect(encodeView(defaultView())).toBe('');
    for (const color of COLOR_MODES) {
      const q = encodeView({ ...defaultView(), color });
      expect(decodeView(q).state.color).toBe(color);
      expect(q).toBe(color === 'cluster' ? '' : `?color=${color}`);
    }
  });

  it('reports an unknown colour mode and keeps the default', () => {
    const { state, ignored } = decodeView('?color=rainbow&domain=kubernetes');
    expect(state.color).toBe('cluster');
    expect(state.filters.domain).toEqual(['kubernetes']);
    expect(ignored.map((i) => wordedIgnored(i))).toEqual([{ param: 'color', value: 'rainbow', reason: 'expected one of cluster, cause, domain, severity, year' }]);
  });

  it('reads a cluster selection, round trip included, as one selection like the others', () => {
    const { state } = decodeView('?cluster=config-change.config-system');
    expect(state.selection).toEqual({ kind: 'cluster', key: 'config-change.config-system' });
    expect(encodeView(state)).toBe('?cluster=config-change.config-system');
    const two = decodeView('?case=IL-0034&cluster=other');
    expect(two.state.selection).toEqual({ kind: 'case', key: 'IL-0034' });
    expect(two.ignored.map((i) => i.code)).toEqual(['oneSelection']);
  });

  it('drops a cluster the library does not have, with its own reason, and keeps one it has', () => {
    const index = bundledIndex();
    const ids = new Set(['config-change.config-system']);
    const bad = checkAgainstLibrary(decodeView('?cluster=no-such-pattern').state, index, ids);
    expect(bad.state.selection).toBeNull();
    expect(bad.ignored.map((i) => wordedIgnored(i))).toEqual([{ param: 'cluster', value: 'no-such-pattern', reason: 'no such failure pattern in this library' }]);
    const good = checkAgainstLibrary(decodeView('?cluster=config-change.config-system').state, index, ids);
    expect(good.state.selection).toEqual({ kind: 'cluster', key: 'config-change.config-system' });
    expect(good.ignored).toEqual([]);
    // Without the list of clusters (no library map yet) no cluster is known.
    expect(checkAgainstLibrary(decodeView('?cluster=config-change.config-system').state, index).state.selection).toBeNull();
  });
});
