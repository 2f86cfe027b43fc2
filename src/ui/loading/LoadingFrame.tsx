import { useTranslation } from 'react-i18next';
import { IgnoredLine } from '../app/IgnoredLine';
import { Loading } from './LoadState';
import './loading.css';

/**
 * The app's frame while the library loads (issue 29): the header, the filter column, the main bar,
 * a legend placeholder and the canvas with the load's progress, at the sizes of the explorer, so
 * neither the static frame in index.html before it nor the explorer after it moves anything.
 */
export function LoadingFrame() {
  const { t } = useTranslation();
  return (
    <>
      <header className="app-header load-frame-header">
        <h1 className="app-title">{t('app.title')}</h1>
        <span className="load-bone load-frame-search" aria-hidden="true" />
        <span className="load-bone load-frame-tools" aria-hidden="true" />
      </header>
      <IgnoredLine />
      <div className="app-body view-graph load-frame" aria-busy="true" data-testid="load-frame">
        <aside className="facets load-frame-facets" aria-hidden="true">
          {[60, 85, 75, 50, 80, 65].map((w, i) => <span key={i} className="load-bone" style={{ width: `${w}%` }} />)}
        </aside>
        <main className="graph-area" aria-label={t('progress.label')}>
          <div className="main-bar load-frame-bar" aria-hidden="true"><span className="load-bone" /></div>
          <div className="load-frame-canvas" data-testid="load-canvas">
            <span className="load-frame-legend" aria-hidden="true" />
            <Loading />
          </div>
        </main>
      </div>
      <footer className="status-bar load-frame-status" aria-hidden="true" />
    </>
  );
}
