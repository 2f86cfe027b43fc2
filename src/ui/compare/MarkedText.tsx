import { useState } from 'react';
import { wholeWordMarks } from '../../model/compare';
import { highlight } from '../../model/similarity';
import { CLIP_AT } from '../common/LocalizedText';
import type { Labels } from '../panel/types';
import type { LocalText } from '../../model/core';

/**
 * A case text in the reader's language with the shared words marked: segments from the
 * similarity model's highlight(), each rendered as text in a <mark> or plain (never as HTML).
 * Long texts are clipped as LocalizedText clips them, before highlighting, so a 200 KB field
 * costs one screenful of analysis until the reader asks for more.
 */
export function MarkedText({ value, terms, L, as = 'p' }: { value: LocalText | null | undefined; terms: readonly string[]; L: Labels; as?: 'p' | 'span' }) {
  const [expanded, setExpanded] = useState(false);
  const { text, fallback } = L.text(value);
  const long = text.length > CLIP_AT;
  const shown = long && !expanded ? `${text.slice(0, CLIP_AT).trimEnd()}…` : text;
  const Tag = as;
  return (
    <>
      {fallback && (
        <span className="en-marker" title={L.t('panel.englishMarkerTitle')} lang="en">
          {L.t('panel.englishMarker')}
        </span>
      )}
      {shown.split(/\n{2,}/).map((para, i) => (
        <Tag key={i} lang={fallback ? 'en' : undefined} className="data-text">
          {wholeWordMarks(highlight(para, terms)).map((seg, k) => (seg.hit ? <mark key={k} className="compare-term">{seg.text}</mark> : seg.text))}
        </Tag>
      ))}
      {long && (
        <button type="button" className="link-button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? L.t('panel.showLess') : L.t('panel.showMore')}
        </button>
      )}
    </>
  );
}
