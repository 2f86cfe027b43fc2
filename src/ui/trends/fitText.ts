/**
 * A name cut to a width in the page's font (measured on a canvas, so a name that fits is never
 * cut and one that does not ends in "…"); a rough per-character width where there is no canvas.
 */
let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/** A text's width in pixels in `font`. */
export function measure(text: string, font: string): number {
  const id = `${font}|${text}`;
  let w = widths.get(id);
  if (w !== undefined) return w;
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (context) {
    context.font = font;
    w = context.measureText(text).width;
  } else {
    w = [...text].reduce((sum, ch) => sum + (/[\u1100-\uFFDC]/.test(ch) ? 12 : 7), 0);
  }
  if (widths.size > 5000) widths.clear();
  widths.set(id, w);
  return w;
}

/** The page's font at a size and weight, for `fitText`. */
let family: string | null = null;
export function pageFont(px: number, weight = 400): string {
  // Read once: the page's font family does not change (a style read during a render forces a recalculation).
  family ??= typeof document === 'undefined' || !document.body ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif';
  return `${weight} ${px}px ${family}`;
}

export function fitText(text: string, width: number, font: string): { text: string; cut: boolean } {
  if (measure(text, font) <= width) return { text, cut: false };
  const chars = [...text];
  // The longest start that fits with the ellipsis (binary search over the characters).
  let lo = 1;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${chars.slice(0, mid).join('').trimEnd()}…`, font) <= width) lo = mid;
    else hi = mid - 1;
  }
  return { text: `${chars.slice(0, lo).join('').trimEnd()}…`, cut: true };
}
