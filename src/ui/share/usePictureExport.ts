import { useTranslation } from 'react-i18next';
import { libraryName } from '../../model/exportPicture';
import { pictureFileName, type PngScale } from '../../model/exportNames';
import { useDerived } from '../../state/derived';
import { useAppStore } from '../../state/store';
import { useResolvedTheme } from '../useTheme';
import { useViewSubject } from './useViewSubject';

/**
 * The picture exports of the Export menu: the current view as SVG, or as PNG at a density.
 * Each returns the file to save (name and blob), or null when no graph is drawn yet.
 */
export function usePictureExport() {
  const { t, i18n } = useTranslation();
  const { library } = useDerived();
  const view = useAppStore((s) => s.view);
  const theme = useResolvedTheme();
  const subject = useViewSubject();

  const svg = async (now: Date): Promise<string | null> => {
    // Loaded on demand: the graph adapter and the SVG exporter stay out of the first bundle.
    const { currentGraphSvg } = await import('../../graph/exportView');
    const name = libraryName(library.origin, t('share.bundledName'));
    const date = new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long' }).format(now);
    return currentGraphSvg(
      {
        legend: { case: t('legend.case'), component: t('legend.component'), cause: t('legend.cause'), relation: t('legend.relation') },
        caption: [subject, t('share.caption', { library: name, date })],
        title: t('share.pictureTitle', { subject, library: name }),
      },
      theme,
    );
  };

  return {
    svg: async (now = new Date()) => {
      const text = await svg(now);
      return text === null ? null : { name: pictureFileName(view, 'svg', now), blob: new Blob([text], { type: 'image/svg+xml' }) };
    },
    png: async (scale: PngScale, now = new Date()) => {
      const text = await svg(now);
      if (text === null) return null;
      const { svgToPng } = await import('../../graph/png');
      return { name: pictureFileName(view, 'png', now, scale), blob: await svgToPng(text, scale) };
    },
  };
}
