import { encodeView, type ViewState } from './urlState';

/**
 * The addresses the Share dialog offers: the full view, the same view embedded, and the iframe
 * snippet for another page. `page` is the app's own address without its query (origin and path).
 */

/** The full app on the same view (what an embed's "Open in Incident Graph" opens). */
export function fullViewUrl(page: string, view: ViewState): string {
  return `${page}${encodeView({ ...view, embed: false })}`;
}

/** The same view as an embed. */
export function embedUrl(page: string, view: ViewState): string {
  return `${page}${encodeView({ ...view, embed: true })}`;
}

/** Text for a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sensible height for the embed: the graph framed, the legend and title readable. */
export const EMBED_HEIGHT = 480;

/**
 * The HTML to paste into another page. The title names the frame for screen readers; the
 * referrer is not sent and nothing of the parent page is shared (no `allow` features).
 */
export function iframeSnippet(url: string, title: string, height = EMBED_HEIGHT): string {
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="100%" height="${Math.round(height)}" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}
