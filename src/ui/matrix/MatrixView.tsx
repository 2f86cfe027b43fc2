import { useMemo, useState, type KeyboardEvent } from 'react';
import { shadeLevel } from '../../model/view';
import { buildCross, chosenOnly, crossCellDrill, matrixAxes, matrixCsv, matrixSvg, MATRIX_AXES, type CrossOrder, type MatrixAxisKey } from '../../model/trends';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useAxisWords } from '../trends/axisLabels';
import { useWarmAxes } from '../trends/useWarmAxes';
import { ExportButtons } from '../trends/ExportButtons';
import { caption, saveCsv, savePicture, themeColours } from '../trends/exportTrends';
import { useLabels } from '../common/useLabels';
import { useOpensAtLatest } from '../common/useOpensAtLatest';
import { markScrolled } from '../common/markScrolled';
import { templates } from '../trends/templates';
import '../common/patterns.css';
import '../trends/trends.css';

/** Arrow keys move between the cells' buttons, like a grid; Tab still walks them in order. */
function onGridKey(e: KeyboardEvent<HTMLTableElement>) {
  const step = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }[e.key];
  const target = e.target as HTMLElement;
  if (!step || target.dataset.r === undefined) return;
  const table = e.currentTarget;
  let r = Number(target.dataset.r);
  let c = Number(target.dataset.c);
  const rows = Number(table.dataset.rows);
  const cols = Number(table.dataset.cols);
  for (;;) {
    r += step[0]!;
    c += step[1]!;
    if (r < 0 || c < 0 || r >= rows || c >= cols) return;
    const next = table.querySelector<HTMLButtonElement>(`button[data-r="${r}"][data-c="${c}"]`);
    if (next) {
      e.preventDefault();
      next.focus();
      return;
    }
  }
}

/** The default order of an axis: years in time order, other values heaviest first. */
const defaultOrder = (axis: MatrixAxisKey): CrossOrder => (axis === 'year' ? 'name' : 'total');

/**
 * Any axis × any axis (`rows=`, `cols=`: a facet's URL key, `cluster` or `year`) as a matrix of
 * case counts with row and column totals; components × root causes when the link names none.
 */
export function MatrixView() {
  const { library, mask } = useDerived();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const t = L.t;
  const words = useAxisWords(L, library.map.clusters);
  const linkRows = useAppStore((s) => s.view.rows);
  const linkCols = useAppStore((s) => s.view.cols);
  const { rows: rowsBy, cols: colsBy } = matrixAxes(linkRows, linkCols);
  const [orders, setOrders] = useState<{ rows: CrossOrder | null; cols: CrossOrder | null }>({ rows: null, cols: null });
  const order = { rows: orders.rows ?? defaultOrder(rowsBy), cols: orders.cols ?? defaultOrder(colsBy) };
  const filters = useAppStore((s) => s.view.filters);
  // An axis whose facet is filtered keeps the chosen values, so each cell opens exactly its cases.
  const only = useMemo(() => ({ rows: chosenOnly(rowsBy, filters), cols: chosenOnly(colsBy, filters) }), [rowsBy, colsBy, filters]);
  const matrix = useMemo(
    () => buildCross(library.index, mask, rowsBy, colsBy, library.map, { rows: order.rows, cols: order.cols }, undefined, only),
    [library, mask, rowsBy, colsBy, order.rows, order.cols, only],
  );
  useWarmAxes(library.index, library.map);
  const rowLabels = useMemo(() => matrix.rows.map((r) => words.value(rowsBy, r.key)), [matrix, words, rowsBy]);
  // Other columns open at the start; years in time order, on a phone, at the latest (../common/useOpensAtLatest.ts).
  const scroll = useOpensAtLatest<HTMLDivElement>(`${colsBy}|${order.cols}|${matrix.cols[0]?.key ?? ''}…${matrix.cols.at(-1)?.key ?? ''}`, colsBy === 'year' && order.cols === 'name');
  const colLabels = useMemo(() => matrix.cols.map((c) => words.value(colsBy, c.key)), [matrix, words, colsBy]);
  // Each cell's words, worded once per matrix (the translation looked up once per count).
  const cellLabels = useMemo(() => {
    const sentence = templates(L);
    return matrix.counts.map((row, r) => row.map((count, c) => (count === 0 ? '' : sentence('matrixView.cell', count, { component: rowLabels[r] ?? '', column: colLabels[c] ?? '' }))));
  }, [matrix, L, rowLabels, colLabels]);
  // The matrix as it always was keeps its words: components × root causes (or × symptoms).
  const classic = rowsBy === 'comp' && (colsBy === 'rc' || colsBy === 'symptom') ? (colsBy === 'rc' ? 'cause' : 'symptom') : null;
  const title = classic ? t(`matrixView.title_${classic}`) : t('trends.matrixTitle', { rows: words.name(rowsBy), cols: words.name(colsBy) });
  const captionText = classic ? t(`matrixView.caption_${classic}`) : t('trends.matrixCaption', { rows: words.name(rowsBy), cols: words.name(colsBy) });

  const open = (row: string, col: string) => {
    const d = crossCellDrill(rowsBy, row, colsBy, col, filters);
    actions.drillDown({ ...d.facets, ...d.range }, d.cluster === null ? undefined : { kind: 'cluster', key: d.cluster });
  };
  const setAxis = (which: 'rows' | 'cols', axis: MatrixAxisKey) => {
    const next = { rows: rowsBy, cols: colsBy, [which]: axis };
    // Choosing the other side's axis swaps the two.
    if (next.rows === next.cols) next[which === 'rows' ? 'cols' : 'rows'] = which === 'rows' ? rowsBy : colsBy;
    setOrders({ rows: null, cols: null });
    actions.setMatrixAxes(next.rows, next.cols);
  };
  const exportCsv = () => saveCsv(matrixCsv(matrix, { corner: `${words.name(rowsBy)} \\ ${words.name(colsBy)}`, total: t('trends.total') }, (k) => words.value(rowsBy, k), (k) => words.value(colsBy, k)), `matrix-${rowsBy}-${colsBy}`);
  const exportSvg = async (format: 'svg' | 'png') => {
    const now = new Date();
    const lines = caption(L, library, title, now);
    const svg = matrixSvg(matrix, {
      title: t('trends.pictureTitle', { subject: title, library: lines[1]! }),
      rowLabel: (k) => words.value(rowsBy, k),
      colLabel: (k) => words.value(colsBy, k),
      corner: words.name(rowsBy),
      totalLabel: t('trends.total'),
      scale: [t('matrixView.scaleFew'), t('matrixView.scaleMany')],
      caption: lines,
      colours: themeColours(),
    });
    await savePicture(svg, `matrix-${rowsBy}-${colsBy}`, format, now);
  };

  const axisPicker = (which: 'rows' | 'cols', value: MatrixAxisKey) => (
    <span className="matrix-axis">
      <label className="trends-pick">
        <span>{t(which === 'rows' ? 'trends.matrixRows' : 'trends.matrixCols')}</span>
        <select value={value} onChange={(e) => setAxis(which, e.target.value as MatrixAxisKey)} data-testid={`matrix-${which}`}>
          {MATRIX_AXES.map((k) => <option key={k} value={k}>{words.name(k)}</option>)}
        </select>
      </label>{' '}
      <select
        value={order[which]}
        onChange={(e) => setOrders((o) => ({ ...o, [which]: e.target.value as CrossOrder }))}
        aria-label={`${t(which === 'rows' ? 'trends.matrixRows' : 'trends.matrixCols')}: ${t('trends.order')}`}
        className="matrix-order"
        data-testid={`matrix-${which}-order`}
      >
        <option value="total">{t('trends.order_total')}</option>
        <option value="name">{t('trends.order_name')}</option>
      </select>
    </span>
  );

  return (
    <div className="matrix-view" data-testid="matrix-view">
      <div className="matrix-head">
        <h2 className="matrix-title">{title}</h2>
        <div className="matrix-axes">
          {axisPicker('rows', rowsBy)}
          {axisPicker('cols', colsBy)}
        </div>
        <ExportButtons L={L} csv={exportCsv} svg={exportSvg} testid="matrix-export" />
        <p className="matrix-hint muted">
          {t('matrixView.hint')} {classic === 'symptom' ? t('matrixView.symptomNote') : !classic && t('trends.matrixHint')}
        </p>
        {(matrix.totalRows > matrix.rows.length || matrix.totalCols > matrix.cols.length) && (
          <p className="matrix-capped" data-testid="matrix-capped">
            {matrix.totalRows > matrix.rows.length && t('trends.matrixCapped', { shown: matrix.rows.length, count: matrix.totalRows, axis: words.name(rowsBy) })}{' '}
            {matrix.totalCols > matrix.cols.length && t('trends.matrixCapped', { shown: matrix.cols.length, count: matrix.totalCols, axis: words.name(colsBy) })}
          </p>
        )}
        {(matrix.unchosenRows > 0 || matrix.unchosenCols > 0) && (
          <p className="matrix-hint muted" data-testid="matrix-chosen-only">
            {matrix.unchosenRows > 0 && t('trends.matrixChosenOnly', { axis: words.name(rowsBy), count: matrix.unchosenRows })}{' '}
            {matrix.unchosenCols > 0 && t('trends.matrixChosenOnly', { axis: words.name(colsBy), count: matrix.unchosenCols })}
          </p>
        )}
        {matrix.max > 0 && (
          <div className="matrix-scale" aria-hidden="true">
            <span>{t('matrixView.scaleFew')}</span>
            {[1, 2, 3, 4, 5].map((level) => <span key={level} className={`matrix-swatch shade-${level}`} />)}
            <span>{t('matrixView.scaleMany')}</span>
          </div>
        )}
      </div>
      {matrix.rows.length === 0 ? (
        <p className="matrix-empty-note muted">{classic ? t(`matrixView.empty_${classic}`) : t('trends.matrixEmpty')}</p>
      ) : (
        <div className="matrix-scroll" ref={scroll} onScroll={markScrolled} data-testid="matrix-scroll">
          <table className="matrix-table" onKeyDown={onGridKey} data-rows={matrix.rows.length} data-cols={matrix.cols.length} data-testid="matrix-table">
            <caption className="sr-only">{captionText}</caption>
            <thead>
              <tr>
                <th scope="col" className="matrix-corner">{words.name(rowsBy)}</th>
                {matrix.cols.map((col, c) => (
                  <th key={c} scope="col" className="matrix-col" title={`${colLabels[c]} · ${t('matrixView.total', { count: col.total })}`}>
                    <span className="matrix-col-label data-text">{colLabels[c]}</span>
                  </th>
                ))}
                <th scope="col" className="matrix-col matrix-total-head">
                  <span className="matrix-col-label">{t('trends.total')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {/* Keyed by position: a switch of axes updates the cells in place rather than replacing them all. */}
              {matrix.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row" className="matrix-row" title={`${rowLabels[r]} · ${t('matrixView.total', { count: row.total })}`}>
                    <span className="data-text">{rowLabels[r]}</span>
                  </th>
                  {matrix.cols.map((col, c) => {
                    const count = matrix.counts[r]![c]!;
                    if (count === 0) {
                      return (
                        <td key={c} className="matrix-cell shade-0">
                          <span aria-hidden="true">·</span>
                          <span className="sr-only">0</span>
                        </td>
                      );
                    }
                    const label = cellLabels[r]![c]!;
                    return (
                      <td key={c} className={`matrix-cell shade-${shadeLevel(count, matrix.max)}`}>
                        <button
                          type="button"
                          className="matrix-button"
                          onClick={() => open(row.key, col.key)}
                          aria-label={label}
                          title={label}
                          data-r={r}
                          data-c={c}
                          data-row={row.key}
                          data-component={row.key}
                          data-column={col.key}
                          data-count={count}
                        >
                          {L.number(count)}
                        </button>
                      </td>
                    );
                  })}
                  <td className="matrix-cell matrix-total" data-total={row.total}>{L.number(row.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="matrix-totals-row">
                <th scope="row" className="matrix-row">{t('trends.total')}</th>
                {matrix.cols.map((col, c) => <td key={c} className="matrix-cell matrix-total" data-total={col.total} data-column={col.key}>{L.number(col.total)}</td>)}
                <td className="matrix-cell matrix-total" data-total={matrix.total}>{L.number(matrix.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
