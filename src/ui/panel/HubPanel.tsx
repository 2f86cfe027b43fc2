import { useMemo } from 'react';
import { hubSummary } from '../../model/network';
import { useDerived } from '../../state/derived';
import { useLabels } from '../common/useLabels';
import { DepthControl } from './DepthControl';
import { Sections } from './parts';
import { HUB_SECTIONS } from './sections';
import type { HubKind, HubView } from './types';

export function HubPanel({ kind, slug }: { kind: HubKind; slug: string }) {
  const { library, mask } = useDerived();
  const L = useLabels(library.taxonomy);
  const summary = useMemo(() => hubSummary(library.index, kind, slug, mask), [library, kind, slug, mask]);
  const view: HubView = { kind, slug, summary, library, L };
  return (
    <article className="hub-panel" aria-labelledby="panel-title" data-testid="hub-panel">
      <header className="panel-header">
        <p className="panel-kicker">{L.t(kind === 'component' ? 'legend.component' : 'legend.cause')} · <code>{slug}</code></p>
        <h2 id="panel-title" tabIndex={-1}>{L.label(kind === 'component' ? 'component' : 'root_cause', slug)}</h2>
      </header>
      <DepthControl />
      <Sections view={view} entries={HUB_SECTIONS} />
    </article>
  );
}
