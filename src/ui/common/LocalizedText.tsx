import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextCut } from '../guard/TextCut';

/** Past this many characters, text is clipped until the reader asks for more. */
export const CLIP_AT = 1500;

/**
 * Text from the data, always rendered as text. Marks English shown in place of missing Korean,
 * and clips very long text (a 200 KB summary must not freeze the panel).
 */
export function LocalizedText({ text, fallback, as = 'p', cut = 0, full }: { text: string; fallback: boolean; as?: 'p' | 'span'; cut?: number; full?: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > CLIP_AT;
  const shown = long && !expanded ? `${text.slice(0, CLIP_AT).trimEnd()}…` : text;
  const Tag = as;
  return (
    <>
      {fallback && (
        <span className="en-marker" title={t('panel.englishMarkerTitle')} lang="en">
          {t('panel.englishMarker')}
        </span>
      )}
      {shown.split(/\n{2,}/).map((para, i) => (
        <Tag key={i} lang={fallback ? 'en' : undefined} className="data-text">
          {para}
        </Tag>
      ))}
      {long && (
        <button type="button" className="link-button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? t('panel.showLess') : t('panel.showMore')}
        </button>
      )}
      {/* Past what the page shows at all (model/guard): how much more there is, and a way to copy it. */}
      {cut > 0 && full !== undefined && (expanded || !long) && <TextCut cut={cut} full={full} />}
    </>
  );
}
