/**
 * Which header tools sit in the row and which fold into the "More tools" menu, by viewport width.
 * One table: a tool's place in it is its place in the row and in the menu; `inlineFrom` is the
 * narrowest viewport (CSS px) that shows it in the row (`null`: always in the menu). The widths
 * were measured (tests/e2e/header.spec.ts) so that title, search and row fit one line at 1280,
 * 1366, 1440 and 1920 px in English and Korean; what a reader needs least often folds first.
 */
export type HeaderTool = 'copy' | 'share' | 'open' | 'draft' | 'export' | 'rule' | 'theme' | 'fit' | 'shortcuts' | 'lang';

export const HEADER_TOOLS: Readonly<Record<HeaderTool, { readonly inlineFrom: number | null }>> = {
  // Handing a view over and opening a library: in the row at every width, a phone's too.
  copy: { inlineFrom: 0 },
  share: { inlineFrom: 0 },
  open: { inlineFrom: 0 },
  // "Have we seen this before?": the question the app answers, in the row off a phone.
  draft: { inlineFrom: 901 },
  export: { inlineFrom: 1440 },
  // The relation rule (341 px of wording in English) and the theme only where the row has room.
  rule: { inlineFrom: 1880 },
  theme: { inlineFrom: 1880 },
  // The canvas has its own fit button, "?" is a key, and the language is chosen once.
  fit: { inlineFrom: null },
  shortcuts: { inlineFrom: null },
  lang: { inlineFrom: null },
};

/** The tools in table order. */
export const HEADER_TOOL_ORDER = Object.keys(HEADER_TOOLS) as HeaderTool[];

/** Whether a tool sits in the row at this viewport width. */
export const isInline = (tool: HeaderTool, width: number): boolean => {
  const from = HEADER_TOOLS[tool].inlineFrom;
  return from !== null && width >= from;
};

/** The tools of the row and of the menu at this width, each in table order. */
export function splitHeaderTools(width: number): { inline: HeaderTool[]; folded: HeaderTool[] } {
  const inline: HeaderTool[] = [];
  const folded: HeaderTool[] = [];
  for (const tool of HEADER_TOOL_ORDER) (isInline(tool, width) ? inline : folded).push(tool);
  return { inline, folded };
}

/** The widths at which the split changes, ascending: a width's layout is that of the last step at or below it. */
export const HEADER_STEPS: readonly number[] = [...new Set(HEADER_TOOL_ORDER.map((t) => HEADER_TOOLS[t].inlineFrom).filter((w): w is number => w !== null))].sort((a, b) => a - b);

/** The step a width falls on (the widest step at or below it), so a resize re-renders only when the split changes. */
export const headerStep = (width: number): number => HEADER_STEPS.filter((s) => s <= width).at(-1) ?? 0;

/**
 * Arrow-key movement in a menu: the index focus moves to from `current` among `count` items
 * (wrapping), for ArrowDown/ArrowUp/Home/End; null for any other key or an empty menu.
 */
export function menuStep(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  if (key === 'ArrowUp') return current < 0 ? count - 1 : (current - 1 + count) % count;
  return null;
}
