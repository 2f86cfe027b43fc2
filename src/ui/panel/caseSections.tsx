import { Fragment } from 'react';
import { writtenAs } from '../../model/core';
import type { Case } from '../../model/core';
import type { TaxonomyKind } from '../../model/core';
import { impactWordKey, sourceKindKey } from '../../model/core';
import { isSafeHttpUrl } from '../../model/core';
import { useActions } from '../../state/store';
import { LocalizedText } from '../common/LocalizedText';
import { Chip } from './parts';
import type { CaseView } from './types';

type Props = { view: CaseView };

/** A slug's label, and the slug as the file wrote it when the taxonomy's aliases read it as another. */
function SlugLabel({ c, L, kind, slug }: { c: Case; L: CaseView['L']; kind: TaxonomyKind; slug: string }) {
  const original = writtenAs(c, kind, slug);
  return (
    <>
      {L.label(kind, slug)}
      {original && <span className="written-as data-text" title={L.t('aliases.writtenAs', { original })}> ({original})</span>}
    </>
  );
}

/** A case field of free text, in the reader's language (marked when shown in English). */
export function textSection(field: 'summary' | 'trigger' | 'detection' | 'lessons') {
  return function TextBody({ view: { c, L } }: Props) {
    return <LocalizedText {...L.text(c[field])} />;
  };
}

export function SymptomsBody({ view: { c, L } }: Props) {
  return (
    <>
      {c.symptoms_text && <LocalizedText {...L.text(c.symptoms_text)} />}
      <div className="chips">{c.symptoms.map((s) => <Chip key={s}><SlugLabel c={c} L={L} kind="symptom" slug={s} /></Chip>)}</div>
    </>
  );
}

export function RootCauseBody({ view: { c, L } }: Props) {
  const actions = useActions();
  const cause = c.root_cause;
  if (!cause) return <span className="muted">{L.t('panel.unknown')}</span>;
  return <Chip onClick={() => actions.select({ kind: 'cause', key: cause }, true)}><SlugLabel c={c} L={L} kind="root_cause" slug={cause} /></Chip>;
}

export function ComponentsBody({ view: { c, L } }: Props) {
  const actions = useActions();
  return (
    <div className="chips clipped-list">
      {c.components.map((s) => (
        <Chip key={s} onClick={() => actions.select({ kind: 'component', key: s }, true)}><SlugLabel c={c} L={L} kind="component" slug={s} /></Chip>
      ))}
    </div>
  );
}

/** A format word ("unknown", "global") in the reader's language; the library's own English text marked as such. */
function ImpactValue({ value, L }: { value: string; L: CaseView['L'] }) {
  const key = impactWordKey(value);
  if (key) return <>{L.t(key)}</>;
  return <LocalizedText text={value} fallback={L.lang !== 'en'} as="span" />;
}

export function ImpactBody({ view: { c, L } }: Props) {
  const facts = [
    ['panel.impactScope', c.impact?.scope],
    ['panel.impactUsers', c.impact?.users],
    ['panel.impactRegion', c.impact?.region],
  ] as const;
  return (
    <dl className="facts">
      {facts.map(([label, value]) => value && (
        <Fragment key={label}>
          <dt>{L.t(label)}</dt>
          <dd className="data-text"><ImpactValue value={value} L={L} /></dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function TimelineBody({ view: { c, L } }: Props) {
  const minutes = (n: number) => L.t('panel.minutes', { count: n });
  const { detected_after, resolved_after } = c.timeline;
  return (
    <ul className="plain">
      {detected_after !== null && <li>{L.t('panel.detectedAfter', { value: minutes(detected_after) })}</li>}
      {resolved_after !== null && <li>{L.t('panel.resolvedAfter', { value: minutes(resolved_after) })}</li>}
    </ul>
  );
}

export function ContributingBody({ view: { c, L } }: Props) {
  return <div className="chips">{c.contributing.map((s) => <Chip key={s}><SlugLabel c={c} L={L} kind="contributing" slug={s} /></Chip>)}</div>;
}

/** Action items of a case, each in the reader's language, marked when shown in English. */
export function ActionItems({ items, L }: { items: CaseView['c']['action_items']; L: CaseView['L'] }) {
  return (
    <ul>
      {items.map((a, i) => {
        const v = L.text(a.text);
        return <li key={i}><LocalizedText text={v.text} fallback={v.fallback} as="span" /></li>;
      })}
    </ul>
  );
}

export function ActionItemsBody({ view: { c, L } }: Props) {
  return <ActionItems items={c.action_items} L={L} />;
}

function SourceKind({ kind, L }: { kind: string; L: CaseView['L'] }) {
  const key = sourceKindKey(kind);
  return <span className="muted" lang={key ? undefined : 'en'}> · {key ? L.t(key) : kind}</span>;
}

export function SourcesBody({ view: { c, L } }: Props) {
  return (
    <ul className="sources">
      {c.sources.map((s, i) => (
        <li key={i}>
          {isSafeHttpUrl(s.url) ? (
            <a href={s.url} target="_blank" rel="noopener noreferrer">{s.url}</a>
          ) : (
            <><code className="unsafe-url">{s.url}</code> <span className="muted">({L.t('panel.unsafeLink')})</span></>
          )}
          {s.kind && <SourceKind kind={s.kind} L={L} />}
        </li>
      ))}
    </ul>
  );
}
