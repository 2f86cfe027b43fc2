import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { detectLang, loadMessages, type Messages } from './i18n';
import type { Lang } from './model/core';
import { keptAcrossReopen, prefetchLibrary } from './state/libraryQuery';
import { installReopen } from './state/reopen';
import { useAppStore } from './state/store';
import { startUrlSync } from './state/urlSync';
import { App } from './ui/app/App';
import { preloadGraph } from './ui/map/GraphView';
import './ui/app/app.css';

/**
 * The reader's strings only (their language's chunk), before the first render; the static frame
 * of index.html stays up meanwhile. Without them (a chunk that did not load) English, and without
 * that the keys themselves: never a page that does not start.
 */
async function firstMessages(): Promise<Partial<Record<Lang, Messages>>> {
  const lang = detectLang(useAppStore.getState().view.lang);
  for (const tried of lang === 'en' ? (['en'] as const) : ([lang, 'en'] as const)) {
    try {
      return { [tried]: await loadMessages(tried) };
    } catch {
      // The next one, or none.
    }
  }
  return {};
}

const queryClient = new QueryClient();
let root: Root | null = null;
let stopUrlSync: (() => void) | null = null;

async function start(): Promise<void> {
  stopUrlSync = startUrlSync();
  prefetchLibrary(queryClient);
  // The graph's code loads, and its cytoscape is made, while the worker reads the library.
  void preloadGraph();
  const messages = await firstMessages();
  root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App messages={messages} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
installReopen({
  stop: () => {
    root?.unmount();
    root = null;
    stopUrlSync?.();
    queryClient.removeQueries({ predicate: (query) => !keptAcrossReopen(query) });
  },
  start,
});
