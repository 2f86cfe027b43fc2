import { MAX_QUERY } from '../../model/view';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchHit } from '../../model/search';
import { fetchSearch, useSearchHits } from '../../state/answers';
import { useDerived, useSearchProgress } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import { NearestList } from '../draft/NearestCases';

/** Results listed under the search box. */
const SEARCH_SHOWN = 12;

/** One search box for cases, components, root causes and organisations (ARIA combobox). */
export function SearchBox() {
  const { library } = useDerived();
  const { searchVersion, searchComplete } = useSearchProgress();
  const client = useQueryClient();
  const q = useAppStore((s) => s.view.q);
  const searchFilters = useAppStore((s) => s.view.searchFilters);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // A paste longer than the box holds is cut by the box itself (maxLength): say so, not silently.
  const [cut, setCut] = useState(false);
  // The worker searches; typing never waits for it, and results follow the text.
  const result = useSearchHits(library, q, SEARCH_SHOWN, searchVersion);
  const hits = result.hits;

  const nameOf = (hit: SearchHit) => {
    if (hit.kind === 'case') {
      const c = library.cases[library.index.byId.get(hit.key) ?? -1];
      return c ? `${c.id} · ${c.org} — ${L.text(c.title).text}` : hit.key;
    }
    if (hit.kind === 'component') return L.label('component', hit.key);
    if (hit.kind === 'cause') return L.label('root_cause', hit.key);
    return hit.key;
  };

  const choose = (hit: SearchHit) => {
    setOpen(false);
    if (hit.kind === 'org') {
      if (!useAppStore.getState().view.filters.org.includes(hit.key)) actions.toggleFilter('org', hit.key);
      // The organisation is now a filter; the text that found it would only linger in the link.
      if (!useAppStore.getState().view.searchFilters) actions.setQuery('');
      return;
    }
    actions.pickResult({ kind: hit.kind, key: hit.key });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (hits.length ? (a + 1) % hits.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (hits.length ? (a - 1 + hits.length) % hits.length : 0));
    } else if (e.key === 'Enter') {
      // Enter acts on what was typed, even if the result list has not caught up with it yet.
      if (!q.trim()) return;
      e.preventDefault();
      const index = active;
      if (result.q === q) {
        if (hits[index]) choose(hits[index]);
      } else {
        void fetchSearch(client, library, q, SEARCH_SHOWN, searchVersion).then((fresh) => {
          if (fresh[index]) choose(fresh[index]);
        });
      }
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      if (open) setOpen(false);
      else e.currentTarget.blur();
    }
  };

  // The list closes a moment after the box loses focus, so a click on a suggestion lands first; a
  // reader back in the box before then (typing the next id right after choosing one) keeps it open.
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const reopen = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const showList = open && q.trim() !== '';
  // A pack's case texts are read from their shard when the case opens; reading the highlighted
  // suggestion's ahead lets its panel show them at once (one shard per case read ahead).
  const ahead = showList && hits[active]?.kind === 'case' ? hits[active].key : null;
  useEffect(() => {
    if (ahead) library.texts?.readAhead([ahead]);
  }, [library.texts, ahead]);
  return (
    <div className="search">
      <label htmlFor="search-input" className="sr-only">{L.t('search.label')}</label>
      <input
        id="search-input"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls="search-results"
        aria-autocomplete="list"
        aria-activedescendant={showList && hits[active] ? `search-hit-${active}` : undefined}
        placeholder={L.t('search.placeholder')}
        value={q}
        maxLength={MAX_QUERY}
        autoComplete="off"
        spellCheck={false}
        onPaste={(e) => {
          const el = e.currentTarget;
          const kept = el.value.length - ((el.selectionEnd ?? 0) - (el.selectionStart ?? 0));
          setCut(e.clipboardData.getData('text').length > MAX_QUERY - kept);
        }}
        onChange={(e) => {
          if (e.target.value.length < MAX_QUERY) setCut(false);
          actions.setQuery(e.target.value.slice(0, MAX_QUERY));
          setActive(0);
          reopen();
        }}
        onFocus={reopen}
        onBlur={() => (closing.current = setTimeout(() => setOpen(false), 150))}
        onKeyDown={onKeyDown}
        data-testid="search"
      />
      {cut && (
        <p className="sr-only" role="status">
          {L.t('search.cut', { max: L.number(MAX_QUERY) })}
        </p>
      )}
      {showList && (
        <ul id="search-results" role="listbox" className="search-results" aria-label={L.t('search.label')} data-answers={result.q}>
          {cut && (
            <li className="muted search-cut" role="presentation" data-testid="search-cut">
              {L.t('search.cut', { max: L.number(MAX_QUERY) })}
            </li>
          )}
          {hits.length === 0 && searchComplete && (
            <li className="muted search-empty" role="presentation">
              {L.t('search.noResults')}
              {result.q === q && <NearestList text={q} place="search" minWords={1} intro={L.t('similar.nearestSearch', { q })} onChosen={() => setOpen(false)} />}
            </li>
          )}
          {!searchComplete && (
            // Ids, slugs and organisations answer at once; titles and texts once the index is read.
            <li className="muted search-incomplete" role="presentation" data-testid="search-incomplete">
              {L.t('search.incomplete')}
            </li>
          )}
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={`search-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'search-hit active' : 'search-hit'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(hit)}
              onMouseEnter={() => setActive(i)}
            >
              <span className={`hit-kind hit-kind-${hit.kind}`}>{L.t(`search.kind_${hit.kind}`)}</span>
              <span className="hit-name data-text">{nameOf(hit)}</span>
            </li>
          ))}
        </ul>
      )}
      <label className="search-filter-toggle">
        <input type="checkbox" checked={searchFilters} onChange={(e) => actions.setSearchFilters(e.target.checked)} data-testid="search-filter" />
        {L.t('search.filterToggle')}
      </label>
    </div>
  );
}
