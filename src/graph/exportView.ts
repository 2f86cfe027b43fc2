import { composePicture, type LegendShape, type PictureLayer } from '../model/export';
import { drawnLabels } from './drawnLabels';
import { currentFocusScene } from './focusScene';
import { currentGraph } from './png';
import { svgOfCy, svgOfLabels } from './svgOfCy';
import { palettes } from './theme';
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

/** The picture, or null when no graph is drawn. */
export async function currentGraphSvg(wording: PictureWording, theme: 'light' | 'dark'): Promise<string | null> {
  const handle = currentGraph();
  if (!handle) return null;
  const { cy } = handle;
  const focus = handle.focus.picture();
  const p = palettes[theme];
  const colours = { text: p.label, outline: p.labelOutline, region: p.regionLabel };
  const layers: PictureLayer[] = [{ svg: svgOfCy(cy, 'graph-') }];
  // The focus view, when open, is what is seen: its picture over its veil, with its labels.
  const scene = currentFocusScene()?.picture();
  const drawnIds = (scene ? scene.cy.nodes() : cy.nodes(':visible')).map((n) => n.id());
  const key = wording.colourKey?.(drawnIds) ?? [];
  if (scene) {
    layers.push({ svg: svgOfCy(scene.cy, 'focusview-'), veil: scene.veil });
    if (scene.labels.length) layers.push({ svg: svgOfLabels(cy.width(), cy.height(), scene.labels, colours) });
  } else {
    if (focus.cy.elements().nonempty() || focus.veil) layers.push({ svg: svgOfCy(focus.cy, 'focus-'), veil: focus.veil });
    const labels = drawnLabels();
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
