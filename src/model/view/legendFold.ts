/**
 * Whether the map's legend opens folded to its colour-mode line (issue 25). The open legend is
 * about 270 × 470 px: at 1366×768 it covers the left of a 600 px high canvas, the map is framed
 * beside it, and four failure patterns' names found no free place within 360 px of their discs
 * (20 of 24 named in English). Folded, the map is framed in the middle of the canvas and the room
 * on both sides takes the names' callouts (24 of 24, and three more hubs named). So up to a
 * laptop's width the legend opens folded: the names on the map tell the patterns apart, and the
 * colour key is one click away. Wider, it opens unfolded. The reader's own choice wins (the UI
 * keeps it until the selection changes: a panel opening on a laptop folds the legend again).
 */
export const LEGEND_FOLDED_UP_TO = 1366;

/**
 * True when the legend is open: the reader's choice (`chosen`), else folded while a focus is open
 * (`focusOpen`: a selection, path or draft laid out for itself; its labels and edge reasons are
 * its own key, and the open legend took the picture's left cells at 1440×900), else open only on
 * a viewport wider than `LEGEND_FOLDED_UP_TO`. When the focus closes it is as it was on the map.
 */
export function legendOpen(viewportWidth: number, chosen: boolean | null, focusOpen = false): boolean {
  if (chosen !== null) return chosen;
  if (focusOpen) return false;
  // An unknown width (no window) opens it: the wide screen's default.
  return !(Number.isFinite(viewportWidth) && viewportWidth <= LEGEND_FOLDED_UP_TO);
}
