import { ActionItemsBody, ComponentsBody, ContributingBody, ImpactBody, RootCauseBody, SourcesBody, SymptomsBody, textSection, TimelineBody } from './caseSections';
import { CoOccursBody, HubCasesBody } from './hubSections';
import { PathFinderBody } from './PathFinder';
import { earlierOf, RecurrenceBody } from './RecurrenceSection';
import { RelatedBody } from './RelatedSection';
import { SimilarBody } from './SimilarCases';
import type { SelectionKind } from '../../model/urlState';
import type { CaseView, HubKind, HubView, SectionEntry } from './types';

type CaseSection = SectionEntry<CaseView> & { kinds: readonly SelectionKind[] };
type HubSection = SectionEntry<HubView> & { kinds: readonly SelectionKind[] };
const forCase = (entry: SectionEntry<CaseView>): CaseSection => ({ ...entry, kinds: ['case'] });
const forHubs = (entry: SectionEntry<HubView>): HubSection => ({ ...entry, kinds: ['component', 'cause'] satisfies HubKind[] });

/**
 * The sections of the detail panel, in the order they are shown: one entry per section, so a
 * new section is one line here (plus its body and its heading in both catalogues).
 */
export const PANEL_SECTIONS: readonly (CaseSection | HubSection)[] = [
  forCase({ id: 'summary', label: 'panel.summary', shown: ({ c }) => !!c.summary, Body: textSection('summary') }),
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
  forCase({ id: 'related', label: 'panel.related', later: true, Body: RelatedBody }),
  forCase({ id: 'similar', label: 'similar.title', later: true, className: 'similar-section', testId: 'similar-section', Body: SimilarBody }),
  forCase({ id: 'path', label: 'path.title', later: true, className: 'path-section', testId: 'path-section', Body: PathFinderBody }),
  forHubs({ id: 'hubCases', label: 'panel.hubCases', labelParams: ({ summary }) => ({ count: summary.cases.length }), Body: HubCasesBody }),
  forHubs({ id: 'coOccurs', label: 'panel.coOccursWith', Body: CoOccursBody }),
];

/** The sections of a case panel. */
export const CASE_SECTIONS = PANEL_SECTIONS.filter((e): e is CaseSection => e.kinds.includes('case'));

/** The sections of a hub panel (the same for components and root causes). */
export const HUB_SECTIONS = PANEL_SECTIONS.filter((e): e is HubSection => !e.kinds.includes('case'));
