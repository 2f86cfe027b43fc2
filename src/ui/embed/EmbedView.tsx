import { useTranslation } from 'react-i18next';
import { fullViewUrl } from '../../model/view';
import { DerivedProvider } from '../../state/derived';
import type { Library } from '../../state/libraryQuery';
import { useAppStore } from '../../state/store';
import { GraphView } from '../map/GraphView';
import { Legend } from '../map/Legend';
import { useViewSubject } from '../share/useViewSubject';
import { pageAddress } from '../share/pageAddress';
import './embed.css';

function EmbedBody() {
  const { t } = useTranslation();
  const view = useAppStore((s) => s.view);
  const subject = useViewSubject();
  return (
    <div className="embed" data-testid="embed">
      <header className="embed-header">
        <h1 className="embed-title" title={subject}>{subject}</h1>
        {/* A new tab, without an opener: the embedding page gets no handle on the app, nor the app on it. */}
        <a className="embed-open" href={fullViewUrl(pageAddress(), view)} target="_blank" rel="noopener noreferrer" title={t('share.openHint')} data-testid="embed-open">
          {t('share.open')} <span aria-hidden="true">↗</span>
        </a>
      </header>
      <main className="embed-graph graph-stage" aria-label={t('share.graphLabel', { name: subject })}>
        <GraphView />
        <div className="embed-legend">
          <Legend foldInFocus={false} />
        </div>
      </main>
    </div>
  );
}

/**
 * The graph alone, for an iframe on another page (`embed=1`): no toolbar, filters, panel or
 * status line; the title of what is shown, a compact legend, and a link to the full app.
 */
export function EmbedView({ library }: { library: Library }) {
  return (
    <DerivedProvider library={library}>
      <EmbedBody />
    </DerivedProvider>
  );
}
