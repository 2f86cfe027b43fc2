import { labelFontPx, labelForms, MAX_WIDTH, type LabelSource, type MeasuredLabel } from '../model/viewport';
import { LABEL_LINE as LINE } from '../model/viewport';

export const LABEL_FAMILY = 'system-ui, "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif';
/** Measured labels kept before the cache starts afresh (a few per node: full, id alone, narrow). */
const MEASURED_LIMIT = 50_000;

/**
 * Measures and word-wraps label texts on a canvas context, keeping every measurement across
 * passes, models and languages: measuring every label cold was most of a placement pass.
 */
export class LabelMeasurer {
  /** Measured labels by font, wrap width and text. */
  private readonly measured = new Map<string, MeasuredLabel>();
  /** Widths of single lines by font and text: a case's id line is shared by its two forms, an organisation's words by its cases. */
  private readonly lineWidths = new Map<string, number>();
  /** The font set on the context now (setting it parses it; measuring sets it only on a change). */
  private ctxFont = '';

  constructor(private readonly ctx: CanvasRenderingContext2D | null) {}

  /** Bounded: texts of earlier models and languages are dropped only when they pile up. */
  trim(): void {
    if (this.measured.size <= MEASURED_LIMIT) return;
    this.measured.clear();
    this.lineWidths.clear();
  }

  /** Painting sets fonts of its own (and resizing the canvas resets them). */
  fontChanged(): void {
    this.ctxFont = '';
  }

  /**
   * Measures ahead the forms a pass may need of `sources` from `from` on, until `deadline`;
   * returns how far it got (all: `sources.length`).
   */
  measureAhead(sources: readonly LabelSource[], from: number, deadline: number): number {
    let at = from;
    while (at < sources.length) {
      const s = sources[at++]!;
      for (const form of labelForms(s)) this.measure(s, form.compact, form.maxWidth);
      if ((at & 31) === 0 && performance.now() > deadline) return at;
    }
    return at;
  }

  /** The label's full form, and for a case of two lines its first line alone (the id); at its own size unless `fontPx` says. */
  readonly measure = (s: LabelSource, compact = false, maxWidth = MAX_WIDTH, fontPx = labelFontPx(s)): MeasuredLabel => {
    const weight = s.kind === 'case' ? 400 : 600;
    const text = compact ? s.text.split('\n')[0]! : s.text;
    const key = `${weight}|${fontPx}|${maxWidth}|${text}`;
    const known = this.measured.get(key);
    if (known) return known;
    const font = `${weight} ${fontPx}px ${LABEL_FAMILY}`;
    const { lines, width } = this.wrap(text, font, maxWidth);
    const m = { lines, width: Math.ceil(width), height: Math.ceil(lines.length * fontPx * LINE), fontPx, font };
    this.measured.set(key, m);
    return m;
  };

  /** Greedy word wrap at maxWidth; one long word stays whole. A line's width is the one measured when it was last extended. */
  private wrap(text: string, font: string, maxWidth: number): { lines: string[]; width: number } {
    const lines: string[] = [];
    let width = 0;
    const ctx = this.ctx;
    if (!ctx) return { lines, width };
    const widthOf = (line: string) => {
      const key = `${font}|${line}`;
      let w = this.lineWidths.get(key);
      if (w === undefined) {
        if (this.ctxFont !== font) ctx.font = this.ctxFont = font;
        w = ctx.measureText(line).width;
        this.lineWidths.set(key, w);
      }
      return w;
    };
    for (const para of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of para.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        const nextWidth = widthOf(next);
        if (line && nextWidth > maxWidth) {
          lines.push(line);
          width = Math.max(width, lineWidth);
          line = word;
          lineWidth = widthOf(word);
        } else {
          line = next;
          lineWidth = nextWidth;
        }
      }
      lines.push(line);
      width = Math.max(width, lineWidth);
    }
    return { lines, width };
  }
}
