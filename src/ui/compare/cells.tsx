import type { ReactNode } from 'react';
import type { I18nKey } from '../../i18n/keys';
import type { CompareRow } from '../../model/compare';
import type { CaseComparison } from '../../model/compare';
import type { Case } from '../../model/core';
import { severityKey } from '../../model/core';
import { SourcesBody, TimelineBody } from '../panel/caseSections';
import type { CaseView, Labels } from '../panel/types';
import { MarkedText } from './MarkedText';
import { SlugChips } from './SlugChips';

export interface CellProps {
  view: CaseView;
  side: 'a' | 'b';
  cmp: CaseComparison;
}

const none = (L: Labels) => <p className="muted">{L.t('compare.none')}</p>;

function textCell(field: 'summary' | 'trigger' | 'detection' | 'lessons') {
  return function TextCell({ view: { c, L }, cmp }: CellProps) {
    return c[field] ? <MarkedText value={c[field]} terms={cmp.terms} L={L} /> : none(L);
  };
}

function Meta({ view: { c, L } }: CellProps) {
  const key = severityKey(c.severity);
  return (
    <p>
      <span>{c.org || L.t('panel.unknown')}</span> · <time dateTime={c.date}>{L.date(c.date)}</time> ·{' '}
      <span className={`severity severity-${c.severity}`}>{key ? L.t(key) : c.severity}</span>
    </p>
  );
}

function ActionItemsCell({ view: { c, L }, cmp }: CellProps) {
  if (!c.action_items.length) return none(L);
  return (
    <ul>
      {c.action_items.map((a, i) => <li key={i}><MarkedText value={a.text} terms={cmp.terms} L={L} as="span" /></li>)}
    </ul>
  );
}

const hasTimeline = (c: Case) => c.timeline.detected_after !== null || c.timeline.resolved_after !== null;

/** Each row's heading and how one case's side of it is drawn; the compiler keeps it to COMPARE_ROWS. */
export const COMPARE_CELLS = {
  title: { label: 'compare.row_title', Cell: ({ view: { c, L }, cmp }) => <p className="compare-case-title"><MarkedText value={c.title} terms={cmp.terms} L={L} as="span" /></p> },
  meta: { label: 'compare.row_meta', Cell: Meta },
  summary: { label: 'panel.summary', Cell: textCell('summary') },
  symptoms: {
    label: 'panel.symptoms',
    Cell: ({ view: { c, L }, side, cmp }) => (
      <>
        {c.symptoms_text && <MarkedText value={c.symptoms_text} terms={cmp.terms} L={L} />}
        <SlugChips kind="symptoms" split={cmp.slugs.symptoms} side={side} L={L} />
      </>
    ),
  },
  rootCause: { label: 'panel.rootCause', Cell: ({ view: { L }, side, cmp }) => <SlugChips kind="root_cause" split={cmp.slugs.root_cause} side={side} L={L} /> },
  components: { label: 'panel.components', Cell: ({ view: { L }, side, cmp }) => <SlugChips kind="components" split={cmp.slugs.components} side={side} L={L} /> },
  contributing: { label: 'panel.contributing', Cell: ({ view: { L }, side, cmp }) => <SlugChips kind="contributing" split={cmp.slugs.contributing} side={side} L={L} /> },
  trigger: { label: 'panel.trigger', Cell: textCell('trigger') },
  detection: { label: 'panel.detection', Cell: textCell('detection') },
  timeline: { label: 'panel.timeline', Cell: ({ view }) => (hasTimeline(view.c) ? <TimelineBody view={view} /> : none(view.L)) },
  actionItems: { label: 'panel.actionItems', Cell: ActionItemsCell },
  lessons: { label: 'panel.lessons', Cell: textCell('lessons') },
  sources: { label: 'panel.sources', Cell: ({ view }) => (view.c.sources.length ? <SourcesBody view={view} /> : none(view.L)) },
} satisfies Record<CompareRow, { label: I18nKey; Cell: (props: CellProps) => ReactNode }>;
