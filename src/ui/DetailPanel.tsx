import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hubSummary } from '../model/hubs';
import { isSafeHttpUrl } from '../model/urls';
import { isKnownSeverity } from '../model/severity';
import { relationsOf } from '../model/relations';
import type { Case } from '../model/schema';
import type { LocalText } from '../model/types';
import { recurrenceChain } from '../model/recurrence';
import { pathElementIds } from '../model/path';
import { useDerived } from '../state/derived';
import { usePath } from '../state/path';
import { useActions, useAppStore } from '../state/store';
import { LocalizedText } from './LocalizedText';
import { useLabels } from './useLabels';
import './patterns.css';

type Labels = ReturnType<typeof useLabels>;

const RELATED_SHOWN = 50;
const HUB_CASES_SHOWN = 100;
/** Hub cases in the panel's first paint. */
const HUB_CASES_FIRST = 12;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Chip({ children, onClick, title }: { children: ReactNode; onClick?: () => void; title?: string }) {
  return onClick ? (
    <button type="button" className="chip chip-button" onClick={onClick} title={title}>
      {children}
    </button>
  ) : (
    <span className="chip">{children}</span>
  );
}

function CaseLink({ c, L, onClick }: { c: Case; L: Labels; onClick: () => void }) {
  return (
    <button type="button" className="case-link" onClick={onClick} data-case={c.id}>
      <span className="case-link-id">{c.id}</span> <span className="case-link-org">{c.org}</span>{' '}
      <span className="case-link-date">{c.date.slice(0, 4)}</span>
      <span className="case-link-title">{L.text(c.title).text}</span>
    </button>
  );
}

const PATH_OPTIONS_SHOWN = 100;

/** "How is this related to…?": pick another case; the shortest path to it, step by step. */
function PathSection({ c, L }: { c: Case; L: Labels }) {
  const { library } = useDerived();
  const pathTo = useAppStore((s) => s.pathTo);
  const view = useAppStore((s) => s.view.view);
  const actions = useActions();
  const result = usePath();
  const [text, setText] = useState(pathTo ?? '');
  const [unknown, setUnknown] = useState<string | null>(null);
  const t = L.t;
  const needle = text.trim().toLowerCase();
  const options = useMemo(() => {
    const out: Case[] = [];
    for (const o of library.cases) {
      if (out.length >= PATH_OPTIONS_SHOWN) break;
      if (o.id === c.id) continue;
      if (!needle || o.id.toLowerCase().includes(needle) || L.text(o.title).text.toLowerCase().includes(needle)) out.push(o);
    }
    return out;
  }, [library, c.id, needle, L]);
  const idOf = (value: string): string | null => {
    const v = value.trim();
    if (library.index.byId.has(v)) return v;
    const upper = v.toUpperCase();
    if (library.index.byId.has(upper)) return upper;
    return null;
  };
  const choose = (value: string) => {
    if (!value.trim()) {
      setUnknown(null);
      actions.setPathTo(null);
      return;
    }
    const id = idOf(value);
    setUnknown(id ? null : value.trim());
    actions.setPathTo(id);
  };
  const clear = () => {
    setText('');
    setUnknown(null);
    actions.setPathTo(null);
  };
  const caseButton = (i: number) => {
    const other = library.cases[i]!;
    return (
      <button type="button" className="path-case" title={L.text(other.title).text} onClick={() => actions.select({ kind: 'case', key: other.id }, true)} data-case={other.id}>
        {other.id}
      </button>
    );
  };
  const hubName = (kind: 'component' | 'cause', key: string) => (
    <button type="button" className={`path-hub path-hub-${kind}`} onClick={() => actions.select({ kind, key }, true)}>
      {L.label(kind === 'component' ? 'component' : 'root_cause', key)}
    </button>
  );
  return (
    <section className="panel-section path-section" data-testid="path-section">
      <h3>{t('path.title')}</h3>
      <form
        className="path-form"
        onSubmit={(e) => {
          e.preventDefault();
          choose(text);
        }}
      >
        <label className="path-label">
          {t('path.pick')}{' '}
          <input
            type="text"
            list="path-options"
            value={text}
            placeholder={t('path.placeholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setText(e.target.value);
              // Picking from the list fills in an exact id: search at once.
              if (idOf(e.target.value) && e.target.value.trim() !== (pathTo ?? '')) choose(e.target.value);
            }}
            data-testid="path-input"
          />
        </label>
        <datalist id="path-options">
          {options.map((o) => <option key={o.id} value={o.id}>{`${o.id} · ${o.org} · ${L.text(o.title).text}`}</option>)}
        </datalist>
        <button type="submit" className="button button-small">{t('path.find')}</button>
        {(pathTo || text) && <button type="button" className="button button-small" onClick={clear} data-testid="path-clear">{t('path.clear')}</button>}
      </form>
      <div aria-live="polite" data-testid="path-result">
        {unknown && <p className="path-none">{t('path.noPath_unknown', { id: unknown ?? '' })}</p>}
        {!unknown && result && !result.found && (
          <p className="path-none" data-reason={result.reason}>
            {result.reason === 'unknown-case' ? t('path.noPath_unknown', { id: pathTo ?? '' }) : t(`path.noPath_${result.reason}`)}
          </p>
        )}
        {!unknown && result?.found && (
          <>
            <p>{t('path.steps', { count: result.path.links.length, from: c.id, to: pathTo ?? '' })}</p>
            <ol className="path-steps" data-testid="path-steps" data-elements={pathElementIds(result.path).join(' ')}>
              {result.path.links.map((link, k) => (
                <li key={k} className="path-step">
                  {link.kind === 'hub' ? (
                    <>
                      {caseButton(link.from)} <span className="path-arrow">—{t(link.hub === 'component' ? 'path.hasComponent' : 'path.hasCause')}→</span>{' '}
                      {hubName(link.hub, link.key)}{' '}
                      <span className="path-arrow">←{t(link.hub === 'component' ? 'path.hasComponent' : 'path.hasCause')}—</span> {caseButton(link.to)}
                    </>
                  ) : (
                    <>
                      {caseButton(link.from)} <span className="path-arrow path-arrow-relation">—{t('path.related')}→</span> {caseButton(link.to)}
                      {L.reasons(link.reasons).map((line, n) => <div key={n} className="relation-reason">{line}</div>)}
                    </>
                  )}
                </li>
              ))}
            </ol>
            {view === 'graph' ? (
              <p className="muted">{t('path.highlighted')}</p>
            ) : (
              <button type="button" className="link-button" onClick={() => actions.setViewMode('graph')}>{t('path.seeGraph')}</button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function CasePanel({ c, caseIndex }: { c: Case; caseIndex: number }) {
  const { library } = useDerived();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  // What lies below the first screenful renders a moment later, in a deferred render: the panel
  // opens at once, and the long lists (up to RELATED_SHOWN related cases, the path finder) follow.
  const settled = useDeferredValue(caseIndex, -1) === caseIndex;
  const t = L.t;
  const txt = (v: LocalText | null) => L.text(v);
  const severity = isKnownSeverity(c.severity) ? t(`severity.${c.severity}`) : c.severity;
  const dateKind = c.date_kind === 'published' || c.date_kind === 'occurred' ? t(`panel.dateKind_${c.date_kind}`) : c.date_kind;
  const title = txt(c.title);

  return (
    <article className="case-panel" aria-labelledby="panel-title" data-testid="case-panel">
      <p className="panel-kicker">
        <span className="case-id">{c.id}</span> <span>{c.org || t('panel.unknown')}</span> · <time dateTime={c.date}>{L.date(c.date)}</time>
        {dateKind && <span className="muted"> ({dateKind})</span>}
      </p>
      <h2 id="panel-title">
        <LocalizedText text={title.text} fallback={title.fallback} as="span" />
      </h2>
      <div className="chips">
        {c.domain.map((d) => <Chip key={d}>{L.label('domain', d)}</Chip>)}
        <span className={`severity severity-${c.severity}`}>{t('panel.severity')}: {severity}</span>
      </div>
      {c.summary && <Section title={t('panel.summary')}><LocalizedText {...txt(c.summary)} /></Section>}
      {(c.symptoms_text || c.symptoms.length > 0) && (
        <Section title={t('panel.symptoms')}>
          {c.symptoms_text && <LocalizedText {...txt(c.symptoms_text)} />}
          <div className="chips">{c.symptoms.map((s) => <Chip key={s}>{L.label('symptom', s)}</Chip>)}</div>
        </Section>
      )}
      <Section title={t('panel.rootCause')}>
        {c.root_cause ? (
          <Chip onClick={() => actions.select({ kind: 'cause', key: c.root_cause! }, true)}>{L.label('root_cause', c.root_cause)}</Chip>
        ) : <span className="muted">{t('panel.unknown')}</span>}
      </Section>
      <Section title={t('panel.components')}>
        <div className="chips clipped-list">
          {c.components.map((s) => (
            <Chip key={s} onClick={() => actions.select({ kind: 'component', key: s }, true)}>{L.label('component', s)}</Chip>
          ))}
        </div>
      </Section>
      {settled ? <CaseDetails c={c} caseIndex={caseIndex} L={L} /> : <p className="muted" aria-hidden="true">…</p>}
    </article>
  );
}

/** The case panel below its first screenful: long texts, recurrence, sources, related cases, paths. */
function CaseDetails({ c, caseIndex, L }: { c: Case; caseIndex: number; L: Labels }) {
  const { library } = useDerived();
  const rule = useAppStore((s) => s.view.rule);
  const actions = useActions();
  const [allRelated, setAllRelated] = useState(false);
  const relations = useMemo(() => relationsOf(library.index, caseIndex, rule), [library, caseIndex, rule]);
  const earlierIndex = library.index.recurrenceOf.get(caseIndex);
  const earlier = earlierIndex === undefined ? null : library.cases[earlierIndex];
  const chain = useMemo(() => recurrenceChain(library.index, caseIndex), [library, caseIndex]);
  const t = L.t;
  const txt = (v: LocalText | null) => L.text(v);
  const minutes = (n: number) => t('panel.minutes', { count: n });
  const shownRelations = allRelated ? relations : relations.slice(0, RELATED_SHOWN);
  return (
    <>
      {c.trigger && <Section title={t('panel.trigger')}><LocalizedText {...txt(c.trigger)} /></Section>}
      {c.detection && <Section title={t('panel.detection')}><LocalizedText {...txt(c.detection)} /></Section>}
      {c.impact && (c.impact.scope || c.impact.users || c.impact.region) && (
        <Section title={t('panel.impact')}>
          <dl className="facts">
            {c.impact.scope && <><dt>{t('panel.impactScope')}</dt><dd lang="en" className="data-text">{c.impact.scope}</dd></>}
            {c.impact.users && <><dt>{t('panel.impactUsers')}</dt><dd lang="en" className="data-text">{c.impact.users}</dd></>}
            {c.impact.region && <><dt>{t('panel.impactRegion')}</dt><dd lang="en" className="data-text">{c.impact.region}</dd></>}
          </dl>
        </Section>
      )}
      {(c.timeline.detected_after !== null || c.timeline.resolved_after !== null) && (
        <Section title={t('panel.timeline')}>
          <ul className="plain">
            {c.timeline.detected_after !== null && <li>{t('panel.detectedAfter', { value: minutes(c.timeline.detected_after) })}</li>}
            {c.timeline.resolved_after !== null && <li>{t('panel.resolvedAfter', { value: minutes(c.timeline.resolved_after) })}</li>}
          </ul>
        </Section>
      )}
      {c.contributing.length > 0 && (
        <Section title={t('panel.contributing')}>
          <div className="chips">{c.contributing.map((s) => <Chip key={s}>{L.label('contributing', s)}</Chip>)}</div>
        </Section>
      )}
      {c.action_items.length > 0 && (
        <Section title={t('panel.actionItems')}>
          <ul>{c.action_items.map((a, i) => { const v = txt(a.text); return <li key={i}><LocalizedText text={v.text} fallback={v.fallback} as="span" /></li>; })}</ul>
        </Section>
      )}
      {c.lessons && <Section title={t('panel.lessons')}><LocalizedText {...txt(c.lessons)} /></Section>}
      {earlier && (
        <Section title={t('panel.recurrence')}>
          <div className="recurrence">
            <p>{t('relation.recurrenceOf')}: <CaseLink c={earlier} L={L} onClick={() => actions.select({ kind: 'case', key: earlier.id }, true)} /></p>
            {chain.length > 2 && (
              <p data-testid="recurrence-chain">
                {t('path.chain')}:{' '}
                {chain.map((j, k) => {
                  const link = library.cases[j]!;
                  return (
                    <span key={link.id}>
                      {k > 0 && ' → '}
                      {j === caseIndex ? <strong>{link.id}</strong> : <button type="button" className="link-button" onClick={() => actions.select({ kind: 'case', key: link.id }, true)}>{link.id}</button>}
                    </span>
                  );
                })}
              </p>
            )}
            <h4>{t('panel.earlierLessons', { id: earlier.id })}</h4>
            {earlier.lessons && <LocalizedText {...txt(earlier.lessons)} />}
            {earlier.action_items.length > 0 && (
              <ul>{earlier.action_items.map((a, i) => <li key={i}>{txt(a.text).text}</li>)}</ul>
            )}
          </div>
        </Section>
      )}
      {c.sources.length > 0 && (
        <Section title={t('panel.sources')}>
          <ul className="sources">
            {c.sources.map((s, i) => (
              <li key={i}>
                {isSafeHttpUrl(s.url) ? (
                  <a href={s.url} target="_blank" rel="noopener noreferrer">{s.url}</a>
                ) : (
                  <><code className="unsafe-url">{s.url}</code> <span className="muted">({t('panel.unsafeLink')})</span></>
                )}
                {s.kind && <span className="muted"> · {s.kind}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('panel.related')}>
        {relations.length === 0 && <p className="muted">{t('panel.noRelated')}</p>}
        <ul className="related" data-testid="related">
          {shownRelations.map((r) => {
            const other = library.cases[r.other]!;
            return (
              <li key={other.id}>
                <CaseLink c={other} L={L} onClick={() => actions.select({ kind: 'case', key: other.id }, true)} />
                {L.reasons(r.reasons).map((line, i) => <div key={i} className="relation-reason">{line}</div>)}
              </li>
            );
          })}
        </ul>
        {relations.length > RELATED_SHOWN && (
          <p className="muted">
            {t('panel.relatedMore', { shown: shownRelations.length, count: relations.length })}{' '}
            <button type="button" className="link-button" onClick={() => setAllRelated(!allRelated)}>{allRelated ? t('panel.showLess') : t('panel.showMore')}</button>
          </p>
        )}
      </Section>
      <PathSection c={c} L={L} />
    </>
  );
}

function HubPanel({ kind, slug }: { kind: 'component' | 'cause'; slug: string }) {
  const { library, mask } = useDerived();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const [all, setAll] = useState(false);
  const summary = useMemo(() => hubSummary(library.index, kind, slug, mask), [library, kind, slug, mask]);
  const t = L.t;
  // The panel opens with the first few cases; the rest of the list follows in a deferred render
  // (measured: laying out 100 case links took ~50 ms of the click at 10,000 cases).
  const settled = useDeferredValue(slug, '') === slug;
  const shown = all ? summary.cases : summary.cases.slice(0, settled ? HUB_CASES_SHOWN : HUB_CASES_FIRST);
  return (
    <article className="hub-panel" aria-labelledby="panel-title" data-testid="hub-panel">
      <p className="panel-kicker">{kind === 'component' ? t('legend.component') : t('legend.cause')} · <code>{slug}</code></p>
      <h2 id="panel-title">{L.label(kind === 'component' ? 'component' : 'root_cause', slug)}</h2>
      <Section title={t('panel.hubCases', { count: summary.cases.length })}>
        <ul className="related">
          {shown.map((i) => {
            const c = library.cases[i]!;
            return <li key={c.id}><CaseLink c={c} L={L} onClick={() => actions.select({ kind: 'case', key: c.id }, true)} /></li>;
          })}
        </ul>
        {summary.cases.length > HUB_CASES_SHOWN && (
          <button type="button" className="link-button" onClick={() => setAll(!all)}>{all ? t('panel.showLess') : t('filters.showMore', { count: summary.cases.length })}</button>
        )}
      </Section>
      <Section title={t('panel.coOccursWith')}>
        <h4>{t('panel.coComponents')}</h4>
        <div className="chips">
          {summary.components.length === 0 && <span className="muted">{t('panel.none')}</span>}
          {summary.components.slice(0, 30).map(([s, n]) => (
            <Chip key={s} onClick={() => actions.select({ kind: 'component', key: s }, true)}>{L.label('component', s)} <span className="count">{n}</span></Chip>
          ))}
        </div>
        <h4>{t('panel.coCauses')}</h4>
        <div className="chips">
          {summary.causes.length === 0 && <span className="muted">{t('panel.none')}</span>}
          {summary.causes.slice(0, 30).map(([s, n]) => (
            <Chip key={s} onClick={() => actions.select({ kind: 'cause', key: s }, true)}>{L.label('root_cause', s)} <span className="count">{n}</span></Chip>
          ))}
        </div>
      </Section>
    </article>
  );
}

export function DetailPanel() {
  const { library } = useDerived();
  const selection = useAppStore((s) => s.view.selection);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  // A newly selected case or hub is read from its top, not from where the last one was scrolled.
  const panel = useRef<HTMLElement>(null);
  const selectionKey = selection ? `${selection.kind}:${selection.key}` : '';
  useEffect(() => {
    if (panel.current) panel.current.scrollTop = 0;
  }, [selectionKey]);
  if (!selection) return null;
  let body: ReactNode = null;
  if (selection.kind === 'case') {
    const i = library.index.byId.get(selection.key);
    if (i !== undefined) body = <CasePanel key={selection.key} c={library.cases[i]!} caseIndex={i} />;
  } else if (selection.kind === 'component' ? library.index.byComponent.has(selection.key) : library.index.byCause.has(selection.key)) {
    body = <HubPanel key={`${selection.kind}:${selection.key}`} kind={selection.kind} slug={selection.key} />;
  }
  if (!body) return null;
  return (
    <aside ref={panel} className="detail-panel" data-covers-graph="" aria-label={L.t('panel.related')}>
      <button type="button" className="panel-close" onClick={() => actions.select(null)} aria-label={L.t('panel.close')}>×</button>
      {body}
    </aside>
  );
}
