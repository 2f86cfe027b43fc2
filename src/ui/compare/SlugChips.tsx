import type { SlugKind, SlugSplit } from '../../model/compare';
import type { TaxonomyKind } from '../../model/core';
import type { Labels } from '../panel/types';

const TAXONOMY_KIND: Record<SlugKind, TaxonomyKind> = {
  components: 'component',
  root_cause: 'root_cause',
  symptoms: 'symptom',
  contributing: 'contributing',
};

/** One side's slugs of one kind: those both cases have first, marked, then this side's own. */
export function SlugChips({ kind, split, side, L }: { kind: SlugKind; split: SlugSplit; side: 'a' | 'b'; L: Labels }) {
  const own = side === 'a' ? split.onlyA : split.onlyB;
  if (split.shared.length + own.length === 0) return <p className="muted">{L.t('compare.none')}</p>;
  const label = (slug: string) => L.label(TAXONOMY_KIND[kind], slug);
  return (
    <div className="chips">
      {split.shared.map((s) => (
        <span key={s} className="chip compare-shared" data-slug={s} title={L.t('compare.inBoth')}>
          <span aria-hidden="true">✓ </span>
          {label(s)}
          <span className="sr-only"> ({L.t('compare.inBoth')})</span>
        </span>
      ))}
      {own.map((s) => (
        <span key={s} className="chip compare-only" data-slug={s} title={L.t('compare.onlyHere')}>
          {label(s)}
          <span className="sr-only"> ({L.t('compare.onlyHere')})</span>
        </span>
      ))}
    </div>
  );
}
