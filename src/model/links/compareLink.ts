import { decodeView, encodeView } from '../view';

/**
 * The query of the side-by-side view of two cases, written by the same codec that reads it, so
 * an id holding a comma, `&`, `#` or `%` comes back as it was. The rest of the current view is
 * kept as the codec understands it.
 */
export function compareSearch(search: string, a: string, b: string): string {
  const { state } = decodeView(search);
  return encodeView({ ...state, compare: [a, b] });
}
