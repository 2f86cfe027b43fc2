import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseTaxonomy } from '../../data/taxonomy';
import { wordsOf } from '../../i18n/wording';
import {
  acceptSuggestion,
  IMPORT_TARGETS,
  importFiles,
  kindKey,
  libraryText,
  parseMapping,
  serialiseMapping,
  suggestContext,
  SUGGESTED_KINDS,
  targetKey,
  wordIssue,
  wordIssuePlace,
  wordReason,
  type ColumnMapping,
  type ImportedCase,
  type ImportFile,
  type SuggestedKind,
} from '../../model/import';
import { labelOf } from '../../model/core';
import { severityKey } from '../../model/core';
import type { Case } from '../../model/core';
import type { Lang } from '../../model/core';
import { useImportReview } from '../../state/importReview';
import { useLibrary } from '../../state/libraryQuery';
import { useActions } from '../../state/store';
import { download } from '../common/exportFiles';
import { useModalDialog } from '../common/useModalDialog';
import './import.css';

/** Suggestions learn from the open library when it is small enough to index here at once. */
const MAX_LEARN_CASES = 5_000;
/** Cases listed with their suggestions (all are accepted by "Accept all"). */
const MAX_LISTED = 200;
const PREVIEW = 5;
/** Product names as their makers write them. */
const TOOL_NAMES: Record<string, string> = { pagerduty: 'PagerDuty', jira: 'Jira', opsgenie: 'Opsgenie', servicenow: 'ServiceNow', generic: 'CSV' };

/** The review step of an import: mapping, first rows, unreadable rows, suggested tags, then open. */
export function ImportReview() {
  const files = useImportReview((s) => s.files);
  const libraries = useImportReview((s) => s.libraries);
  return files ? <Review files={files} libraries={libraries} /> : null;
}

function Review({ files, libraries }: { files: ImportFile[]; libraries: File[] }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'ko' ? 'ko' : 'en') as Lang;
  const w = wordsOf(t);
  const close = useImportReview((s) => s.close);
  const actions = useActions();
  const dialog = useModalDialog(true);
  const library = useLibrary().data;
  const taxonomy = useMemo(() => baseTaxonomy(), []);
  const libraryCases = library?.cases;
  const context = useMemo(() => {
    const learnFrom: readonly Case[] = libraryCases && libraryCases.length <= MAX_LEARN_CASES ? libraryCases : [];
    return suggestContext(taxonomy, learnFrom);
  }, [taxonomy, libraryCases]);
  const [mappings, setMappings] = useState<Record<string, ColumnMapping>>({});
  const result = useMemo(() => importFiles(files, { taxonomy, mappings }, context), [files, taxonomy, mappings, context]);
  const [accepted, setAccepted] = useState<Record<string, ImportedCase>>({});
  const cases = result.cases.map((c) => accepted[c.id] ?? c);
  const errors = result.issues.filter((i) => i.severity === 'error');
  const notes = result.issues.filter((i) => i.severity === 'warning');

  const accept = (c: ImportedCase, kind: SuggestedKind, slug: string) => setAccepted((a) => ({ ...a, [c.id]: acceptSuggestion(a[c.id] ?? c, kind, slug) }));
  const acceptAll = () => {
    const next: Record<string, ImportedCase> = {};
    for (const c of cases) {
      let d = c;
      for (const kind of SUGGESTED_KINDS) {
        const top = c.suggested_tags?.[kind][0];
        if (top) d = acceptSuggestion(d, kind, top.slug);
      }
      next[c.id] = d;
    }
    setAccepted(next);
  };
  const open = () => {
    const single = files.length === 1 ? files[0]!.name.replace(/\.[^.]+$/, '.json') : 'imported-library.json';
    const name = libraries.some((f) => f.name === single) ? 'imported-library.json' : single;
    const imported = cases.length ? [new File([libraryText(cases)], name, { type: 'application/json' })] : [];
    // Library files dropped with the CSV/Markdown open with its cases as one library, they first
    // (the loader reports an id both have, naming both files).
    const [first, ...more] = [...libraries, ...imported];
    if (first) actions.openLocal(first, more);
    close();
  };
  const setColumn = (file: string, base: ColumnMapping, target: (typeof IMPORT_TARGETS)[number], header: string) => {
    const columns = { ...base.columns };
    if (header) columns[target] = [header];
    else delete columns[target];
    setMappings((m) => ({ ...m, [file]: { tool: 'custom', columns } }));
  };
  const loadMapping = async (file: string, picked: File | undefined) => {
    if (!picked) return;
    try {
      const m = parseMapping(JSON.parse(await picked.text()));
      if (m) setMappings((all) => ({ ...all, [file]: m }));
    } catch {
      // Not JSON: the mapping stays as it was.
    }
  };
  const isAccepted = (c: ImportedCase, kind: SuggestedKind, slug: string) => (kind === 'root_cause' ? c.root_cause === slug : c[kind].includes(slug));

  return (
    <dialog ref={dialog} className="import-dialog" aria-labelledby="import-title" onClose={close} data-testid="import-review">
      <h2 id="import-title">{t('importer.review.title')}</h2>
      <p>{t('importer.review.intro', { cases: cases.length, files: files.length })}</p>
      <ul className="import-files">
        {result.files.map((f) => (
          <li key={f.name} data-testid="import-file">{t('importer.review.fileLine', { name: f.name, cases: f.cases, rows: f.rows })}</li>
        ))}
        {libraries.map((f) => (
          <li key={`library:${f.name}`} data-testid="import-library-file">{t('importer.review.libraryLine', { name: f.name })}</li>
        ))}
      </ul>

      {result.files.filter((f) => f.headers && f.mapping).map((f) => (
        <details key={f.name} className="import-mapping" open={result.files.length === 1}>
          <summary>{t('importer.review.mapping')}: {f.name} · {f.mapping!.tool === 'custom' ? t('importer.review.custom') : t('importer.review.tool', { tool: TOOL_NAMES[f.mapping!.tool] ?? f.mapping!.tool })}</summary>
          <table>
            <tbody>
              {IMPORT_TARGETS.map((target) => (
                <tr key={target}>
                  <th scope="row"><label htmlFor={`map-${f.name}-${target}`}>{t(targetKey(target))}</label></th>
                  <td>
                    <select id={`map-${f.name}-${target}`} data-testid={`map-${target}`} value={f.mapping!.columns[target]?.[0] ?? ''} onChange={(e) => setColumn(f.name, f.mapping!, target, e.target.value)}>
                      <option value="">{t('importer.review.unmapped')}</option>
                      {[...new Set(f.headers!)].filter(Boolean).map((h) => <option key={h} value={h}>{h}</option>)}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="import-actions">
            <button type="button" className="button button-small" onClick={() => download(new Blob([serialiseMapping(f.mapping!)], { type: 'application/json' }), `${f.name.replace(/\.[^.]+$/, '')}.mapping.json`)}>{t('importer.review.saveMapping')}</button>
            <label className="button button-small">
              {t('importer.review.loadMapping')}
              <input type="file" accept=".json,application/json" className="sr-only" onChange={(e) => void loadMapping(f.name, e.target.files?.[0])} />
            </label>
          </div>
        </details>
      ))}

      <h3>{t('importer.review.firstRows')}</h3>
      <table className="import-preview" data-testid="import-preview">
        <thead>
          <tr><th>{t('importer.target.id')}</th><th>{t('importer.target.date')}</th><th>{t('importer.target.title')}</th><th>{t('importer.target.severity')}</th><th>{t('importer.target.org')}</th></tr>
        </thead>
        <tbody>
          {cases.slice(0, PREVIEW).map((c) => (
            <tr key={c.id}><td>{c.id}</td><td>{c.date}</td><td>{lang === 'ko' ? (c.title.ko ?? c.title.en) : c.title.en}</td><td>{severityKey(c.severity) ? t(severityKey(c.severity)!) : c.severity}</td><td>{c.org}</td></tr>
          ))}
        </tbody>
      </table>

      <h3>{t('importer.review.unreadable')}</h3>
      {errors.length ? (
        <ul className="import-issues" data-testid="import-errors">
          {errors.map((i, n) => <li key={n}><strong>{wordIssuePlace(w, i)}</strong>: {wordIssue(w, i)}</li>)}
        </ul>
      ) : <p>{t('importer.review.noneUnreadable')}</p>}
      {notes.length > 0 && (
        <details className="import-notes">
          <summary>{t('importer.review.warnings')} ({notes.length})</summary>
          <ul className="import-issues">{notes.map((i, n) => <li key={n}><strong>{wordIssuePlace(w, i)}</strong>: {wordIssue(w, i)}</li>)}</ul>
        </details>
      )}

      <h3>{t('importer.review.suggestions')}</h3>
      <button type="button" className="button" onClick={acceptAll} data-testid="accept-all">{t('importer.review.acceptAll')}</button>
      <ul className="import-cases">
        {cases.slice(0, MAX_LISTED).map((c) => (
          <li key={c.id} data-testid="import-case">
            <div className="import-case-head">
              <strong>{c.id}</strong> {lang === 'ko' ? (c.title.ko ?? c.title.en) : c.title.en}
              {c.english_missing?.length ? <span className="import-note"> · {t('importer.review.englishMissing')}</span> : null}
            </div>
            {SUGGESTED_KINDS.map((kind) => {
              const top = c.suggested_tags?.[kind].slice(0, 3) ?? [];
              return (
                <div key={kind} className="import-kind">
                  <span className="import-kind-name">{t(kindKey(kind))}:</span>{' '}
                  {top.length ? top.map((s) => (
                    <button
                      key={s.slug}
                      type="button"
                      className={`chip${isAccepted(c, kind, s.slug) ? ' chip-accepted' : ''}`}
                      aria-pressed={isAccepted(c, kind, s.slug)}
                      title={s.reasons.map((r) => wordReason(w, r)).join('\n')}
                      onClick={() => accept(c, kind, s.slug)}
                    >
                      {labelOf(taxonomy, kind === 'components' ? 'component' : kind === 'symptoms' ? 'symptom' : kind, s.slug, lang)}
                    </button>
                  )) : <span className="import-note">{t('importer.review.none')}</span>}
                  {top[0] && <span className="import-reason">{wordReason(w, top[0].reasons[0]!)}</span>}
                </div>
              );
            })}
          </li>
        ))}
      </ul>

      <div className="import-actions import-footer">
        <button type="button" className="button" onClick={close}>{t('importer.review.cancel')}</button>
        <button type="button" className="button button-primary" disabled={!cases.length && !libraries.length} onClick={open} data-testid="import-open">
          {libraries.length ? t('importer.review.openWith', { count: cases.length, names: libraries.map((f) => f.name).join(', ') }) : t('importer.review.open', { count: cases.length })}
        </button>
      </div>
    </dialog>
  );
}
