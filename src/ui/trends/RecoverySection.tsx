import { useMemo, useState } from 'react';
import { buildRecovery, repeatMask, type FigureStats } from '../../model/trends';
import { useDerived } from '../../state/derived';
import type { Labels } from '../panel/types';
import { useLabels } from '../common/useLabels';
import { formatMinutes, useAxisWords } from './axisLabels';

const ROWS_SHOWN = 15;

/** "12 min (3 min–2 h) · 4 of 9 have it", or "none has it": never a figure the data does not give. */
export function figureText(L: Labels, f: FigureStats): string {
  if (f.count === 0 || f.median === null) return L.t('trends.noFigure');
  // One value (or all alike): the range would only repeat it.
  const figure = f.min === f.max ? formatMinutes(L, f.median) : L.t('trends.figure', { median: formatMinutes(L, f.median), min: formatMinutes(L, f.min!), max: formatMinutes(L, f.max!) });
  return `${figure} · ${L.t('trends.figureHave', { count: f.count, total: f.count + f.missing })}`;
}

/** Recurrence and time to detect / resolve per root cause or failure pattern, under the current filters. */
export function RecoverySection() {
  const { library, mask } = useDerived();
  const L = useLabels(library.taxonomy);
  const t = L.t;
  const words = useAxisWords(L, library.map.clusters);
  const [per, setPer] = useState<'rc' | 'cluster'>('rc');
  const repeats = useMemo(() => repeatMask(library.index), [library]);
  const rows = useMemo(() => buildRecovery(library.index, mask, per, library.map, repeats), [library, mask, per, repeats]);
  const withFigures = useMemo(() => {
    let n = 0;
    library.index.cases.forEach((c, i) => {
      if (mask[i] === 1 && (c.timeline.detected_after !== null || c.timeline.resolved_after !== null)) n++;
    });
    return n;
  }, [library, mask]);
  const all = rows[0]!;
  return (
    <section className="recovery" data-testid="recovery">
      <div className="trends-head">
        <h2 id="recovery-title" className="trends-title">{t('trends.recovery')}</h2>
        <label className="trends-pick">
          <span>{t('trends.recoveryBy')}:</span>
          <select value={per} onChange={(e) => setPer(e.target.value as 'rc' | 'cluster')} data-testid="recovery-per">
            <option value="rc">{words.name('rc')}</option>
            <option value="cluster">{words.name('cluster')}</option>
          </select>
        </label>
        <p className="trends-note muted">{t('trends.recoveryRule')}</p>
        <p className="trends-note" data-testid="recovery-coverage">{t('trends.timelineNote', { count: withFigures, total: all.cases })}</p>
      </div>
      <div className="trends-table-wrap" tabIndex={0} role="region" aria-labelledby="recovery-title">
        <table className="trends-table recovery-table" data-testid="recovery-table">
          <thead>
            <tr>
              <th scope="col">{words.name(per)}</th>
              <th scope="col" className="num">{t('trends.col_cases')}</th>
              <th scope="col" className="num">{t('trends.col_repeats')}</th>
              <th scope="col">{t('trends.col_detect')}</th>
              <th scope="col">{t('trends.col_resolve')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, ROWS_SHOWN + 1).map((r) => (
              <tr key={r.key || '(all)'} data-key={r.key} className={r.key === '' ? 'all' : undefined}>
                <th scope="row" className="data-text">{r.key === '' ? t('trends.allCases') : words.value(per, r.key)}</th>
                <td className="num" data-cases={r.cases}>{L.number(r.cases)}</td>
                <td className="num" data-repeats={r.repeats}>{L.number(r.repeats)}</td>
                <td>{figureText(L, r.detect)}</td>
                <td>{figureText(L, r.resolve)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
