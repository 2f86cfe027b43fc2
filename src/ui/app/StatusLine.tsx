import { useMemo } from 'react';
import { aliasNotes } from '../../model/core';
import { CLIQUE_CAP } from '../../model/network';
import { useLibraryProblems } from '../../state/useCaseTexts';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import { skippedRecords } from '../../model/guard';

/** What is shown, counted; and the way to the data problems. */
export function StatusLine() {
  const { library, graph, drawn, shownCount } = useDerived();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const t = L.t;
  const total = library.cases.length;
  const problems = useLibraryProblems(library);
  // Records, not problems: a record with two bad fields is one skipped record.
  const skipped = skippedRecords(problems);
  const warnings = problems.filter((p) => p.severity !== 'error').length;
  const aliasesRead = useMemo(() => aliasNotes(library.cases).length, [library.cases]);
  const n = (count: number) => ({ count, n: L.number(count) });
  const casesText = shownCount === total ? t('status.cases', n(total)) : t('status.casesOf', { shown: L.number(shownCount), ...n(total) });
  const origin = library.origin;
  const source = origin.kind === 'bundled' ? t('status.source_bundled') : origin.kind === 'url' ? t('status.source_url', { url: origin.url }) : t('status.source_file', { name: origin.name });
  const largest = graph.chainedGroups[0];
  // The notes on how the map is drawn say nothing about the list, the matrix, the trends or two
  // cases side by side (and on a phone they took a third of the bar's lines there).
  const onMap = useAppStore((s) => s.view.view === 'graph' && !s.view.compare);
  const capped = graph.focusCapped;
  const notes = onMap
    ? [
        // The selection's own note first: on a wide screen, the line cuts what does not fit. It
        // says to filter to draw them all, which is what the note on aggregation would say.
        capped && <StatusNote key="capped" testId="focus-capped-note" text={t(capped.of === 'related' ? 'graph.focusCappedRelated' : 'graph.focusCapped', { shown: L.number(capped.shown), total: L.number(capped.total) })} />,
        graph.aggregated && !capped && <StatusNote key="aggregated" testId="aggregated-note" text={t('graph.aggregated')} />,
        largest && <StatusNote key="chained" testId="chained-note" aside text={t('status.chained', { cap: CLIQUE_CAP, size: largest.size })} />,
      ].filter(Boolean)
    : [];
  return (
    <footer className="status-bar">
      <div className="status-main">
        <p role="status" className="status-line" data-testid="status">
          {[
            casesText,
            t('status.components', n(drawn.components)),
            t('status.causes', n(drawn.causes)),
            // The relations counted are the drawn ones: none while the aggregated view draws no case,
            // which "0 relations" would misstate.
            graph.aggregated && drawn.cases === 0 ? null : t('status.relations', n(drawn.relations)),
          ].filter(Boolean).join(' · ')}
        </p>
        <span className="status-source" title={source}>{source}</span>
        {(skipped > 0 || warnings > 0 || aliasesRead > 0) && (
          <button type="button" className="problems-button" onClick={() => actions.setProblemsOpen(true)} data-testid="problems-button">
            {[
              skipped > 0 ? t('status.skipped', n(skipped)) : null,
              warnings > 0 ? t('status.warnings', n(warnings)) : null,
              // Slugs read through the aliases are information, never counted as warnings.
              aliasesRead > 0 ? t('aliases.button', n(aliasesRead)) : null,
            ].filter(Boolean).join(' · ')}
          </button>
        )}
      </div>
      {notes.length > 0 && <div className="status-notes">{notes}</div>}
    </footer>
  );
}

/** A note on how the map is drawn; whole in its title, since a wide screen cuts what does not fit on the bar's one line. */
function StatusNote({ text, testId, aside = false }: { text: string; testId: string; aside?: boolean }) {
  return <span className={aside ? 'status-note status-note-aside' : 'status-note'} title={text} data-testid={testId}>{text}</span>;
}
