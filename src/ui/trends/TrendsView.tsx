import { memo, useCallback, useMemo, useState } from 'react';
import { buildTrend, layoutTrend, TREND_BYS, trendCsv, trendSvg, type Trend, type TrendBy } from '../../model/trends';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import { useAxisWords } from './axisLabels';
import { ExportButtons } from './ExportButtons';
import { caption, saveCsv, savePicture, themeColours } from './exportTrends';
import { RecoverySection } from './RecoverySection';
import { trendRows, usePoints, type PointAct } from './points';
import { TrendChart } from './TrendChart';
import { TrendTable } from './TrendTable';
import { useWarmAxes } from './useWarmAxes';
import { useWidth } from './useWidth';
import './trends.css';

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
  const points = usePoints(trend, L, words, otherName);
  const choose = useCallback((a: PointAct) => (a.run ? a.run() : setWhy({ trend, text: a.reason })), [trend]);
  const names = useMemo(() => trendRows(trend).map((s) => (s.other ? otherName : words.value(trend.by, s.key))), [trend, otherName, words]);
  const periods = useMemo(() => trend.periods.map((p) => words.period(p)), [trend, words]);
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
          <span>{t('trends.by')}:</span>
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
            <TrendChart trend={trend} layout={layout} points={points} names={names} periods={periods} L={L} onHover={setHover} choose={choose} />
          </div>
          <TrendTable trend={trend} points={points} names={names} axis={axis} periods={periods} L={L} choose={choose} />
        </div>
      )}
      <Recovery />
    </div>
  );
}

/** Recurrence and recovery do not depend on the trend's facet: a switch (or a hover) does not redraw them. */
const Recovery = memo(RecoverySection);
