import type { SelectionKind } from '../core';
import { FACETS } from '../core';
import type { ViewState } from '../view';

/**
 * File names that say what an exported picture shows: the selection (`IL-0034-neighbourhood`,
 * `component-telemetry-agent`), else the first filter values (`graph-kubernetes`), else `graph`;
 * then the day. Every part is slugged so that no name can climb out of the download folder,
 * hide an extension or use a character some file system refuses.
 */

const MAX_SLUG = 48;

/** PNG densities offered: 1× for the screen, 2× for documents, 4× for print. */
export const PNG_SCALES = [1, 2, 4] as const;
export type PngScale = (typeof PNG_SCALES)[number];

/** Lower-case letters and digits of any script, other runs turned into one hyphen, cut short. */
export function slugify(text: string, max = MAX_SLUG): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut on code points, not UTF-16 units, so no half of a surrogate pair is left.
  return [...slug].slice(0, max).join('').replace(/-+$/, '');
}

/** `YYYY-MM-DD` of the local day. */
export function dayStamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const SELECTION_WORD = { case: 'neighbourhood', component: 'component', cause: 'root-cause', cluster: 'pattern' } as const satisfies Record<SelectionKind, string>;

/** What the picture shows, as the stem of its file name. */
export function pictureSubject(view: Pick<ViewState, 'selection' | 'filters' | 'q' | 'searchFilters'>): string {
  const sel = view.selection;
  if (sel) {
    const key = slugify(sel.key) || 'selection';
    // A case id keeps its own casing (IL-0034), the way it is written everywhere else.
    if (sel.kind === 'case') return `${/^[A-Za-z0-9-]{1,40}$/.test(sel.key) ? sel.key : key}-${SELECTION_WORD.case}`;
    return `${SELECTION_WORD[sel.kind]}-${key}`;
  }
  const values = FACETS.flatMap((f) => view.filters[f]);
  if (view.searchFilters && view.q.trim()) values.unshift(view.q);
  const f = view.filters;
  // As the link writes a bound (view's dateBound; not imported: view already depends on export).
  const dateBound = (year: number, month: number | null) => (month === null ? String(year) : `${year}-${String(month).padStart(2, '0')}`);
  const years = [f.from === null ? null : dateBound(f.from, f.fromMonth), f.to === null ? null : dateBound(f.to, f.toMonth)].filter((y) => y !== null);
  const parts = [...values.slice(0, 2).map((v) => slugify(v, 24)), ...(years.length ? [years.join('-')] : [])].filter(Boolean);
  return ['graph', ...parts].join('-');
}

export function pictureFileName(view: Pick<ViewState, 'selection' | 'filters' | 'q' | 'searchFilters'>, extension: 'svg' | 'png', now: Date = new Date(), scale: PngScale = 1): string {
  const suffix = extension === 'png' && scale !== 1 ? `@${scale}x` : '';
  return `${pictureSubject(view)}-${dayStamp(now)}${suffix}.${extension}`;
}

/** The name a library goes by in a caption: the bundled one's, a file's, or an address's last part. */
export function libraryName(origin: { kind: 'bundled' } | { kind: 'url'; url: string } | { kind: 'file'; name: string }, bundled: string): string {
  if (origin.kind === 'bundled') return bundled;
  if (origin.kind === 'file') return origin.name;
  try {
    const u = new URL(origin.url, 'http://local.invalid/');
    const last = u.pathname.split('/').filter(Boolean).pop();
    return last ? `${u.host === 'local.invalid' ? '' : `${u.host}/`}${decodeURIComponent(last)}` : u.host || origin.url;
  } catch {
    return origin.url;
  }
}
