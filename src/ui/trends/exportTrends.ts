import { exportFileName } from '../../model/export';
import { libraryName, type PngScale } from '../../model/export';
import type { Library } from '../../state/libraryQuery';
import { download } from '../common/exportFiles';
import { resolvedShades } from '../../model/trends';
import type { Labels } from '../panel/types';

/** The page's colours, read from the theme's custom properties, for a picture that looks like the view. */
export function themeColours() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const bg = v('--bg', '#ffffff');
  const accent = v('--accent', '#0b5cad');
  return {
    background: bg,
    text: v('--fg', '#1f2328'),
    muted: v('--fg-muted', '#59636e'),
    bar: v('--case', '#3b6fd8'),
    other: v('--fg-muted', '#59636e'),
    grid: v('--border', '#d1d9e0'),
    // The matrix's five shades: the accent over the background, as the view mixes them.
    shades: resolvedShades(bg, accent),
  };
}

export function caption(L: Labels, library: Library, subject: string, now: Date): string[] {
  const name = libraryName(library.origin, L.t('share.bundledName'));
  const date = new Intl.DateTimeFormat(L.lang === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long' }).format(now);
  return [subject, L.t('share.caption', { library: name, date })];
}

function fileName(stem: string, ext: string, now: Date): string {
  return exportFileName('csv', now).replace(/\.csv$/, `-${stem}.${ext}`);
}

export function saveCsv(csv: string, stem: string, now = new Date()) {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Korean labels).
  download(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName(stem, 'csv', now));
}

export async function savePicture(svg: string, stem: string, format: 'svg' | 'png', now = new Date(), scale: PngScale = 2) {
  if (format === 'svg') {
    download(new Blob([svg], { type: 'image/svg+xml' }), fileName(stem, 'svg', now));
    return;
  }
  const { svgToPng } = await import('../../graph/png');
  download(await svgToPng(svg, scale), fileName(stem, 'png', now));
}
