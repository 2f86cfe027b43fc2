import { useMemo, useState, type KeyboardEvent } from 'react';
import { buildMatrix, MATRIX_MODES, shadeLevel, type MatrixMode } from '../model/matrix';
import { useDerived } from '../state/derived';
import { useActions } from '../state/store';
import { useLabels } from './useLabels';
import './patterns.css';

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

/** Components × root causes (or × symptoms) as a matrix of case counts (issue: pattern matrix). */
export function MatrixView() {
  const { library, mask } = useDerived();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const t = L.t;
  const [mode, setMode] = useState<MatrixMode>('cause');
  const matrix = useMemo(() => buildMatrix(library.index, mask, mode), [library, mask, mode]);
  const colKind = mode === 'cause' ? 'root_cause' : 'symptom';
  const rowLabels = useMemo(() => matrix.rows.map((r) => L.label('component', r.key)), [matrix, L]);
  const colLabels = useMemo(() => matrix.cols.map((c) => L.label(colKind, c.key)), [matrix, L, colKind]);

  const open = (row: string, col: string) => {
    actions.setFilterValues('component', [row]);
    actions.setFilterValues(mode === 'cause' ? 'cause' : 'symptom', [col]);
    actions.setViewMode('graph');
  };

  return (
    <div className="matrix-view" data-testid="matrix-view">
      <div className="matrix-head">
        <h2 className="matrix-title">{t(`matrixView.title_${mode}`)}</h2>
        <fieldset className="matrix-mode">
          <legend>{t('matrixView.columns')}</legend>
          {MATRIX_MODES.map((m) => (
            <label key={m}>
              <input type="radio" name="matrix-mode" value={m} checked={mode === m} onChange={() => setMode(m)} data-testid={`matrix-mode-${m}`} />
              {t(`matrixView.mode_${m}`)}
            </label>
          ))}
        </fieldset>
        <p className="matrix-hint muted">
          {t('matrixView.hint')}
          {mode === 'symptom' && <> {t('matrixView.symptomNote')}</>}
        </p>
        {(matrix.totalRows > matrix.rows.length || matrix.totalCols > matrix.cols.length) && (
          <p className="matrix-capped" data-testid="matrix-capped">
            {matrix.totalRows > matrix.rows.length && t('matrixView.cappedRows', { shown: matrix.rows.length, count: matrix.totalRows })}{' '}
            {matrix.totalCols > matrix.cols.length && t(`matrixView.cappedCols_${mode}`, { shown: matrix.cols.length, count: matrix.totalCols })}
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
        <p className="matrix-empty-note muted">{t(`matrixView.empty_${mode}`)}</p>
      ) : (
        <div className="matrix-scroll">
          <table className="matrix-table" onKeyDown={onGridKey} data-rows={matrix.rows.length} data-cols={matrix.cols.length} data-testid="matrix-table">
            <caption className="sr-only">{t(`matrixView.caption_${mode}`)}</caption>
            <thead>
              <tr>
                <th scope="col" className="matrix-corner">{t('matrixView.corner')}</th>
                {matrix.cols.map((col, c) => (
                  <th key={col.key} scope="col" className="matrix-col" title={`${colLabels[c]} · ${t('matrixView.total', { count: col.total })}`}>
                    <span className="matrix-col-label data-text">{colLabels[c]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row, r) => (
                <tr key={row.key}>
                  <th scope="row" className="matrix-row" title={`${rowLabels[r]} · ${t('matrixView.total', { count: row.total })}`}>
                    <span className="data-text">{rowLabels[r]}</span>
                  </th>
                  {matrix.cols.map((col, c) => {
                    const count = matrix.counts[r]![c]!;
                    if (count === 0) {
                      return (
                        <td key={col.key} className="matrix-cell shade-0">
                          <span aria-hidden="true">·</span>
                          <span className="sr-only">0</span>
                        </td>
                      );
                    }
                    const label = t('matrixView.cell', { component: rowLabels[r] ?? '', column: colLabels[c] ?? '', count });
                    return (
                      <td key={col.key} className={`matrix-cell shade-${shadeLevel(count, matrix.max)}`}>
                        <button
                          type="button"
                          className="matrix-button"
                          onClick={() => open(row.key, col.key)}
                          aria-label={label}
                          title={label}
                          data-r={r}
                          data-c={c}
                          data-component={row.key}
                          data-column={col.key}
                          data-count={count}
                        >
                          {L.number(count)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
