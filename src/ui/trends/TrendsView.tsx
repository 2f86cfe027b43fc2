import { useMemo, useState } from 'react';
import { buildTrend, layoutTrend, TREND_AXIS_TABLE, TREND_BYS, trendCsv, trendPointDrill, trendSvg, type Period, type Trend, type TrendBy, type TrendSeries } from '../../model/trends';
import { MAX_LIST } from '../../model/view';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import type { Labels } from '../panel/types';
import { useLabels } from '../common/useLabels';
import { useAxisWords, type AxisWords } from './axisLabels';
import { ExportButtons } from './ExportButtons';
import { caption, saveCsv, savePicture, themeColours } from './exportTrends';
import { RecoverySection } from './RecoverySection';
import { useWarmAxes } from './useWarmAxes';
import { useWidth } from './useWidth';
import './trends.css';

/** What choosing a point does: the graph filtered to exactly its cases (or a pattern opened over its period), or why not. */
type PointAct = { run: () => void; pattern: boolean; reason: null } | { run: null; pattern: false; reason: string };

function usePointAction(trend: Trend, L: Labels, words: AxisWords, otherName: string) {
  const actions = useActions();
  const filters = useAppStore((s) => s.view.filters);
  return (series: TrendSeries, period: Period): PointAct => {
    const facet = TREND_AXIS_TABLE[trend.by].facet;
    const drill = trendPointDrill(trend, series, period, { maxValues: MAX_LIST, current: facet ? filters[facet] : [], dates: filters });
    if (drill.kind === 'filter') return { run: () => actions.drillDown({ [drill.facet]: drill.values, ...drill.range }), pattern: false, reason: null };
    if (drill.kind === 'pattern') return { run: () => actions.drillDown(drill.range, { kind: 'cluster', key: drill.cluster }), pattern: true, reason: null };
    const value = series.other ? otherName : words.value(trend.by, series.key);
    return { run: null, pattern: false, reason: L.t(`trends.noDrill_${drill.reason}`, { axis: words.name(trend.by), value, count: trend.other?.keys.length ?? 0, max: MAX_LIST }) };
  };
}

/** The words of one point: value, period, count, and what a click shows (or why it shows nothing). */
function pointLabel(L: Labels, words: AxisWords, trend: Trend, series: TrendSeries, period: Period, otherName: string, act: PointAct): string {
  const value = series.other ? otherName : words.value(trend.by, series.key);
  const args = { value, period: words.period(period), count: series.counts[trend.periods.indexOf(period)] ?? 0 };
  if (act.reason !== null) return `${L.t('trends.pointPlain', args)}. ${act.reason}`;
  return act.pattern ? L.t('trends.pointPattern', args) : L.t('trends.point', args);
}

export function TrendsView() {
  const { library, mask } = useDerived();
  const by = useAppStore((s) => s.view.by);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const t = L.t;
  const words = useAxisWords(L, library.map.clusters);
  const patterns = library.map;
  const trend = useMemo(() => buildTrend(library.index, mask, by, patterns), [library, mask, by, patterns]);
  useWarmAxes(library.index, patterns);
  const [chartRef, width] = useWidth<HTMLDivElement>();
  const layout = useMemo(() => layoutTrend(trend, Math.max(240, width)), [trend, width]);
  const [hover, setHover] = useState<string>('');
  // Why the point last chosen shows nothing (said, not silently ignored).
  const [whyOf, setWhy] = useState<{ trend: Trend; text: string } | null>(null);
  const why = whyOf && whyOf.trend === trend ? whyOf.text : '';
  const axis = words.name(by);
  const otherName = trend.other ? t('trends.other', { count: trend.other.values }) : '';
  const act = usePointAction(trend, L, words, otherName);
  const choose = (a: PointAct) => (a.run ? a.run() : setWhy({ trend, text: a.reason }));
  const seriesName = (s: TrendSeries) => (s.other ? otherName : words.value(by, s.key));
  const subject = t(`trends.title_${trend.granularity}`, { axis });

  const exportCsv = () => saveCsv(trendCsv(trend, { value: axis, total: t('trends.total'), other: otherName, allCases: t('trends.allCases') }, (k) => words.value(by, k)), `trends-${by}`);
  const exportSvg = async (format: 'svg' | 'png') => {
    const now = new Date();
    const svg = trendSvg(trend, { title: t('trends.pictureTitle', { subject, library: caption(L, library, subject, now)[1]! }), label: (k) => (k === '' ? otherName : words.value(by, k)), caption: [...caption(L, library, subject, now).slice(0, 1), t('trends.scale', { count: layout.max }), ...caption(L, library, subject, now).slice(1)], colours: themeColours() });
    await savePicture(svg, `trends-${by}`, format, now);
  };

  return (
    <div className="trends-view" data-testid="trends-view">
      <div className="trends-head">
        <h2 className="trends-title">{subject}</h2>
        <label className="trends-pick">
          <span>{t('trends.by')}</span>
          <select value={by} onChange={(e) => actions.setTrendBy(e.target.value as TrendBy)} data-testid="trends-by">
            {TREND_BYS.map((k) => <option key={k} value={k}>{words.name(k)}</option>)}
          </select>
        </label>
        <ExportButtons L={L} csv={exportCsv} svg={exportSvg} testid="trends-export" />
        <p className="trends-note muted">
          {t('trends.hint')} {trend.granularity === 'quarter' && t('trends.quarterNote')}{' '}
          {(by === 'comp' || by === 'symptom' || by === 'domain' || by === 'factor') && t('trends.multiNote')}{' '}
          {by === 'cluster' && t('trends.clusterClick')}{' '}
          {trend.without > 0 && t('trends.without', { count: trend.without })}
        </p>
        <p className="trends-why" role="status" data-testid="trends-why" hidden={!why}>{why}</p>
      </div>
      {trend.shown === 0 ? (
        <p className="muted trends-empty">{t('trends.empty')}</p>
      ) : (
        <div className="trends-body">
          <div className="trends-chart" ref={chartRef}>
            <p className="trends-hover" aria-hidden="true" data-testid="trends-hover">{hover || t('trends.scale', { count: layout.max })}</p>
            {/* The chart is for the eye and the mouse; the table below carries the same counts for everyone. */}
            <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} aria-hidden="true" data-testid="trends-chart" onMouseLeave={() => setHover('')}>
              {layout.panels.map((p) => (
                <g key={p.series.key || '(other)'} className={p.series.other ? 'trends-panel other' : 'trends-panel'} data-series={p.series.key}>
                  <text x={p.chart.x} y={p.y + 14} className="trends-panel-title">
                    {fit(seriesName(p.series), p.chart.w - 40)}
                    <tspan className="trends-panel-total"> {L.number(p.series.total)}</tspan>
                  </text>
                  <line x1={p.chart.x} x2={p.chart.x + p.chart.w} y1={p.chart.y + p.chart.h + 0.5} y2={p.chart.y + p.chart.h + 0.5} className="trends-axis" />
                  {p.bars.map((b) => {
                    const period = trend.periods[b.period]!;
                    const a = b.count > 0 ? act(p.series, period) : null;
                    const label = a ? pointLabel(L, words, trend, p.series, period, otherName, a) : L.t('trends.pointPlain', { value: seriesName(p.series), period: words.period(period), count: 0 });
                    return (
                      <g key={b.period} onMouseEnter={() => setHover(label)} onClick={a ? () => choose(a) : undefined} className={a?.run ? 'trends-point clickable' : a ? 'trends-point no-drill' : 'trends-point'} data-period={period.key} data-count={b.count}>
                        <rect x={b.x} y={p.chart.y} width={b.w} height={p.chart.h} className="trends-hit" />
                        {b.h > 0 && <rect x={b.x} y={b.y} width={b.w} height={b.h} className="trends-bar" />}
                        <title>{label}</title>
                      </g>
                    );
                  })}
                  <text x={p.chart.x} y={p.chart.y + p.chart.h + 12} className="trends-tick">{words.period(trend.periods[0]!)}</text>
                  <text x={p.chart.x + p.chart.w} y={p.chart.y + p.chart.h + 12} className="trends-tick" textAnchor="end">{words.period(trend.periods[trend.periods.length - 1]!)}</text>
                </g>
              ))}
            </svg>
          </div>
          <TrendTable trend={trend} L={L} words={words} otherName={otherName} act={act} choose={choose} />
        </div>
      )}
      <RecoverySection />
    </div>
  );
}

/** A rough cut so a long name does not run into the next panel (the table has it whole). */
function fit(text: string, width: number): string {
  const chars = [...text];
  let w = 0;
  for (let k = 0; k < chars.length; k++) {
    w += /[\u1100-\uFFDC]/.test(chars[k]!) ? 12 : 7;
    if (w > width) return `${chars.slice(0, Math.max(1, k - 1)).join('')}…`;
  }
  return text;
}

function TrendTable({ trend, L, words, otherName, act, choose }: { trend: Trend; L: Labels; words: AxisWords; otherName: string; act: ReturnType<typeof usePointAction>; choose: (a: PointAct) => void }) {
  const t = L.t;
  const rows = trend.other ? [...trend.series, trend.other] : trend.series;
  return (
    <div className="trends-table-wrap" tabIndex={0} role="region" aria-label={t('trends.tableCaption')}>
      <table className="trends-table" data-testid="trends-table">
        <caption className="sr-only">{t('trends.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{words.name(trend.by)}</th>
            {trend.periods.map((p) => <th key={p.key} scope="col" className="num">{words.period(p)}</th>)}
            <th scope="col" className="num">{t('trends.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.key || '(other)'} data-series={s.key} className={s.other ? 'other' : undefined}>
              <th scope="row" className="data-text">{s.other ? otherName : words.value(trend.by, s.key)}</th>
              {s.counts.map((count, k) => {
                const period = trend.periods[k]!;
                const a = count > 0 ? act(s, period) : null;
                return (
                  <td key={period.key} className="num" data-period={period.key} data-count={count}>
                    {a ? (
                      <button type="button" className={a.run ? 'trends-cell-button' : 'trends-cell-button no-drill'} onClick={() => choose(a)} aria-label={pointLabel(L, words, trend, s, period, otherName, a)}>{L.number(count)}</button>
                    ) : (
                      <span className={count === 0 ? 'zero' : undefined}>{L.number(count)}</span>
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
}
