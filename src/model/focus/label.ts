import { shortTitle } from './shortTitle';

/**
 * A case's label in the focus view: "id · org" on the first line, its short title under it
 * (wrapped by the view to the cell's width), so every case says what happened without hovering.
 */
export function focusCaseLabel(c: { id: string; org: string; title: string }, maxTitle?: number): string {
  const head = c.org ? `${c.id} · ${c.org}` : c.id;
  const title = shortTitle(c.title, maxTitle);
  return title ? `${head}\n${title}` : head;
}
