import type { ReactNode } from 'react';
import type { Case } from '../../model/core';
import { useDerived } from '../../state/derived';
import { usePointing } from '../common/usePointing';
import type { Labels, SectionEntry } from './types';

export function Section({ title, className, testId, children }: { title: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={className ? `panel-section ${className}` : 'panel-section'} data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

export function Chip({ children, onClick, title }: { children: ReactNode; onClick?: () => void; title?: string }) {
  return onClick ? (
    <button type="button" className="chip chip-button" onClick={onClick} title={title}>
      {children}
    </button>
  ) : (
    <span className="chip">{children}</span>
  );
}

/**
 * How long the pointer rests on a case link before its texts are read ahead: a pointer swept
 * across a list of fifty would otherwise start fifty shard downloads (instant.page waits 65 ms).
 */
const POINTING_MS = 80;

/**
 * A case named as a link. In a packed library, pointing at it (for POINTING_MS) or tabbing to it
 * reads its texts ahead (a reader's hand is on its way: a few hundred milliseconds before the
 * click), so a case further down a list than the panel's own read-ahead still opens with its text.
 */
export function CaseLink({ c, L, onClick }: { c: Case; L: Labels; onClick: () => void }) {
  const { library } = useDerived();
  const texts = library.texts;
  const readAhead = texts ? () => texts.readAhead([c.id]) : null;
  const pointing = usePointing(readAhead, POINTING_MS);
  return (
    <button type="button" className="case-link" onClick={onClick} {...pointing} onFocus={readAhead ?? undefined} data-case={c.id}>
      <span className="case-link-id">{c.id}</span> <span className="case-link-org">{c.org}</span>{' '}
      <span className="case-link-date">{c.date.slice(0, 4)}</span>
      <span className="case-link-title">{L.text(c.title).text}</span>
    </button>
  );
}

/**
 * The entries of a sections table that have something to show for `view`, in table order;
 * until `settled`, those drawn later are left out (they appear in their place a moment after).
 */
export function Sections<V extends { L: Labels }>({ view, entries, settled = true }: { view: V; entries: readonly SectionEntry<V>[]; settled?: boolean }) {
  return entries
    .filter((entry) => (settled || !entry.later) && (entry.shown?.(view) ?? true))
    .map(({ id, label, labelParams, className, testId, Body }) => (
      <Section key={id} title={view.L.t(label, labelParams?.(view))} className={className} testId={testId}>
        <Body view={view} />
      </Section>
    ));
}
