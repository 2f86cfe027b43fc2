import { useMemo } from 'react';
import { wordProblem, wordsOf } from '../../i18n/wording';
import { aliasNotes } from '../../model/core';
import { recordNumber, sortProblems } from '../../model/core';
import { useLibraryProblems } from '../../state/useCaseTexts';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import { useModalDialog } from '../common/useModalDialog';

/** Most rows the dialog lists (a table of 100,000 rows would freeze it); the rest are counted. */
const PROBLEM_ROWS = 2000;

/** Every skipped record and ignored value, with record, id and field. */
export function ProblemsPanel() {
  const { library } = useDerived();
  const open = useAppStore((s) => s.problemsOpen);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const dialog = useModalDialog(open);
  const problems = useLibraryProblems(library);
  const t = L.t;
  const words = useMemo(() => wordsOf(t), [t]);
  // Sorted only while the dialog is open; the list is fixed for a loaded library.
  const rows = useMemo(() => (open ? sortProblems(problems).slice(0, PROBLEM_ROWS) : []), [open, problems]);
  // Information, not problems: the file's own slugs that the taxonomy's aliases read as its own.
  const notes = useMemo(() => (open ? aliasNotes(library.cases) : []), [open, library.cases]);
  return (
    <dialog ref={dialog} className="problems-dialog" aria-labelledby="problems-title" onClose={() => actions.setProblemsOpen(false)} data-testid="problems">
      {open && (
        <>
          <h2 id="problems-title">{t('problems.title')}</h2>
          <p>{t('problems.intro')}</p>
          {problems.length === 0 ? <p>{t('problems.none')}</p> : (
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('problems.record')}</th>
                    <th scope="col">{t('problems.id')}</th>
                    <th scope="col">{t('problems.field')}</th>
                    <th scope="col">{t('problems.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p, i) => (
                    <tr key={i} className={`problem-${p.severity}`}>
                      <td className="data-text">{[p.file, p.index === null ? null : `#${recordNumber(p.index)}`].filter(Boolean).join(' ') || '–'}</td>
                      <td className="data-text">{p.id ?? '–'}</td>
                      <td><code>{p.field || '–'}</code></td>
                      <td className="data-text"><span className="problem-kind">{t(`problems.kind_${p.severity}`)}</span> {wordProblem(words, p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {problems.length > rows.length && <p className="muted" data-testid="problems-more">{t('problems.shownOf', { shown: L.number(rows.length), count: problems.length, total: L.number(problems.length) })}</p>}
            </div>
          )}
          {notes.length > 0 && (
            <section data-testid="alias-notes">
              <h3>{t('aliases.title')}</h3>
              <p>{t('aliases.intro')}</p>
              <ul>
                {notes.map((a) => (
                  <li key={`${a.kind}:${a.original}`} className="data-text">
                    {t('aliases.row', { kind: t(`aliases.kind_${a.kind}`), original: a.original, label: L.label(a.kind, a.slug), count: a.cases, id: a.firstId })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form method="dialog">
            <button type="submit" className="button">{t('problems.close')}</button>
          </form>
        </>
      )}
    </dialog>
  );
}
