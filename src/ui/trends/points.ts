import { useMemo } from 'react';
import { TREND_AXIS_TABLE, trendPointDrill, type Trend, type TrendSeries } from '../../model/trends';
import { MAX_LIST } from '../../model/view';
import { useActions, useAppStore } from '../../state/store';
import type { Labels } from '../panel/types';
import type { AxisWords } from './axisLabels';
import { templates } from './templates';

/** What choosing a point does: the graph filtered to exactly its cases (or a pattern opened over its period), or why not. */
export type PointAct = { run: () => void; pattern: boolean; reason: null } | { run: null; pattern: false; reason: string };

/** One point of the trend (a value in a period): its count, what a click does (null for none: a zero), and its words. */
export interface Point {
  count: number;
  act: PointAct | null;
  label: string;
}

/** The rows of the trend as drawn and tabled: its series, then "other". */
export const trendRows = (trend: Trend): TrendSeries[] => (trend.other ? [...trend.series, trend.other] : trend.series);

/**
 * Every point's action and words, computed once per trend (and language, filters): the chart and
 * the table read the same ones, and nothing is worded again when only the hover changes.
 */
export function usePoints(trend: Trend, L: Labels, words: AxisWords, otherName: string): Point[][] {
  const actions = useActions();
  const filters = useAppStore((s) => s.view.filters);
  return useMemo(() => {
    const facet = TREND_AXIS_TABLE[trend.by].facet;
    const current = facet ? filters[facet] : [];
    const sentence = templates(L);
    const say = (key: 'trends.point' | 'trends.pointPattern' | 'trends.pointPlain', count: number, value: string, period: string) => sentence(key, count, { value, period });
    const periods = trend.periods.map((p) => words.period(p));
    return trendRows(trend).map((series) => {
      const value = series.other ? otherName : words.value(trend.by, series.key);
      let reason: string | null = null;
      return series.counts.map((count, k): Point => {
        const period = trend.periods[k]!;
        if (count === 0) return { count, act: null, label: say('trends.pointPlain', 0, value, periods[k]!) };
        const drill = trendPointDrill(trend, series, period, { maxValues: MAX_LIST, current, dates: filters });
        if (drill.kind === 'filter') {
          const act: PointAct = { run: () => actions.drillDown({ [drill.facet]: drill.values, ...drill.range }), pattern: false, reason: null };
          return { count, act, label: say('trends.point', count, value, periods[k]!) };
        }
        if (drill.kind === 'pattern') {
          const act: PointAct = { run: () => actions.drillDown(drill.range, { kind: 'cluster', key: drill.cluster }), pattern: true, reason: null };
          return { count, act, label: say('trends.pointPattern', count, value, periods[k]!) };
        }
        reason ??= L.t(`trends.noDrill_${drill.reason}`, { axis: words.name(trend.by), value, count: trend.other?.keys.length ?? 0, max: MAX_LIST });
        return { count, act: { run: null, pattern: false, reason }, label: `${say('trends.pointPlain', count, value, periods[k]!)}. ${reason}` };
      });
    });
  }, [trend, L, words, otherName, filters, actions]);
}
