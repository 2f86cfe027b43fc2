import { memo } from 'react';
import { useOpensAtLatest } from '../common/useOpensAtLatest';
import { markScrolled } from '../common/markScrolled';
import type { Trend } from '../../model/trends';
import type { Labels } from '../panel/types';
import { trendRows, type Point, type PointAct } from './points';

interface Props {
  trend: Trend;
  points: Point[][];
  names: string[];
  /** The column heads: the axis's name and each period's words. */
  axis: string;
  periods: string[];
  L: Labels;
  choose: (a: PointAct) => void;
}

/** The trend's counts for everyone (keyboard, screen reader, phone): the same points as the chart, keyed by position. */
export const TrendTable = memo(function TrendTable({ trend, points, names, axis, periods, L, choose }: Props) {
  const t = L.t;
  const rows = trendRows(trend);
  // On a phone, the latest periods and the totals first (../common/useOpensAtLatest.ts).
  const wrap = useOpensAtLatest<HTMLDivElement>(`${trend.periods[0]?.key ?? ''}…${trend.periods.at(-1)?.key ?? ''}`, true);
  return (
    <div ref={wrap} onScroll={markScrolled} className="trends-table-wrap" tabIndex={0} role="region" aria-label={t('trends.tableCaption')} data-testid="trends-table-wrap">
      <table className="trends-table" data-testid="trends-table">
        <caption className="sr-only">{t('trends.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{axis}</th>
            {trend.periods.map((p, k) => <th key={p.key} scope="col" className="num">{periods[k]}</th>)}
            <th scope="col" className="num">{t('trends.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, r) => (
            <tr key={r} data-series={s.key} className={s.other ? 'other' : undefined}>
              <th scope="row" className="data-text" title={names[r]}>{names[r]}</th>
              {points[r]!.map((point, k) => {
                const a = point.act;
                return (
                  <td key={k} className="num" data-period={trend.periods[k]!.key} data-count={point.count}>
                    {a ? (
                      <button type="button" className={a.run ? 'trends-cell-button' : 'trends-cell-button no-drill'} onClick={() => choose(a)} aria-label={point.label}>{L.number(point.count)}</button>
                    ) : (
                      <span className={point.count === 0 ? 'zero' : undefined}>{L.number(point.count)}</span>
                    )}
                  </td>
                );
              })}
              <td className="num total" data-total={s.total}>{L.number(s.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-series="(all)">
            <th scope="row">{t('trends.allCases')}</th>
            {trend.totals.map((n, k) => <td key={trend.periods[k]!.key} className="num" data-count={n}>{L.number(n)}</td>)}
            <td className="num total" data-total={trend.shown}>{L.number(trend.shown)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
});
