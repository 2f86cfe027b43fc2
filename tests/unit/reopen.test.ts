// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentCameraRequest, requestCamera } from '../../src/state/camera';
import { feedbackOf, markMatch } from '../../src/state/feedback';
import { pushNextView, takePushRequest } from '../../src/state/historyIntent';
import { useImportReview } from '../../src/state/importReview';
import { loadProgress, useLoadProgress } from '../../src/state/loadProgress';
import { resetPageState } from '../../src/state/pageReset';
import { installReopen } from '../../src/state/reopen';
import { initialAppState, useAppStore } from '../../src/state/store';

// The end-to-end tests reopen the app in one page instead of loading it for each test
// (src/state/reopen.ts): a reopened app must start from what a new page starts from, or a test
// would pass or fail on what the test before it left behind.

afterEach(() => {
  delete window.__incidentReopen;
  delete window.__incidentStop;
  vi.unstubAllGlobals();
});

describe('resetPageState: every page-lifetime state starts over', () => {
  it('puts the stores and one-shot requests back to a new page\'s', () => {
    const { actions } = useAppStore.getState();
    actions.select({ kind: 'case', key: 'IL-0034' });
    actions.setProblemsOpen(true);
    actions.addIgnored([{ param: 'bogus', value: '1', reason: 'unknown' } as never]);
    requestCamera({ kind: 'fit' });
    loadProgress.opened(10);
    useImportReview.setState({ files: [{ name: 'a.csv', text: 'x', mimeType: 'text/csv' }] });
    pushNextView();
    const library = { origin: { kind: 'bundled' as const }, feedback: [] };
    markMatch(library, { kind: 'case', id: 'IL-0034' } as never, 'IL-0202', 'same');
    expect(feedbackOf(library).length).toBe(1);

    resetPageState();

    const { actions: after, ...state } = useAppStore.getState();
    expect(state).toEqual(initialAppState());
    // The actions are the store's own: a reset must not drop them.
    expect(after).toBe(actions);
    expect(currentCameraRequest()).toBeNull();
    expect(useLoadProgress.getState().progress).toBeNull();
    expect(useImportReview.getState().files).toBeNull();
    expect(takePushRequest()).toBe(false);
    // The store no longer holds the mark, and the storage that kept it is emptied by the reopen.
    localStorage.clear();
    expect(feedbackOf(library)).toEqual([]);
  });

  it('reads a library\'s marks from storage again, as a new page would (a reopen may keep the library)', () => {
    localStorage.clear();
    const library = { origin: { kind: 'bundled' as const }, feedback: [] };
    // First read with nothing stored; then a mark is kept in the browser.
    expect(feedbackOf(library)).toEqual([]);
    markMatch(library, { case: 'IL-0034' }, 'IL-0202', 'same');
    resetPageState();
    expect(feedbackOf(library).map((e) => e.match)).toEqual(['IL-0202']);
    localStorage.clear();
    resetPageState();
    expect(feedbackOf(library)).toEqual([]);
    localStorage.clear();
  });
});

describe('installReopen', () => {
  it('is not installed for a reader (only where the browser is driven by automation)', () => {
    vi.stubGlobal('navigator', { ...navigator, webdriver: false });
    installReopen({ stop: () => {}, start: async () => {} });
    expect(window.__incidentReopen).toBeUndefined();
    expect(window.__incidentStop).toBeUndefined();
  });

  it('stops the app, empties storage and state, moves to the address, then starts it', async () => {
    vi.stubGlobal('navigator', { ...navigator, webdriver: true });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const steps: string[] = [];
    installReopen({
      stop: () => steps.push(`stop at ${location.search}`),
      start: async () => {
        steps.push(`start at ${location.search} with ${localStorage.length} stored, selection ${JSON.stringify(useAppStore.getState().view.selection)}`);
      },
    });
    localStorage.setItem('kept', '1');
    sessionStorage.setItem('kept', '1');
    history.replaceState(null, '', '/?case=IL-0034');
    useAppStore.getState().actions.select({ kind: 'case', key: 'IL-0034' });
    await window.__incidentReopen!('/?lang=ko&case=IL-0202');
    expect(steps).toEqual(['stop at ?case=IL-0034', 'start at ?lang=ko&case=IL-0202 with 0 stored, selection null']);
    expect(sessionStorage.length).toBe(0);
    window.__incidentStop!();
    expect(steps.at(-1)).toBe('stop at ?lang=ko&case=IL-0202');
  });
});
