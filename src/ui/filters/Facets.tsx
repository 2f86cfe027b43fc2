import { useMemo, useState } from 'react';
import { FACET_TABLE, FACETS, type Facet } from '../../model/core';
import { dateBound, hasActiveFilters } from '../../model/view';
import { severityKey } from '../../model/core';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import { Timeline } from './Timeline';
import { FACETS_ID } from './useFiltersDrawer';

const SHOWN = 8;

type Labels = ReturnType<typeof useLabels>;

export function valueLabel(L: Labels, facet: Facet, value: string): string {
  const kind = FACET_TABLE[facet].taxonomy;
  if (kind) return L.label(kind, value);
  const severity = facet === 'severity' ? severityKey(value) : null;
  return severity ? L.t(severity) : value;
}

function FacetGroup({ facet, L }: { facet: Facet; L: Labels }) {
  const { counts } = useDerived();
  const selected = useAppStore((s) => s.view.filters[facet]);
  const actions = useActions();
  const [expanded, setExpanded] = useState(false);
  const values = useMemo(() => {
    const list = [...counts[facet]];
    list.sort((a, b) => b[1] - a[1] || valueLabel(L, facet, a[0]).localeCompare(valueLabel(L, facet, b[0])));
    return list;
  }, [counts, facet, L]);
  if (values.length === 0) return null;
  // Ticked values stay visible even when they fall outside the short list.
  const shown = expanded ? values : values.filter(([v], i) => i < SHOWN || selected.includes(v));
  const id = `facet-${facet}`;
  return (
    <fieldset className={`facet facet-${facet}`} data-testid={id}>
      <legend>{L.t(FACET_TABLE[facet].labelKey)}</legend>
      <ul>
        {shown.map(([value, count]) => (
          <li key={value}>
            <label className={count === 0 && !selected.includes(value) ? 'facet-value empty' : 'facet-value'}>
              <input type="checkbox" checked={selected.includes(value)} onChange={() => actions.toggleFilter(facet, value)} />
              <span className="facet-label data-text">{valueLabel(L, facet, value)}</span>
              <span className="count">{L.number(count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {values.length > SHOWN && (
        <button type="button" className="link-button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? L.t('filters.showLess') : L.t('filters.showMore', { count: values.length })}
        </button>
      )}
    </fieldset>
  );
}

function YearRange({ L }: { L: Labels }) {
  const { library } = useDerived();
  const from = useAppStore((s) => s.view.filters.from);
  const to = useAppStore((s) => s.view.filters.to);
  const actions = useActions();
  const { minYear, maxYear } = library.index;
  if (library.cases.length === 0) return null;
  const years: number[] = [];
  for (let y = minYear; y <= maxYear; y++) years.push(y);
  const parse = (v: string) => (v === '' ? null : Number(v));
  return (
    <fieldset className="facet facet-years">
      <legend>{L.t('filters.years')}</legend>
      <Timeline />
      <div className="year-range">
        <label>
          {L.t('filters.from')}{' '}
          <select value={from ?? ''} onChange={(e) => actions.setYears(parse(e.target.value), to)} data-testid="year-from">
            <option value="">{minYear}</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
        <label>
          {L.t('filters.to')}{' '}
          <select value={to ?? ''} onChange={(e) => actions.setYears(from, parse(e.target.value))} data-testid="year-to">
            <option value="">{maxYear}</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
      </div>
    </fieldset>
  );
}

/** The active filters as chips ("Domain: Kubernetes or AWS"), each value removable on its own. */
export function ActiveFilters() {
  const { library } = useDerived();
  const filters = useAppStore((s) => s.view.filters);
  const q = useAppStore((s) => s.view.q);
  const searchFilters = useAppStore((s) => s.view.searchFilters);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  if (!hasActiveFilters(filters) && !(searchFilters && q)) return null;
  return (
    <div className="active-filters" aria-label={L.t('filters.title')} role="group" data-testid="active-filters">
      {FACETS.filter((f) => filters[f].length > 0).map((facet) => (
        <span key={facet} className="filter-chip" data-facet={facet}>
          <span className="filter-chip-name">{L.t(FACET_TABLE[facet].labelKey)}:</span>
          {filters[facet].map((v, i) => (
            <span key={v} className="filter-chip-value">
              {i > 0 && <span className="muted">{L.t('filters.or')}</span>}
              <span className="data-text">{valueLabel(L, facet, v)}</span>
              <button type="button" className="chip-remove" onClick={() => actions.toggleFilter(facet, v)} aria-label={L.t('filters.remove', { name: valueLabel(L, facet, v) })}>×</button>
            </span>
          ))}
        </span>
      ))}
      {(filters.from !== null || filters.to !== null) && (
        <span className="filter-chip" data-facet="years">
          <span className="filter-chip-name">{L.t('filters.years')}:</span> {dateBound(filters.from ?? library.index.minYear, filters.from === null ? null : filters.fromMonth)}–{dateBound(filters.to ?? library.index.maxYear, filters.to === null ? null : filters.toMonth)}
          <button type="button" className="chip-remove" onClick={() => actions.setYears(null, null)} aria-label={L.t('filters.remove', { name: L.t('filters.years') })}>×</button>
        </span>
      )}
      {searchFilters && q && (
        <span className="filter-chip" data-facet="search">
          <span className="filter-chip-name">{L.t('filters.search')}:</span> <span className="data-text">“{q}”</span>
          <button type="button" className="chip-remove" onClick={() => actions.setSearchFilters(false)} aria-label={L.t('filters.remove', { name: L.t('filters.search') })}>×</button>
        </span>
      )}
      <button type="button" className="button button-small" onClick={actions.clearFilters} data-testid="clear-filters">{L.t('filters.clear')}</button>
    </div>
  );
}

export function Facets() {
  const { library } = useDerived();
  const L = useLabels(library.taxonomy);
  return (
    // Focusable by script only: the filters drawer moves the focus here when it opens (useFiltersDrawer).
    <nav className="facets" id={FACETS_ID} tabIndex={-1} aria-label={L.t('filters.title')}>
      <h2 className="sr-only">{L.t('filters.title')}</h2>
      <p className="facet-rule muted">{L.t('filters.and')}</p>
      {FACETS.map((f) => <FacetGroup key={f} facet={f} L={L} />)}
      <YearRange L={L} />
    </nav>
  );
}
