import { firstSentence } from '../core';
import type { MarkdownIncident } from './markdown';
import type { Case } from '../core';
import type { LocalText } from '../core';

/**
 * One case as a line of the "Related past incidents" Markdown: id, title, where to open it,
 * organisation and date, why it is related, and the first sentence of its lessons. Wording and
 * language come from the caller; escaping happens in relatedIncidentsMarkdown.
 */
export function caseIncident(c: Case, words: { text: (v: LocalText | null | undefined) => string; url: (id: string) => string | null; reasons?: string[] }): MarkdownIncident {
  const lessons = words.text(c.lessons);
  return {
    id: c.id,
    title: words.text(c.title),
    url: words.url(c.id),
    org: c.org || undefined,
    date: c.date || undefined,
    reasons: words.reasons ?? [],
    lesson: lessons ? firstSentence(lessons) : undefined,
  };
}

/** A Markdown section lists at most this many cases (a hub of thousands would not paste well). */
export const MARKDOWN_MAX_ITEMS = 50;
