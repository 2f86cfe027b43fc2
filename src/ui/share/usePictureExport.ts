import { useContext } from 'react';
import { useDerived } from '../../state/derived';
import { useAppStore } from '../../state/store';
import { legendText } from '../common/clusterName';
import { useColorScheme } from '../map/useColorScheme';
import { useLabels } from '../common/useLabels';
import { useResolvedTheme } from '../common/useTheme';
import { GraphPictureContext } from './graphPicture';
import type { PictureRequest } from './pictureExport';
import { useViewSubject } from './useViewSubject';

/** PNG densities offered: 1× for the screen, 2× for documents, 4× for print. */
export const PNG_SCALES = [1, 2, 4] as const satisfies readonly PictureRequest['scale'][];

/** Exports the current view as a picture (see pictureExport.ts, loaded on first use). */
export function usePictureExport() {
  const { library } = useDerived();
  const L = useLabels(library.taxonomy);
  const view = useAppStore((s) => s.view);
  const theme = useResolvedTheme();
  const subject = useViewSubject();
  const scheme = useColorScheme();
  const picture = useContext(GraphPictureContext);
  // The colours of the cases in the picture, in the legend's order; neutral (grey) ones are named on the map instead.
  const colourKey = (nodeIds: readonly string[]) => {
    const keys = new Set<string>();
    for (const id of nodeIds) {
      const i = id.startsWith('case:') ? library.index.byId.get(id.slice('case:'.length)) : undefined;
      if (i !== undefined && scheme.keys[i] !== undefined) keys.add(scheme.keys[i]);
    }
    return scheme.legend.filter((e) => !e.neutral && keys.has(e.key)).map((e) => ({ label: legendText(L, e.label), colour: e.colour[theme].fill }));
  };
  return async (format: 'svg' | 'png', scale: PictureRequest['scale'] = 1) => {
    const { exportPicture } = await import('./pictureExport');
    return exportPicture({ draw: picture?.current ?? null, format, scale, view, library, subject, theme, t: L.t, lang: L.lang, now: new Date(), colourKey });
  };
}
