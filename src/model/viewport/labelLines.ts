/**
 * Where the lines of a drawn label sit: the label overlay paints them on its canvas and the SVG
 * export writes them as text, and both must agree on the spacing.
 */

/** Line height, in font sizes. */
export const LABEL_LINE = 1.25;

/** The top of line `k` of a label whose box starts at `top`, in a font of `fontPx` pixels. */
export function labelLineTop(top: number, fontPx: number, k: number): number {
  return top + k * fontPx * LABEL_LINE + (fontPx * (LABEL_LINE - 1)) / 2;
}
