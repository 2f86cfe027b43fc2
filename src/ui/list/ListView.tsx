import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LIST_COLUMNS, relationCountOf, type ListColumn, type ListSort } from '../../model/view';
import { listRowsOf, useListOrder } from '../../state/listOrder';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { CaseRow, COLUMN_LABEL, columnsFor, HEADER_HEIGHT, ROW_HEIGHT } from './ListRow';
import { useMediaQuery } from '../common/useMediaQuery';
import { useFixedRows } from './useFixedRows';
import { useLabels } from '../common/useLabels';
import './list.css';

/**
 * The filtered cases as a sortable table: the keyboard's and the screen reader's way through
 * the data. Only the rows in view are in the DOM (10,000 cases scroll like 100); one row at a
 * time is in the tab order, and the arrow keys move it.
 */
export function ListView() {
  const { library, mask } = useDerived();
  const rule = useAppStore((s) => s.view.rule);
  const selection = useAppStore((s) => s.view.selection);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const t = L.t;
  const sort = useAppStore((s) => s.view.sort);
  // The phone's breakpoint of list.css.
  const columns = columnsFor(useMediaQuery('(max-width: 640px)'));
  // A kept order per column (sorted off the page for a big library): filters and directions
  // are one pass over it, and the first screen waits for no sort (issue 30).
  const sorted = useListOrder(library, rule, sort.column, L.lang);
  // Kept per order, mask and direction (made while the map was shown, see views.tsx).
  const rows = useMemo(() => (sorted ? listRowsOf(sorted, mask, sort.dir) : NO_ROWS), [sorted, mask, sort.dir]);
  /** Row position of a shown case (-1 if not shown): its table is made at the first question only. */
  const positionOf = useMemo(() => positionsOf(rows, library.cases.length), [rows, library]);

  const selectedCase = selection?.kind === 'case' ? library.index.byId.get(selection.key) : undefined;
  const selectedPos = selectedCase === undefined ? -1 : positionOf(selectedCase);
  /** The row in the tab order, as a case (stays on its case when the sort changes). */
  const [activeCase, setActiveCase] = useState<number | null>(null);
  const activePos = activeCase === null ? -1 : positionOf(activeCase);

  const scrollRef = useRef<HTMLDivElement>(null);
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const focusPending = useRef<number | null>(null);
  // Rows of one height: the window in view is arithmetic, whatever the row count (issue 30).
  const virtualizer = useFixedRows(scrollRef, rows.length, ROW_HEIGHT, HEADER_HEIGHT, 12);
  const items: number[] = [];
  for (let pos = virtualizer.first; pos <= virtualizer.last; pos++) items.push(pos);

  // New rows (another sort, another filter) start at the top, or centred on the selected case if
  // it is shown; a case selected elsewhere (graph, search, related-case link) is scrolled into view.
  const shownRows = useRef<Int32Array | null>(null);
  useEffect(() => {
    if (shownRows.current !== rows) {
      shownRows.current = rows;
      if (selectedPos >= 0) virtualizer.scrollToIndex(selectedPos, 'center');
      else virtualizer.scrollToTop();
    } else if (selectedPos >= 0) {
      virtualizer.scrollToIndex(selectedPos, 'auto');
    }
  }, [rows, selectedPos, virtualizer.scrollToIndex, virtualizer.scrollToTop]); // eslint-disable-line react-hooks/exhaustive-deps

  // A row the keyboard moved to is focused as soon as the virtualiser has rendered it.
  useLayoutEffect(() => {
    const pos = focusPending.current;
    if (pos === null) return;
    const row = tbodyRef.current?.querySelector<HTMLElement>(`tr[data-pos="${pos}"]`);
    if (row) {
      focusPending.current = null;
      row.focus({ preventScroll: true });
    }
  });

  // Row handlers are stable (they read the latest rows through a ref), so rows stay memoised.
  const latest = useRef({ rows, library, actions, virtualizer });
  useEffect(() => {
    latest.current = { rows, library, actions, virtualizer };
  });
  const open = useCallback((caseIndex: number) => {
    const { library: lib, actions: act } = latest.current;
    const c = lib.cases[caseIndex];
    if (c) act.select({ kind: 'case', key: c.id }, true);
  }, []);
  const moveTo = useCallback((pos: number) => {
    const { rows: current, virtualizer: v } = latest.current;
    if (current.length === 0) return;
    const clamped = Math.max(0, Math.min(current.length - 1, pos));
    setActiveCase(current[clamped]!);
    focusPending.current = clamped;
    v.scrollToIndex(clamped, 'auto');
  }, []);
  const onRowClick = useCallback((caseIndex: number) => {
    setActiveCase(caseIndex);
    open(caseIndex);
  }, [open]);
  const onRowKey = useCallback((e: KeyboardEvent<HTMLTableRowElement>, pos: number, caseIndex: number) => {
    const page = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    const end = latest.current.rows.length - 1;
    const moves: Record<string, number> = { ArrowDown: pos + 1, ArrowUp: pos - 1, PageDown: pos + page, PageUp: pos - page, Home: 0, End: end };
    const target = moves[e.key];
    if (target !== undefined) {
      e.preventDefault();
      moveTo(target);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(caseIndex);
    }
  }, [moveTo, open]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(L.lang === 'ko' ? 'ko-KR' : 'en-US'), [L.lang]);

  const sortBy = (column: ListColumn) => actions.setListSort(nextSort(sort, column));

  // One row is tabbable: the active one if it is rendered, else the first rendered row.
  const tabbablePos = activePos >= virtualizer.first && activePos <= virtualizer.last ? activePos : (items[0] ?? -1);
  const { padTop, padBottom } = virtualizer;
  const columnName = t(COLUMN_LABEL[sort.column]);

  return (
    <div className="list-view" data-testid="list-view" ref={scrollRef}>
      <p id="list-hint" className="sr-only">{t('listView.hint')}</p>
      <table
        className="case-table"
        role="grid"
        aria-rowcount={rows.length + 1}
        aria-colcount={LIST_COLUMNS.length}
        aria-describedby="list-hint"
        aria-readonly="true"
        data-testid="case-table"
      >
        <caption className="sr-only">
          {t('listView.caption', { count: rows.length, column: columnName, dir: t(sort.dir === 'asc' ? 'listView.asc' : 'listView.desc') })}
        </caption>
        <colgroup>
          {columns.map((column) => <col key={column} className={`col-${column}`} />)}
        </colgroup>
        <thead>
          <tr role="row" aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            {columns.map((column) => {
              const sorted = sort.column === column;
              return (
                <th
                  key={column}
                  role="columnheader"
                  scope="col"
                  className={`col-${column}`}
                  aria-sort={sorted ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  title={column === 'relations' ? t('listView.relationsTitle') : undefined}
                >
                  <button type="button" className="sort-button" onClick={() => sortBy(column)} data-testid={`sort-${column}`}>
                    {t(COLUMN_LABEL[column])}
                    <span className="sort-mark" aria-hidden="true">{sorted ? (sort.dir === 'asc' ? '▲' : '▼') : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={tbodyRef}>
          {padTop > 0 && <tr className="spacer" aria-hidden="true" style={{ height: padTop }}><td colSpan={LIST_COLUMNS.length} /></tr>}
          {items.map((pos) => {
            const caseIndex = rows[pos]!;
            return (
              <CaseRow
                key={caseIndex}
                columns={columns}
                library={library}
                L={L}
                caseIndex={caseIndex}
                pos={pos}
                relations={numberFormat.format(relationCountOf(library.index, caseIndex, rule))}
                selected={caseIndex === selectedCase}
                tabbable={pos === tabbablePos}
                onRowClick={onRowClick}
                onRowFocus={setActiveCase}
                onRowKey={onRowKey}
              />
            );
          })}
          {padBottom > 0 && <tr className="spacer" aria-hidden="true" style={{ height: padBottom }}><td colSpan={LIST_COLUMNS.length} /></tr>}
        </tbody>
      </table>
      {!sorted && <p className="list-empty" role="status" data-testid="list-sorting">{t('listView.sorting', { count: library.cases.length, n: numberFormat.format(library.cases.length), column: columnName })}</p>}
      {sorted && rows.length === 0 && <p className="list-empty">{t('listView.empty')}</p>}
    </div>
  );
}

const NO_ROWS = new Int32Array(0);

/** Each shown case's row position, made at the first question (none when nothing is selected or focused). */
function positionsOf(rows: Int32Array, cases: number): (caseIndex: number) => number {
  let map: Int32Array | null = null;
  return (caseIndex) => {
    if (!map) {
      map = new Int32Array(cases).fill(-1);
      for (let pos = 0; pos < rows.length; pos++) map[rows[pos]!] = pos;
    }
    return map[caseIndex] ?? -1;
  };
}

/** A header clicked: the other direction of the same column, or a new column in its natural order. */
function nextSort(sort: ListSort, column: ListColumn): ListSort {
  if (sort.column === column) return { column, dir: sort.dir === 'asc' ? 'desc' : 'asc' };
  return { column, dir: column === 'relations' ? 'desc' : 'asc' };
}
