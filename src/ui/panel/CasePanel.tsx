import { useDeferredValue } from 'react';
import type { Case } from '../../model/core';
import { severityKey } from '../../model/core';
import { useDerived } from '../../state/derived';
import { LocalizedText } from '../common/LocalizedText';
import { useLabels } from '../common/useLabels';
import { DepthControl } from './DepthControl';
import { Chip, Sections } from './parts';
import { CASE_SECTIONS } from './sections';
import { useCaseText } from './useCaseText';
import type { CaseView } from './types';
import { boundText, MAX_SHOWN_LINE, shownLine } from '../../model/guard';
import { TextCut } from '../guard/TextCut';

const isDateKind = (v: string | null): v is 'published' | 'occurred' => v === 'published' || v === 'occurred';


export function CasePanel({ c: shown, caseIndex }: { c: Case; caseIndex: number }) {
  const { library } = useDerived();
  // A packed library's case gets its long texts from its shard; its id, title and tags show at once.
  const { c, note } = useCaseText(library, shown);
  const L = useLabels(library.taxonomy);
  // What lies below the first screenful renders a moment later, in a deferred render: the panel
  // opens at once with the related cases, and the path finder and the rest of the record follow.
  const settled = useDeferredValue(caseIndex, -1) === caseIndex;
  const t = L.t;
  const key = severityKey(c.severity);
  const severity = key ? t(key) : c.severity;
  const dateKind = isDateKind(c.date_kind) ? t(`panel.dateKind_${c.date_kind}`) : c.date_kind;
  const title = L.text(c.title);
  // The sticky heading shows one line's worth of a huge title (model/guard); the rest can be copied.
  const heading = boundText(title.full, MAX_SHOWN_LINE);
  const view: CaseView = { kind: 'case', c, caseIndex, library, L };

  return (
    <article className="case-panel" aria-labelledby="panel-title" data-testid="case-panel">
      {/* Sticky: the id and title stay in view while the record scrolls beneath. */}
      <header className="panel-header">
        <p className="panel-kicker">
          <span className="case-id">{c.id}</span> <span>{shownLine(c.org) || t('panel.unknown')}</span> · <time dateTime={c.date}>{L.date(c.date)}</time>
          {dateKind && <span className="muted"> ({dateKind})</span>}
        </p>
        <h2 id="panel-title" tabIndex={-1}>
          <LocalizedText text={heading.text} fallback={title.fallback} as="span" />
        </h2>
        {heading.cut > 0 && <TextCut cut={heading.cut} full={title.full} />}
      </header>
      <div className="chips">
        {c.domain.map((d) => <Chip key={d}>{L.label('domain', d)}</Chip>)}
        <span className={`severity severity-${c.severity}`}>{t('panel.severity')}: {severity}</span>
      </div>
      {note}
      <DepthControl />
      <Sections view={view} entries={CASE_SECTIONS} settled={settled} />
      {!settled && <p className="muted" aria-hidden="true">…</p>}
    </article>
  );
}
