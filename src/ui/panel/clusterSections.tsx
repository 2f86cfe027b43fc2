import { firstSentence } from '../../model/core';
import { useActions } from '../../state/store';
import { CaseLink, Chip } from './parts';
import type { ClusterView } from './types';

const SHARED_SHOWN = 12;
const LESSONS_SHOWN = 30;

/** The cluster's cases, newest first, each a link that selects it. */
export function ClusterCasesBody({ view: { cases, library, L } }: { view: ClusterView }) {
  const actions = useActions();
  return (
    <ul className="related">
      {cases.map((i) => {
        const c = library.cases[i]!;
        return <li key={c.id}><CaseLink c={c} L={L} onClick={() => actions.select({ kind: 'case', key: c.id }, true)} /></li>;
      })}
    </ul>
  );
}

const KINDS = {
  components: { taxonomy: 'component', select: 'component' },
  causes: { taxonomy: 'root_cause', select: 'cause' },
  contributing: { taxonomy: 'contributing', select: null },
} as const;

/** What the cluster's cases have, with how many of them have it; components and causes open their panel. */
export function ClusterSharedBody(field: keyof typeof KINDS) {
  const { taxonomy, select } = KINDS[field];
  return function SharedBody({ view: { cluster, L } }: { view: ClusterView }) {
    const actions = useActions();
    const total = cluster.cases.length;
    return (
      <div className="chips">
        {cluster[field].slice(0, SHARED_SHOWN).map(([slug, n]) => {
          const text = (
            <>
              {L.label(taxonomy, slug)} <span className="count" title={L.t('map.shareCount', { count: n, total })}>{n}/{total}</span>
            </>
          );
          return select ? <Chip key={slug} onClick={() => actions.select({ kind: select, key: slug }, true)}>{text}</Chip> : <Chip key={slug}>{text}</Chip>;
        })}
      </div>
    );
  };
}

/** The first sentence of each case's lessons, newest first. */
export function ClusterLessonsBody({ view: { cases, library, L } }: { view: ClusterView }) {
  const items = cases.flatMap((i) => {
    const c = library.cases[i]!;
    const text = c.lessons ? firstSentence(L.text(c.lessons).text) : '';
    return text ? [{ id: c.id, text }] : [];
  });
  if (!items.length) return <p className="muted">{L.t('panel.none')}</p>;
  return (
    <ul className="cluster-lessons">
      {items.slice(0, LESSONS_SHOWN).map((l) => (
        <li key={l.id}><span className="case-link-id">{l.id}</span> {l.text}</li>
      ))}
    </ul>
  );
}
