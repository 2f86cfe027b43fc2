import { memo } from 'react';
import type { Trend, TrendLayout } from '../../model/trends';
import type { Labels } from '../panel/types';
import { fitText, measure, pageFont } from './fitText';
import type { Point, PointAct } from './points';

interface Props {
  trend: Trend;
  layout: TrendLayout;
  /** Per row (series, then "other"), per period. */
  points: Point[][];
  /** Each row's name. */
  names: string[];
  /** Each period's words (the first and last are drawn under each panel). */
  periods: string[];
  L: Labels;
  onHover: (label: string) => void;
  choose: (a: PointAct) => void;
}

/**
 * The small multiples: one panel per value on one shared scale. Memoised, and keyed by position
 * rather than by value, so a hover redraws nothing and a facet switch updates the panels' bars
 * and words in place instead of replacing every element. A name too long for its panel ends in
 * "…" and is whole on hover (and in the table).
 */
export const TrendChart = memo(function TrendChart({ trend, layout, points, names, periods, L, onHover, choose }: Props) {
  const font = pageFont(12, 600);
  const regular = pageFont(12);
  return (
    <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} aria-hidden="true" data-testid="trends-chart" onMouseLeave={() => onHover('')}>
      {layout.panels.map((p, k) => {
        const total = ` ${L.number(p.series.total)}`;
        const name = fitText(names[k]!, p.chart.w - Math.ceil(measure(total, regular)) - 4, font);
        return (
          <g key={k} className={p.series.other ? 'trends-panel other' : 'trends-panel'} data-series={p.series.key}>
            <text x={p.chart.x} y={p.y + 14} className="trends-panel-title" data-cut={name.cut || undefined} onMouseEnter={name.cut ? () => onHover(`${names[k]!}${total}`) : undefined}>
              <title>{`${names[k]!}${total}`}</title>
              {name.text}
              <tspan className="trends-panel-total">{total}</tspan>
            </text>
            <line x1={p.chart.x} x2={p.chart.x + p.chart.w} y1={p.chart.y + p.chart.h + 0.5} y2={p.chart.y + p.chart.h + 0.5} className="trends-axis" />
            {p.bars.map((b) => {
              const point = points[k]![b.period]!;
              const a = point.act;
              return (
                <g key={b.period} onMouseEnter={() => onHover(point.label)} onClick={a ? () => choose(a) : undefined} className={a?.run ? 'trends-point clickable' : a ? 'trends-point no-drill' : 'trends-point'} data-period={trend.periods[b.period]!.key} data-count={b.count}>
                  <rect x={b.x} y={p.chart.y} width={b.w} height={p.chart.h} className="trends-hit" />
                  {b.h > 0 && <rect x={b.x} y={b.y} width={b.w} height={b.h} className="trends-bar" />}
                  <title>{point.label}</title>
                </g>
              );
            })}
            <text x={p.chart.x} y={p.chart.y + p.chart.h + 12} className="trends-tick">{periods[0]}</text>
            <text x={p.chart.x + p.chart.w} y={p.chart.y + p.chart.h + 12} className="trends-tick" textAnchor="end">{periods[periods.length - 1]}</text>
          </g>
        );
      })}
    </svg>
  );
});
