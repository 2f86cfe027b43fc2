import { useMemo } from 'react';
import { buildTrend, recoveryOf, repeatMask } from '../../model/trends';
import type { ClusterView } from '../panel/types';
import { useAxisWords } from './axisLabels';
import { figureText } from './RecoverySection';
import './trends.css';

const W = 300;
const H = 56;

/** A failure pattern's own trend (its cases per year or quarter, the whole library's span) and figures. */
export function ClusterTrendBody({ view: { cluster, library, L } }: { view: ClusterView }) {
  const words = useAxisWords(L, library.map.clusters);
  const { trend, figures } = useMemo(() => {
    const mask = new Uint8Array(library.index.cases.length);
    for (const i of cluster.cases) mask[i] = 1;
    return { trend: buildTrend(library.index, mask, 'cluster', library.map, 1), figures: recoveryOf(library.index, cluster.cases, repeatMask(library.index)) };
  }, [cluster, library]);
  const counts = trend.totals;
  const max = Math.max(1, ...counts);
  const slot = W / Math.max(1, counts.length);
  const first = trend.periods[0];
  const last = trend.periods[trend.periods.length - 1];
  return (
    <div className="cluster-trend" data-testid="cluster-trend">
      {first && last && (
        <>
          <svg width="100%" viewBox={`0 0 ${W} ${H + 14}`} preserveAspectRatio="none" aria-hidden="true" className="cluster-trend-chart">
            <line x1={0} x2={W} y1={H + 0.5} y2={H + 0.5} className="trends-axis" />
            {counts.map((n, k) => (n > 0 ? (
              <rect key={k} x={k * slot + 0.5} y={H - (n / max) * H} width={Math.max(0.5, slot - 1)} height={(n / max) * H} className="trends-bar">
                <title>{`${words.period(trend.periods[k]!)}: ${n}`}</title>
              </rect>
            ) : null))}
          </svg>
          <div className="cluster-trend-axis muted" aria-hidden="true">
            <span>{words.period(first)}</span>
            <span>{words.period(last)}</span>
          </div>
          <p className="sr-only">{trend.periods.map((p, k) => `${words.period(p)}: ${counts[k]}`).join(', ')}</p>
        </>
      )}
      <ul className="cluster-trend-figures">
        <li data-testid="cluster-repeats">{L.t('trends.panelRepeats', { count: figures.repeats, total: figures.cases })}</li>
        <li>{L.t('trends.panelDetect', { figure: figureText(L, figures.detect) })}</li>
        <li>{L.t('trends.panelResolve', { figure: figureText(L, figures.resolve) })}</li>
      </ul>
    </div>
  );
}
