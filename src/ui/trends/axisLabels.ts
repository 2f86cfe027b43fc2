import { useMemo } from 'react';
import type { Cluster } from '../../model/layout';
import { TREND_AXIS_TABLE, type MatrixAxisKey, type Period } from '../../model/trends';
import { clusterTitle } from '../common/clusterName';
import { valueLabel } from '../filters/Facets';
import type { Labels } from '../panel/types';

/** The words of an axis and of its values, in the reader's language. */
export interface AxisWords {
  name: (key: MatrixAxisKey) => string;
  value: (key: MatrixAxisKey, value: string) => string;
  period: (p: Period) => string;
}

export function useAxisWords(L: Labels, clusters: readonly Cluster[]): AxisWords {
  return useMemo(() => {
    const byId = new Map(clusters.map((c) => [c.id, c]));
    return {
      name: (key) => (key === 'year' ? L.t('trends.axis_year') : L.t(TREND_AXIS_TABLE[key].labelKey)),
      value: (key, value) => {
        if (key === 'year') return value;
        if (key === 'cluster') {
          const c = byId.get(value);
          return c ? clusterTitle(L, c) : value;
        }
        const facet = TREND_AXIS_TABLE[key].facet;
        return facet ? valueLabel(L, facet, value) : value;
      },
      period: (p) => (p.quarter === null ? String(p.year) : L.t('trends.period_quarter', { year: p.year, q: p.quarter })),
    };
  }, [L, clusters]);
}

/** Minutes as the reader reads a duration: minutes below two hours, hours below two days, then days. */
export function formatMinutes(L: Labels, minutes: number): string {
  if (minutes < 120) return L.t('trends.minutes', { n: L.number(Math.round(minutes)) });
  if (minutes < 2880) return L.t('trends.hours', { n: L.number(Math.round(minutes / 6) / 10) });
  return L.t('trends.days', { n: L.number(Math.round(minutes / 144) / 10) });
}
