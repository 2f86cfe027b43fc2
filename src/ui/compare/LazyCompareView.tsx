import { lazy, Suspense } from 'react';

// The comparison needs the similarity analysis (stemmer, stop words), which the first page
// load does not: it comes in its own chunk when a comparison is first opened.
const View = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })));

export function CompareView({ pair }: { pair: readonly [string, string] }) {
  return (
    <Suspense fallback={<p className="muted compare-view" aria-busy="true">…</p>}>
      <View pair={pair} />
    </Suspense>
  );
}
