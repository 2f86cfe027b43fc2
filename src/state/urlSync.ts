import { decodeView, encodeView, isNavigation, type ViewState } from '../model/view';
import { takePushRequest } from './historyIntent';
import { useAppStore } from './store';

/**
 * The view and the address bar, kept in step both ways, so a copied link reopens exactly the view
 * it was copied from and Back undoes a selection.
 */

let replaceNext = false;

type BeforeEntry = (search: string) => void;
const beforeEntry = new Set<BeforeEntry>();

/**
 * Calls `listener` with the address of an entry that Back or Forward is about to apply, while the
 * page still shows the one being left (the panel notes its scroll position there). Listening to
 * popstate directly would not do: a listener added after the sync's own runs after the new view
 * has rendered. Returns the function that stops listening.
 */
export function beforeHistoryEntry(listener: BeforeEntry): () => void {
  beforeEntry.add(listener);
  return () => beforeEntry.delete(listener);
}

/** Applies a corrected view (e.g. an unknown id dropped) without adding a history entry. */
export function correctView(view: ViewState): void {
  replaceNext = true;
  try {
    useAppStore.getState().actions.replaceView(view);
  } finally {
    replaceNext = false;
  }
}

/**
 * Two-way sync between the store's view and the address bar. A new selection pushes a history
 * entry (so Back returns to the previous one); every other change replaces the current entry.
 */
export function startUrlSync(win: Window = window): () => void {
  const { state, ignored } = decodeView(win.location.search);
  useAppStore.getState().actions.replaceView(state);
  if (ignored.length) useAppStore.getState().actions.addIgnored(ignored);

  let applyingPop = false;
  const unsubscribe = useAppStore.subscribe((s, prev) => {
    if (s.view === prev.view || applyingPop) return;
    const push = takePushRequest();
    const query = encodeView(s.view);
    if (query === win.location.search) return;
    const url = `${win.location.pathname}${query}${win.location.hash}`;
    if (!replaceNext && (push || isNavigation(prev.view, s.view))) win.history.pushState(null, '', url);
    else win.history.replaceState(null, '', url);
  });
  const onPop = () => {
    for (const listener of beforeEntry) listener(win.location.search);
    applyingPop = true;
    try {
      const decoded: ViewState = decodeView(win.location.search).state;
      useAppStore.getState().actions.replaceView(decoded);
    } finally {
      applyingPop = false;
    }
  };
  win.addEventListener('popstate', onPop);
  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onPop);
  };
}
