import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchLibrary } from './state/libraryQuery';
import { startUrlSync } from './state/urlSync';
import { App } from './ui/app/App';
import { preloadGraph } from './ui/map/GraphView';
import './ui/app/app.css';

startUrlSync();

const queryClient = new QueryClient();
prefetchLibrary(queryClient);
// The graph's code loads, and its cytoscape is made, while the worker reads the library.
void preloadGraph();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
