import { relatedIncidentsMarkdown, type MarkdownSection } from '../../model/export';
import { relationsOf, type RelationRule } from '../../model/relations';
import { caseIncident, MARKDOWN_MAX_ITEMS } from '../../model/export';
import type { Selection } from '../../model/view';
import type { CaseView, HubView, Labels } from './types';

/**
 * The Markdown of a case or hub panel. Loaded when "Copy as Markdown" is first pressed, so the
 * escaping and the wording of the section stay out of the first bundle.
 */

type UrlOf = (selection: Selection) => string;

const labelsOf = (L: Labels) => ({ lesson: L.t('share.mdLesson'), why: L.t('share.mdWhy') });

/** The case, then its related cases under the drawn rule with their reasons and lessons. */
export function caseMarkdown({ c, caseIndex, library, L }: CaseView, rule: RelationRule, urlOf: UrlOf): string {
  const url = (id: string) => urlOf({ kind: 'case', key: id });
  const relations = relationsOf(library.index, caseIndex, rule);
  const section: MarkdownSection = {
    heading: L.t('share.mdHeading'),
    subject: { id: c.id, title: L.text(c.title).text, url: url(c.id) },
    groups: [
      {
        title: L.t('share.mdRelated'),
        empty: L.t('share.mdNoRelated'),
        items: relations.slice(0, MARKDOWN_MAX_ITEMS).map((r) => caseIncident(library.cases[r.other]!, { text: (v) => L.text(v).text, url, reasons: L.reasons(r.reasons) })),
      },
    ],
    labels: labelsOf(L),
  };
  return relatedIncidentsMarkdown(section);
}

/** A component or root cause, then its shown cases, newest first. */
export function hubMarkdown({ kind, slug, summary, library, L }: HubView, urlOf: UrlOf): string {
  const url = (id: string) => urlOf({ kind: 'case', key: id });
  const section: MarkdownSection = {
    heading: L.t('share.mdHeading'),
    subject: { id: slug, title: L.label(kind === 'component' ? 'component' : 'root_cause', slug), url: urlOf({ kind, key: slug }) },
    groups: [
      {
        title: L.t('share.mdCases'),
        empty: L.t('share.mdNoCases'),
        items: summary.cases.slice(0, MARKDOWN_MAX_ITEMS).map((i) => caseIncident(library.cases[i]!, { text: (v) => L.text(v).text, url })),
      },
    ],
    labels: labelsOf(L),
  };
  return relatedIncidentsMarkdown(section);
}
