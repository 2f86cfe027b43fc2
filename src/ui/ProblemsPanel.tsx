import { useDerived } from '../state/derived';
import { useActions, useAppStore } from '../state/store';
import { useLabels } from './useLabels';
import { useModalDialog } from './useModalDialog';

/** Every skipped record and ignored value, with record, id and field. */
export function ProblemsPanel() {
  const { library } = useDerived();
  const open = useAppStore((s) => s.problemsOpen);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const dialog = useModalDialog(open);
  const t = L.t;
  return (
    <dialog ref={dialog} className="problems-dialog" aria-labelledby="problems-title" onClose={() => actions.setProblemsOpen(false)} data-testid="problems">
      {open && (
        <>
          <h2 id="problems-title">{t('problems.title')}</h2>
          <p>{t('problems.intro')}</p>
          {library.problems.length === 0 ? <p>{t('problems.none')}</p> : (
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
                  {library.problems.slice(0, 2000).map((p, i) => (
                    <tr key={i} className={`problem-${p.severity}`}>
                      <td>{p.index === null ? '–' : `#${p.index}`}</td>
                      <td className="data-text">{p.id ?? '–'}</td>
                      <td><code>{p.field || '–'}</code></td>
                      <td className="data-text"><span className="problem-kind">{t(`problems.kind_${p.severity}`)}</span> {p.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <form method="dialog">
            <button type="submit" className="button">{t('problems.close')}</button>
          </form>
        </>
      )}
    </dialog>
  );
}
