import { isSafeHttpUrl } from './urls';

/**
 * Markdown an SRE pastes into a postmortem document: "Related past incidents". Every text from
 * the library is escaped so a title such as `[x](javascript:alert(1))` or `<img onerror=…>`
 * stays inert text in any Markdown renderer: no link, no HTML, no heading or list started by a
 * line break inside the data.
 */

/** Characters with a meaning in CommonMark/GFM inline or block syntax. */
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+\-.!|~]/g;

export function escapeMarkdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_SPECIAL, (c) => `\\${c}`);
}

/**
 * A link target for `[text](<url>)`: only http(s), with the characters that could close the
 * destination percent-encoded. Anything else gives null and the caller writes plain text.
 */
export function markdownUrl(url: string): string | null {
  if (!isSafeHttpUrl(url)) return null;
  return new URL(url).href.replace(/[<>()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

export function markdownLink(text: string, url: string | null): string {
  const target = url === null ? null : markdownUrl(url);
  const label = escapeMarkdownText(text);
  return target ? `[${label}](<${target}>)` : label;
}

export interface MarkdownIncident {
  id: string;
  title: string;
  /** Where a reader opens it: the app's deep link for this case. */
  url: string | null;
  org?: string;
  date?: string;
  /** Why it is related, already worded ("same root cause · shared Ingress controller"). */
  reasons: string[];
  /** The first sentence of its lessons. */
  lesson?: string;
}

export interface MarkdownSection {
  heading: string;
  /** The case (or cluster) the section is about. */
  subject: { id: string; title: string; url: string | null };
  groups: { title: string; items: MarkdownIncident[]; empty: string }[];
  labels: { lesson: string; why: string };
}

function item(inc: MarkdownIncident, labels: MarkdownSection['labels']): string[] {
  const meta = [inc.org, inc.date].filter((x): x is string => !!x).map(escapeMarkdownText).join(', ');
  const lines = [`- **${escapeMarkdownText(inc.id)}** ${markdownLink(inc.title, inc.url)}${meta ? ` (${meta})` : ''}`];
  if (inc.reasons.length) lines.push(`  - ${escapeMarkdownText(labels.why)}: ${inc.reasons.map(escapeMarkdownText).join('; ')}`);
  if (inc.lesson) lines.push(`  - ${escapeMarkdownText(labels.lesson)}: ${escapeMarkdownText(inc.lesson)}`);
  return lines;
}

export function relatedIncidentsMarkdown(section: MarkdownSection): string {
  const out = [`## ${escapeMarkdownText(section.heading)}`, '', `${escapeMarkdownText(section.subject.id)}: ${markdownLink(section.subject.title, section.subject.url)}`];
  for (const g of section.groups) {
    out.push('', `### ${escapeMarkdownText(g.title)}`, '');
    if (g.items.length === 0) out.push(escapeMarkdownText(g.empty));
    for (const inc of g.items) out.push(...item(inc, section.labels));
  }
  return `${out.join('\n')}\n`;
}
