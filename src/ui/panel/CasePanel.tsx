import { useDeferredValue } from 'react';
import type { Case } from '../../model/schema';
import { severityKey } from '../../model/severity';
import { useDerived } from '../../state/derived';
import { LocalizedText } from '../LocalizedText';
import { useLabels } from '../useLabels';
import { Chip, Sections } from './parts';
import { CASE_SECTIONS } from './sections';
import type { CaseView } from './types';

const isDateKind = (v: string | null): v is 'published' | 'occurred' => v === 'published' || v === 'occurred';

const FIRST = CASE_SECTIONS.filter((s) => !s.later);
const LATER = CASE_SECTIONS.filter((s) => s.later);

export function CasePanel({ c, caseIndex }: { c: Case; caseIndex: number }) {
  const { library } = useDerived();
  const L = useLabels(library.taxonomy);
  // What lies below the first screenful renders a moment later, in a deferred render: the panel
  // opens at once, and the long lists (related cases, the path finder) follow.
  const settled = useDeferredValue(caseIndex, -1) === caseIndex;
  const t = L.t;
  const key = severityKey(c.severity);
  const severity = key ? t(key) : c.severity;
  const dateKind = isDateKind(c.date_kind) ? t(`panel.dateKind_${c.date_kind}`) : c.date_kind;
  const title = L.text(c.title);
  const view: CaseView = { kind: 'case', c, caseIndex, library, L };

  return (
    <article className="case-panel" aria-labelledby="panel-title" data-testid="case-panel">
      <p className="panel-kicker">
        <span className="case-id">{c.id}</span> <span>{c.org || t('panel.unknown')}</span> · <time dateTime={c.date}>{L.date(c.date)}</time>
        {dateKind && <span className="muted"> ({dateKind})</span>}
      </p>
      <h2 id="panel-title" tabIndex={-1}>
        <LocalizedText text={title.text} fallback={title.fallback} as="span" />
      </h2>
      <div className="chips">
        {c.domain.map((d) => <Chip key={d}>{L.label('domain', d)}</Chip>)}
        <span className={`severity severity-${c.severity}`}>{t('panel.severity')}: {severity}</span>
      </div>
      <Sections view={view} entries={FIRST} />
      {settled ? <Sections view={view} entries={LATER} /> : <p className="muted" aria-hidden="true">…</p>}
    </article>
  );
}
