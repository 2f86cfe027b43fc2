import { ActionItemsBody, ComponentsBody, ContributingBody, ImpactBody, RootCauseBody, SourcesBody, SymptomsBody, textSection, TimelineBody } from './caseSections';
import { CompareWithBody } from './CompareWith';
import { ClusterCasesBody, ClusterLessonsBody, ClusterSharedBody } from './clusterSections';
import { CoOccursBody, HubCasesBody } from './hubSections';
import { PathFinderBody } from './PathFinder';
import { earlierOf, RecurrenceBody } from './RecurrenceSection';
import { RelatedBody } from './RelatedSection';
import { CopyCaseMarkdown, CopyHubMarkdown } from './CopyMarkdown';
import { SimilarBody } from './SimilarCases';
import { ClusterTrendBody } from '../trends/ClusterTrend';
import type { SelectionKind } from '../../model/view';
import type { CaseView, ClusterView, HubKind, HubView, SectionEntry } from './types';

type CaseSection = SectionEntry<CaseView> & { kinds: readonly SelectionKind[] };
type HubSection = SectionEntry<HubView> & { kinds: readonly SelectionKind[] };
const forCase = (entry: SectionEntry<CaseView>): CaseSection => ({ ...entry, kinds: ['case'] });
const forHubs = (entry: SectionEntry<HubView>): HubSection => ({ ...entry, kinds: ['component', 'cause'] satisfies HubKind[] });
type ClusterSection = SectionEntry<ClusterView> & { kinds: readonly SelectionKind[] };
const forCluster = (entry: SectionEntry<ClusterView>): ClusterSection => ({ ...entry, kinds: ['cluster'] });

/**
 * The sections of the detail panel, in the order they are shown: one entry per section, so a
 * new section is one line here (plus its body and its heading in both catalogues).
 */
export const PANEL_SECTIONS: readonly (CaseSection | HubSection | ClusterSection)[] = [
  // Relations lead, right under the title (issue #14); the full record follows.
  forCase({ id: 'related', label: 'panel.related', className: 'related-section', testId: 'related-section', Body: RelatedBody }),
  forCase({ id: 'similar', label: 'similar.title', later: true, className: 'similar-section', testId: 'similar-section', Body: SimilarBody }),
  forCase({ id: 'path', label: 'path.title', later: true, className: 'path-section', testId: 'path-section', Body: PathFinderBody }),
  forCase({ id: 'summary', label: 'panel.summary', className: 'record-start', shown: ({ c }) => !!c.summary, Body: textSection('summary') }),
  forCase({ id: 'symptoms', label: 'panel.symptoms', shown: ({ c }) => !!c.symptoms_text || c.symptoms.length > 0, Body: SymptomsBody }),
  forCase({ id: 'rootCause', label: 'panel.rootCause', Body: RootCauseBody }),
  forCase({ id: 'components', label: 'panel.components', Body: ComponentsBody }),
  forCase({ id: 'trigger', label: 'panel.trigger', later: true, shown: ({ c }) => !!c.trigger, Body: textSection('trigger') }),
  forCase({ id: 'detection', label: 'panel.detection', later: true, shown: ({ c }) => !!c.detection, Body: textSection('detection') }),
  forCase({ id: 'impact', label: 'panel.impact', later: true, shown: ({ c }) => !!(c.impact?.scope || c.impact?.users || c.impact?.region), Body: ImpactBody }),
  forCase({ id: 'timeline', label: 'panel.timeline', later: true, shown: ({ c }) => c.timeline.detected_after !== null || c.timeline.resolved_after !== null, Body: TimelineBody }),
  forCase({ id: 'contributing', label: 'panel.contributing', later: true, shown: ({ c }) => c.contributing.length > 0, Body: ContributingBody }),
  forCase({ id: 'actionItems', label: 'panel.actionItems', later: true, shown: ({ c }) => c.action_items.length > 0, Body: ActionItemsBody }),
  forCase({ id: 'lessons', label: 'panel.lessons', later: true, shown: ({ c }) => !!c.lessons, Body: textSection('lessons') }),
  forCase({ id: 'recurrence', label: 'panel.recurrence', later: true, shown: (view) => earlierOf(view) !== null, Body: RecurrenceBody }),
  forCase({ id: 'sources', label: 'panel.sources', later: true, shown: ({ c }) => c.sources.length > 0, Body: SourcesBody }),
  forCase({ id: 'compare', label: 'compare.withTitle', later: true, className: 'path-section', testId: 'compare-section', Body: CompareWithBody }),
  forCase({ id: 'markdown', label: 'share.mdHeading', later: true, className: 'markdown-section', testId: 'markdown-section', Body: CopyCaseMarkdown }),
  forHubs({ id: 'hubCases', label: 'panel.hubCases', labelParams: ({ summary }) => ({ count: summary.cases.length }), Body: HubCasesBody }),
  forHubs({ id: 'coOccurs', label: 'panel.coOccursWith', Body: CoOccursBody }),
  forHubs({ id: 'hubMarkdown', label: 'share.mdHeading', className: 'markdown-section', testId: 'markdown-section', Body: CopyHubMarkdown }),
  forCluster({ id: 'clusterCases', label: 'map.cases', labelParams: ({ cases }) => ({ count: cases.length }), Body: ClusterCasesBody }),
  forCluster({ id: 'clusterComponents', label: 'map.components', shown: ({ cluster }) => cluster.components.length > 0, Body: ClusterSharedBody('components') }),
  forCluster({ id: 'clusterCauses', label: 'map.causes', shown: ({ cluster }) => cluster.causes.length > 0, Body: ClusterSharedBody('causes') }),
  forCluster({ id: 'clusterTrend', label: 'trends.panelTitle', testId: 'cluster-trend-section', Body: ClusterTrendBody }),
  forCluster({ id: 'clusterContributing', label: 'map.contributing', shown: ({ cluster }) => cluster.contributing.length > 0, Body: ClusterSharedBody('contributing') }),
  forCluster({ id: 'clusterLessons', label: 'map.lessons', Body: ClusterLessonsBody }),
];

/** The sections of a case panel. */
export const CASE_SECTIONS = PANEL_SECTIONS.filter((e): e is CaseSection => e.kinds.includes('case'));

/** The sections of a hub panel (the same for components and root causes). */
export const HUB_SECTIONS = PANEL_SECTIONS.filter((e): e is HubSection => e.kinds.includes('component'));

/** The sections of a cluster (failure pattern) panel. */
export const CLUSTER_SECTIONS = PANEL_SECTIONS.filter((e): e is ClusterSection => e.kinds.includes('cluster'));
