/**
 * Label extents estimated from their text, without a canvas to measure on (the layout runs in
 * a worker and in Node). Widths are per character: Hangul and CJK about a full em, Latin about
 * 0.6 em (0.65 bold) in a system sans-serif; lines wrap at spaces like cytoscape's
 * `text-wrap: wrap` with a `text-max-width`. Deliberately a little generous: an estimate
 * too small lets labels overlap, one too large only spaces nodes out.
 */
export interface TextBox {
  width: number;
  height: number;
}

export const LINE_HEIGHT = 1.25;

function isWide(code: number): boolean {
  return (code >= 0x1100 && code <= 0x11ff) || (code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xffef);
}

export function textWidth(text: string, fontPx: number, bold = false): number {
  const latin = bold ? 0.65 : 0.6;
  let em = 0;
  for (let i = 0; i < text.length; i++) em += isWide(text.charCodeAt(i)) ? 1 : latin;
  return em * fontPx;
}

/** The box of a label: its lines (split at `\n`, then wrapped at spaces to `maxWidth`). */
export function labelBox(text: string, fontPx: number, options: { bold?: boolean; maxWidth?: number } = {}): TextBox {
  const maxWidth = options.maxWidth ?? Infinity;
  const space = textWidth(' ', fontPx, options.bold);
  let width = 0;
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let line = 0;
    lines++;
    for (const word of paragraph.split(' ')) {
      const w = textWidth(word, fontPx, options.bold);
      if (line > 0 && line + space + w > maxWidth) {
        width = Math.max(width, line);
        lines++;
        line = w;
      } else line += (line > 0 ? space : 0) + w;
    }
    width = Math.max(width, line);
  }
  // A single word longer than the limit is not broken by cytoscape: it overflows.
  return { width: Math.ceil(width), height: Math.ceil(lines * fontPx * LINE_HEIGHT) };
}
