import { useMemo, useState, useSyncExternalStore } from 'react';
import { COLOR_MODES, legendOpen, type ColorMode } from '../../model/view';
import { useDerived } from '../../state/derived';
import { usePathIds } from '../../state/path';
import { useActions, useAppStore } from '../../state/store';
import { legendText } from '../common/clusterName';
import { useColorScheme } from './useColorScheme';
import { useLabels } from '../common/useLabels';
import { useResolvedTheme } from '../common/useTheme';

/**
 * Colour entries listed before the rest fold into "show all": a long legend lies over the graph
 * (27 failure patterns on the bundled library covered a selection's hubs), so it opens short,
 * but with every entry that has a colour (failure patterns beyond the palette are neutral: their
 * names on the map tell them apart, so they can wait behind "show all").
 */
const ENTRIES_SHOWN = 7;

/** The viewport's width, for the legend's folding rule (model/view/legendFold.ts). */
const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const useViewportWidth = () => useSyncExternalStore(subscribeWidth, () => window.innerWidth, () => Infinity);

/**
 * What the map draws, from the same scheme the graph colours its cases with: node kinds, grey
 * membership and purple relation edges, arrows, sizes, and the current colour mode's entries
 * with how many shown cases each has. A cluster entry selects its cluster.
 */
export function Legend({ foldInFocus = true }: { foldInFocus?: boolean } = {}) {
  const { library, mask } = useDerived();
  const L = useLabels(library.taxonomy);
  const theme = useResolvedTheme();
  const scheme = useColorScheme();
  const actions = useActions();
  const selection = useAppStore((s) => s.view.selection);
  const counts = useMemo(() => {
    const c = new Map<string, number>();
    scheme.keys.forEach((k, i) => {
      if (mask[i]) c.set(k, (c.get(k) ?? 0) + 1);
    });
    return c;
  }, [scheme, mask]);
  const [all, setAll] = useState(false);
  // A focus opens for a selection, a path or a draft (src/graph/useFocusView.ts): the legend folds
  // while it is open (its labels are its key) and is as it was on the map when it closes. The embed
  // keeps its key open (its picture is exported with it).
  const pathCount = usePathIds().length;
  const draft = useAppStore((s) => s.view.draft);
  const focusOpen = foldInFocus && (selection != null || pathCount > 0 || !!draft?.trim());
  // The reader's choice on the map, and the one made under a selection: a new selection (a panel
  // opening beside the legend) goes back to the rule, so the legend opened to pick a pattern folds
  // again when that pattern's panel opens.
  const selectionKey = JSON.stringify([selection ?? null, focusOpen]);
  const [mapChoice, setMapChoice] = useState<boolean | null>(null);
  const [chosen, setChosen] = useState<{ open: boolean; under: string } | null>(null);
  const open = legendOpen(useViewportWidth(), focusOpen ? (chosen?.under === selectionKey ? chosen.open : null) : mapChoice, focusOpen);
  const choose = (next: boolean) => (focusOpen ? setChosen({ open: next, under: selectionKey }) : setMapChoice(next));
  const present = scheme.legend.filter((e) => (counts.get(e.key) ?? 0) > 0);
  const short = Math.max(1, Math.min(ENTRIES_SHOWN, present.filter((e) => !e.neutral).length));
  const entries = all ? present : present.slice(0, short);
  return (
    <div className={open ? 'legend' : 'legend legend-folded'} aria-label={L.t('legend.title')} role="group" data-testid="legend" data-over-graph="legend">
      <div className="legend-head">
        <label className="legend-mode">
          {L.t('map.colorBy')}{' '}
          <select value={scheme.mode} onChange={(e) => actions.setColor(e.target.value as ColorMode)} data-testid="color-mode">
            {COLOR_MODES.map((m) => <option key={m} value={m}>{L.t(`map.mode.${m}`)}</option>)}
          </select>
        </label>
        <button type="button" className="legend-fold" aria-expanded={open} aria-label={L.t(open ? 'camera.legendHide' : 'camera.legendShow')} title={L.t(open ? 'camera.legendHide' : 'camera.legendShow')} onClick={() => choose(!open)} data-testid="legend-fold">
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </div>
      {open && (
        <>
          <ul className="legend-entries" data-testid="legend-entries">
            {entries.map((e) => {
              // A neutral pattern has no colour to show: its name identifies it (no grey swatch repeated).
              const swatch = e.neutral ? <span className="swatch swatch-none" aria-hidden="true" /> : <span className="swatch swatch-case" aria-hidden="true" style={{ background: e.colour[theme].fill, borderColor: e.colour[theme].border }} />;
              const text = legendText(L, e.label);
              const count = counts.get(e.key) ?? 0;
              return (
                <li key={e.key} data-key={e.key} data-colour={e.neutral ? undefined : e.colour[theme].fill} data-neutral={e.neutral ? '' : undefined} title={text}>
                  {e.label.kind === 'cluster' ? (
                    <button type="button" className="legend-entry" aria-pressed={selection?.kind === 'cluster' && selection.key === e.key} aria-label={L.t('map.entry', { name: text, count })} onClick={() => actions.select({ kind: 'cluster', key: e.key }, true)}>
                      {swatch}<span className="legend-text">{text}</span> <span className="count">{count}</span>
                    </button>
                  ) : (
                    <span className="legend-entry">{swatch}<span className="legend-text">{text}</span> <span className="count">{count}</span></span>
                  )}
                </li>
              );
            })}
          </ul>
          {present.length > short && (
            <button type="button" className="link-button legend-more" aria-expanded={all} onClick={() => setAll(!all)} data-testid="legend-more">
              {all ? L.t('map.legendFewer') : L.t('map.legendMore', { count: present.length })}
            </button>
          )}
          <div className="legend-kinds">
            <span className="legend-item"><span className="swatch swatch-case swatch-plain" aria-hidden="true" />{L.t('legend.case')}</span>
            <span className="legend-item"><span className="swatch swatch-component" aria-hidden="true" />{L.t('legend.component')}</span>
            <span className="legend-item"><span className="swatch swatch-cause" aria-hidden="true" />{L.t('legend.cause')}</span>
            <span className="legend-item"><span className="swatch swatch-membership" aria-hidden="true" />{L.t('map.membership')}</span>
            <span className="legend-item"><span className="swatch swatch-relation" aria-hidden="true" />{L.t('legend.relation')}</span>
            <span className="legend-item"><span className="swatch swatch-arrow" aria-hidden="true" />{L.t('map.recurrence')}</span>
            <span className="legend-item"><span className="swatch swatch-size" aria-hidden="true" />{L.t('map.size')}</span>
          </div>
        </>
      )}
    </div>
  );
}
