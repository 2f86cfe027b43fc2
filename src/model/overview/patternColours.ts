/**
 * Which failure patterns get a colour of their own on the map. A palette of N colours can tell
 * N patterns apart, no more: the bundled library has about two dozen patterns, and colouring
 * them all from 7 colours gave each colour to 3–4 patterns, so a colour named nothing. So the
 * largest `paletteSize` patterns take one slot each (never shared), and the rest are drawn
 * neutral and told apart by the names drawn on the map and in the legend.
 */
export interface PatternSlots {
  /** Palette slot of each coloured pattern, by id; every slot is used at most once. */
  slots: Map<string, number>;
  /** The patterns drawn neutral, in the given order. */
  neutral: string[];
}

/** `ranked`: pattern ids, largest first (ties already broken). */
export function patternSlots(ranked: readonly string[], paletteSize: number): PatternSlots {
  const slots = new Map<string, number>();
  const neutral: string[] = [];
  const size = Math.max(0, Math.floor(Number.isFinite(paletteSize) ? paletteSize : 0));
  for (const id of ranked) {
    if (slots.has(id) || neutral.includes(id)) continue;
    if (slots.size < size) slots.set(id, slots.size);
    else neutral.push(id);
  }
  return { slots, neutral };
}
