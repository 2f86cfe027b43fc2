import { useState } from 'react';
import type { Labels } from '../panel/types';

/** CSV, SVG and PNG of what a view shows; a failure is said, not thrown. */
export function ExportButtons({ L, csv, svg, testid }: { L: Labels; csv: () => void; svg: (format: 'svg' | 'png') => Promise<void>; testid: string }) {
  const [error, setError] = useState('');
  // A click handler returns nothing: the work's failure is caught and said here.
  const run = (work: () => Promise<void> | void) => () => {
    setError('');
    void (async () => {
      try {
        await work();
      } catch (e) {
        setError(L.t('export.failed', { message: e instanceof Error ? e.message : String(e) }));
      }
    })();
  };
  return (
    <div className="trends-export" role="group" aria-label={L.t('trends.export')} data-testid={testid}>
      <span className="muted">{L.t('trends.export')}:</span>
      <button type="button" className="button button-small" onClick={run(csv)} data-testid={`${testid}-csv`}>{L.t('trends.exportCsv')}</button>
      <button type="button" className="button button-small" onClick={run(() => svg('svg'))} data-testid={`${testid}-svg`}>{L.t('trends.exportSvg')}</button>
      <button type="button" className="button button-small" onClick={run(() => svg('png'))} data-testid={`${testid}-png`}>{L.t('trends.exportPng')}</button>
      {error && <span className="trends-export-error" role="alert">{error}</span>}
    </div>
  );
}
