import { OTHER_CLUSTER_ID } from '../../model/core';
import type { Cluster } from '../../model/layout';
import type { ClusterName } from '../../model/layout';
import type { LegendLabel } from '../../model/view';
import type { Labels } from '../panel/types';

/** A cluster's name from what its cases share ("Bad configuration change · Configuration system"). */
export function clusterName(L: Labels, id: string, name: ClusterName): string {
  if (id === OTHER_CLUSTER_ID) return L.t('map.other');
  const parts = [...(name.rootCause ? [L.label('root_cause', name.rootCause)] : []), ...name.components.map((c) => L.label('component', c))];
  return parts.length ? parts.join(' · ') : L.t('map.mixed');
}

export function clusterTitle(L: Labels, c: Cluster): string {
  return clusterName(L, c.id, c.name);
}

/** A legend entry's words, in the current language. */
export function legendText(L: Labels, label: LegendLabel): string {
  switch (label.kind) {
    case 'cluster':
      return clusterName(L, label.id, label.name);
    case 'taxonomy':
      return L.label(label.taxonomy, label.slug);
    case 'severity':
      return L.t(`severity.${label.value as 'critical' | 'major' | 'minor' | 'unknown'}`);
    case 'years':
      return label.from === label.to ? String(label.from) : L.t('map.years', { from: label.from, to: label.to });
    case 'other':
      return L.t('map.other');
  }
}
