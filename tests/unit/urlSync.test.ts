import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialAppState, useAppStore } from '../../src/state/store';
import { correctView, startUrlSync } from '../../src/state/urlSync';

/** Enough of a window for the URL sync: a location, a history that counts its calls, popstate. */
function fakeWindow(search: string) {
  const listeners = new Set<() => void>();
  const calls: { kind: 'push' | 'replace'; url: string }[] = [];
  const location = { pathname: '/app/', search, hash: '' };
  const go = (kind: 'push' | 'replace') => (_: unknown, __: string, url: string) => {
    calls.push({ kind, url });
    location.search = url.slice(location.pathname.length);
  };
  const win = {
    location,
    history: { pushState: go('push'), replaceState: go('replace') },
    addEventListener: (_: 'popstate', f: () => void) => listeners.add(f),
    removeEventListener: (_: 'popstate', f: () => void) => listeners.delete(f),
  };
  const back = (to: string) => {
    location.search = to;
    for (const f of listeners) f();
  };
  return { win: win as unknown as Window, calls, back, listeners };
}

describe('startUrlSync', () => {
  let stop: (() => void) | null = null;
  beforeEach(() => useAppStore.setState(initialAppState()));
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('reads the view from the address, and lists what it could not apply', () => {
    const { win } = fakeWindow('?case=IL-0034&view=list&bogus=1');
    stop = startUrlSync(win);
    const s = useAppStore.getState();
    expect(s.view.selection).toEqual({ kind: 'case', key: 'IL-0034' });
    expect(s.view.view).toBe('list');
    expect(s.ignored.map((i) => [i.param, i.code])).toEqual([['bogus', 'unknownParam']]);
  });

  it('pushes a history entry for a new selection and replaces it for any other change', () => {
    const { win, calls } = fakeWindow('');
    stop = startUrlSync(win);
    const { actions } = useAppStore.getState();
    actions.select({ kind: 'case', key: 'IL-0034' });
    actions.toggleFilter('domain', 'kubernetes');
    actions.setRule('cause');
    actions.select({ kind: 'component', key: 'etcd' });
    expect(calls).toEqual([
      { kind: 'push', url: '/app/?case=IL-0034' },
      { kind: 'replace', url: '/app/?case=IL-0034&domain=kubernetes' },
      { kind: 'replace', url: '/app/?case=IL-0034&domain=kubernetes&rel=cause' },
      { kind: 'push', url: '/app/?component=etcd&domain=kubernetes&rel=cause' },
    ]);
  });

  it('pushes a history entry when a trend or matrix count opens the graph, so Back returns to the view', () => {
    const { win, calls, back } = fakeWindow('?view=trends&by=org');
    stop = startUrlSync(win);
    const { actions } = useAppStore.getState();
    actions.setTrendBy('rc');
    actions.drillDown({ cause: ['config-change'], from: 2019, to: 2019 });
    actions.setMatrixAxes('org', 'year');
    expect(calls).toEqual([
      { kind: 'replace', url: '/app/?view=trends' },
      { kind: 'push', url: '/app/?rc=config-change&from=2019&to=2019' },
      { kind: 'replace', url: '/app/?rc=config-change&from=2019&to=2019&rows=org&cols=year' },
    ]);
    back('?view=trends');
    expect(useAppStore.getState().view.view).toBe('trends');
    expect(useAppStore.getState().view.filters.cause).toEqual([]);
  });

  it('replaces, not pushes, for a corrected view', () => {
    const { win, calls } = fakeWindow('?case=NOPE');
    stop = startUrlSync(win);
    correctView({ ...useAppStore.getState().view, selection: null });
    expect(calls).toEqual([{ kind: 'replace', url: '/app/' }]);
  });

  it('restores the view on popstate without writing the address again, and stops when asked', () => {
    const { win, calls, back, listeners } = fakeWindow('');
    stop = startUrlSync(win);
    useAppStore.getState().actions.select({ kind: 'case', key: 'A' });
    back('?case=B&theme=dark');
    expect(useAppStore.getState().view).toMatchObject({ selection: { kind: 'case', key: 'B' }, theme: 'dark' });
    expect(calls).toHaveLength(1);
    stop();
    stop = null;
    expect(listeners.size).toBe(0);
    useAppStore.getState().actions.select({ kind: 'case', key: 'C' });
    expect(calls).toHaveLength(1);
  });
});
