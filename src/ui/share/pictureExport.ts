import { libraryName, pictureFileName, type PngScale } from '../../model/export';
import type { ViewState } from '../../model/view';
import type { Library } from '../../state/libraryQuery';
import type { Labels } from '../panel/types';
import type { DrawPicture } from './graphPicture';

/**
 * The Export menu's pictures: the current view as SVG, or as PNG at a density, each with the file
 * name that says what it shows. Loaded on the first picture export, with the graph's exporter.
 * Returns null when no graph is drawn yet.
 */
export interface PictureRequest {
  /** What draws the graph on screen (./graphPicture.ts); null while none is drawn. */
  draw: DrawPicture | null;
  format: 'svg' | 'png';
  scale: PngScale;
  view: ViewState;
  library: Library;
  subject: string;
  theme: 'light' | 'dark';
  t: Labels['t'];
  lang: 'en' | 'ko';
  now: Date;
  /** The colour key of the cases drawn (exportView.ts). */
  colourKey?: (nodeIds: readonly string[]) => readonly { label: string; colour: string }[];
}

export async function exportPicture({ draw, format, scale, view, library, subject, theme, t, lang, now, colourKey }: PictureRequest): Promise<{ name: string; blob: Blob } | null> {
  if (!draw) return null;
  const name = libraryName(library.origin, t('share.bundledName'));
  const date = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long' }).format(now);
  const svg = await draw(
    {
      legend: { case: t('legend.case'), component: t('legend.component'), cause: t('legend.cause'), relation: t('legend.relation') },
      caption: [subject, t('share.caption', { library: name, date })],
      title: t('share.pictureTitle', { subject, library: name }),
      ...(colourKey ? { colourKey } : {}),
    },
    theme,
  );
  if (format === 'svg') return { name: pictureFileName(view, 'svg', now), blob: new Blob([svg], { type: 'image/svg+xml' }) };
  const { svgToPng } = await import('../../graph/png');
  return { name: pictureFileName(view, 'png', now, scale), blob: await svgToPng(svg, scale) };
}
