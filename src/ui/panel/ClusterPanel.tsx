import { useMemo } from 'react';
import type { Cluster } from '../../model/layout';
import { useDerived } from '../../state/derived';
import { clusterTitle } from '../common/clusterName';
import { useLabels } from '../common/useLabels';
import { Sections } from './parts';
import { CLUSTER_SECTIONS } from './sections';
import type { ClusterView } from './types';

/** A failure pattern's panel: its cases, what they share, and what they learned. */
export function ClusterPanel({ cluster }: { cluster: Cluster }) {
  const { library } = useDerived();
  const L = useLabels(library.taxonomy);
  // Newest first; dates are ISO strings (YYYY, YYYY-MM or YYYY-MM-DD), so they sort as text.
  const cases = useMemo(() => [...cluster.cases].sort((a, b) => (library.cases[b]!.date < library.cases[a]!.date ? -1 : library.cases[b]!.date > library.cases[a]!.date ? 1 : a - b)), [cluster, library]);
  const view: ClusterView = { kind: 'cluster', cluster, cases, library, L };
  return (
    <article className="hub-panel cluster-panel" aria-labelledby="panel-title" data-testid="cluster-panel">
      <p className="panel-kicker">{L.t('map.clusterKicker')} · <code>{cluster.id}</code></p>
      <h2 id="panel-title">{clusterTitle(L, cluster)}</h2>
      <Sections view={view} entries={CLUSTER_SECTIONS} />
    </article>
  );
}
