import cytoscape, { type Core } from 'cytoscape';
import { composePicture, type LegendShape, type PictureLayer } from '../model/exportPicture';
import { currentGraph } from './png';
import { palettes } from './theme';
import { visibleRect } from './visibleArea';

/**
 * The current view as an SVG document, as the user sees it: the graph, the veil and the focus
 * layer's highlight over it, cropped to the canvas no panel covers, with legend and caption.
 * cytoscape-svg is loaded and registered on the first export only.
 */

let registered: Promise<void> | null = null;

function registerSvg(): Promise<void> {
  registered ??= import('cytoscape-svg').then((m) => {
    cytoscape.use(m.default);
  });
  return registered;
}

type SvgCore = Core & { svg: (options: { full?: boolean; scale?: number; bg?: string }) => string };

export interface PictureWording {
  legend: Record<'case' | 'component' | 'cause' | 'relation', string>;
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
  await registerSvg();
  const { cy } = handle;
  const focus = handle.focus.picture();
  const layers: PictureLayer[] = [{ svg: (cy as SvgCore).svg({ full: false, scale: 1 }) }];
  if (focus.cy.elements().nonempty() || focus.veil) layers.push({ svg: (focus.cy as SvgCore).svg({ full: false, scale: 1 }), veil: focus.veil });
  const p = palettes[theme];
  return composePicture({
    width: cy.width(),
    height: cy.height(),
    crop: visibleRect(cy),
    layers,
    background: p.background,
    text: p.label,
    muted: theme === 'dark' ? '#9aa4b2' : '#59636e',
    legend: LEGEND.map((l) => ({ label: wording.legend[l.key], shape: l.shape, colour: p[l.colour] })),
    caption: wording.caption,
    title: wording.title,
  });
}
