import type { ComponentType } from 'react';
import type { Cluster } from '../../model/layout';
import type { HubSummary } from '../../model/network';
import type { I18nKey } from '../../i18n/keys';
import type { Case } from '../../model/core';
import type { Library } from '../../state/libraryQuery';
import type { useLabels } from '../common/useLabels';

export type Labels = ReturnType<typeof useLabels>;
export type HubKind = 'component' | 'cause';

/** What a case panel shows: the case, its place in the library, and the wording helpers. */
export interface CaseView {
  kind: 'case';
  c: Case;
  caseIndex: number;
  library: Library;
  L: Labels;
}

/** What a hub (component or root cause) panel shows. */
export interface HubView {
  kind: HubKind;
  slug: string;
  summary: HubSummary;
  library: Library;
  L: Labels;
}

/** What a cluster (failure pattern) panel shows: the cluster and its cases newest first. */
export interface ClusterView {
  kind: 'cluster';
  cluster: Cluster;
  /** Case positions, newest first. */
  cases: number[];
  library: Library;
  L: Labels;
}

/** One section of a panel: a heading and a body, for one kind of view. */
export interface SectionEntry<V> {
  id: string;
  /** i18n key of its heading. */
  label: I18nKey;
  labelParams?: (view: V) => Record<string, string | number>;
  /** Whether it has anything to show for this view; left out, it is always shown. */
  shown?: (view: V) => boolean;
  /** Drawn a moment after the panel opens, below its first screenful. */
  later?: boolean;
  className?: string;
  testId?: string;
  Body: ComponentType<{ view: V }>;
}
