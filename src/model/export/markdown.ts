import { isSafeHttpUrl } from '../core';

/**
 * Markdown an SRE pastes into a postmortem document: "Related past incidents". Every text from
 * the library is escaped so a title such as `[x](javascript:alert(1))` or `<img onerror=…>`
 * stays inert text in any Markdown renderer: no link, no HTML, no heading or list started by a
 * line break inside the data.
 */

/** Escaped wherever they stand: they open code, emphasis, links or raw HTML anywhere in a line (`<` also an autolink). */
const ALWAYS = /[`*[\]<]/g;
/** `_` opens or closes emphasis only at the edge of a word (`a_b` is plain text, `_b_` is not). */
const LOOSE_UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
/** A backslash escapes the punctuation after it; anywhere else it is a backslash. */
const ESCAPING_BACKSLASH = /\\(?=[!-/:-@[-`{-~])/g;
/** An entity (`&copy;`, `&#60;`) would be decoded. */
const ENTITY = /&(?=#?[a-z0-9]+;)/gi;
/** A word a renderer may turn into a link on its own (linkify): a URL, www., or a domain name. */
const LINKABLE = /\S*(?::\/\/|www\.|[a-z0-9-]\.(?:[a-z]{2,})(?![a-z0-9-]))\S*/gi;
/** What starts a block at the beginning of a line: heading, list, quote, table, setext/thematic break. */
const BLOCK_START = /^[#>+=|-]/;

/**
 * Plain text for Markdown that pastes cleanly (Slack, Jira, Confluence, Google Docs): only what
 * would change the meaning is escaped, so `IL-0034`, `fleet-wide` and `v1.2.` stay as written,
 * while `[x](javascript:…)`, `<img onerror=…>`, `**bold**`, a code span, a heading or a list
 * started by the data, an entity or a bare domain a renderer would link stay inert text.
 * Line breaks become spaces, so a text never starts a block of its own past its first character.
 */
export function escapeMarkdownText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const escaped = flat
    .replace(ESCAPING_BACKSLASH, '\\\\')
    .replace(ALWAYS, (c) => `\\${c}`)
    .replace(LOOSE_UNDERSCORE, '\\_')
    .replace(ENTITY, '\\&')
    // Strikethrough takes two tildes: a lone "~5 min" stays as written.
    .replace(/~/g, (c) => ((flat.match(/~/g)?.length ?? 0) > 1 ? `\\${c}` : c))
    .replace(LINKABLE, (word) => word.replace(/[.:]/g, (c) => `\\${c}`));
  // A text placed at the start of a line (a heading's, a subject's) must not open a block.
  return escaped.replace(BLOCK_START, '\\$&').replace(/^(\d{1,9})([.)])/, '$1\\$2');
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
