import { composePicture, type LegendShape, type PictureLayer } from '../model/export';
import { svgOfCy, svgOfLabels } from './svgOfCy';
import { palettes } from './theme';
import type { FocusScene } from './focusScene';
import type { GraphHandle } from './useGraphLifecycle';
import { syncHeldStyles } from './useMapHeld';
import { visibleRect } from './visibleArea';

/**
 * The current view as an SVG document, as the user sees it: the graph, the veil and the focus
 * layer's highlight over it, the labels over all, cropped to the canvas no panel covers, with
 * legend and caption.
 */

export interface PictureWording {
  legend: Record<'case' | 'component' | 'cause' | 'relation', string>;
  /**
   * The colour key of the cases drawn (ids of the nodes in the picture): each colour in use with
   * what it stands for (a failure pattern, a domain…), as the legend on screen lists it.
   */
  colourKey?: (nodeIds: readonly string[]) => readonly { label: string; colour: string }[];
  caption: string[];
  title: string;
}

const LEGEND: readonly { key: keyof PictureWording['legend']; shape: LegendShape; colour: 'case' | 'component' | 'cause' | 'relation' }[] = [
  { key: 'case', shape: 'circle', colour: 'case' },
  { key: 'component', shape: 'square', colour: 'component' },
  { key: 'cause', shape: 'diamond', colour: 'cause' },
  { key: 'relation', shape: 'line', colour: 'relation' },
];

/** Draws one mounted graph as it is on screen; what a graph hands the page that shows it (./usePictureSlot.ts). */
export type DrawPicture = (wording: PictureWording, theme: 'light' | 'dark') => Promise<string>;

/** What a picture is drawn from: one graph, with what is mounted over it. */
export type PictureSource = Pick<GraphHandle, 'cy' | 'drawnLabels'> & { focusScene: Pick<FocusScene, 'picture'> | null; focus: Pick<GraphHandle['focus'], 'picture'> };

/** The picture of `handle`'s graph. */
export async function graphSvg(handle: PictureSource, wording: PictureWording, theme: 'light' | 'dark'): Promise<string> {
  const { cy } = handle;
  const focus = handle.focus.picture();
  const p = palettes[theme];
  const colours = { text: p.label, outline: p.labelOutline, region: p.regionLabel };
  // Under an open focus view the map is held (./useMapHeld.ts): its new elements' styles first.
  syncHeldStyles(cy);
  const layers: PictureLayer[] = [{ svg: svgOfCy(cy, 'graph-') }];
  // The focus view, when open, is what is seen: its picture over its veil, with its labels.
  const scene = handle.focusScene?.picture();
  const drawnIds = (scene ? scene.cy.nodes() : cy.nodes(':visible')).map((n) => n.id());
  const key = wording.colourKey?.(drawnIds) ?? [];
  if (scene) {
    layers.push({ svg: svgOfCy(scene.cy, 'focusview-'), veil: scene.veil });
    if (scene.labels.length) layers.push({ svg: svgOfLabels(cy.width(), cy.height(), scene.labels, colours) });
  } else {
    if (focus.cy.elements().nonempty() || focus.veil) layers.push({ svg: svgOfCy(focus.cy, 'focus-'), veil: focus.veil });
    const labels = handle.drawnLabels?.();
    if (labels?.length) layers.push({ svg: svgOfLabels(cy.width(), cy.height(), labels, colours) });
  }
  return composePicture({
    width: cy.width(),
    height: cy.height(),
    crop: visibleRect(cy),
    layers,
    background: p.background,
    text: p.label,
    muted: theme === 'dark' ? '#9aa4b2' : '#59636e',
    legend: [...LEGEND.map((l) => ({ label: wording.legend[l.key], shape: l.shape, colour: p[l.colour] })), ...key.map((k) => ({ label: k.label, shape: 'circle' as const, colour: k.colour }))],
    caption: wording.caption,
    title: wording.title,
  });
}
