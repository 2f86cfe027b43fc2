import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCaseRecord, nextCaseId, type CaseFormValues } from '../../model/caseForm';
import { isKorean } from '../../model/import';
import { labelOf } from '../../model/core';
import type { TaxonomyKind } from '../../model/core';
import type { Lang } from '../../model/core';
import { useDerived } from '../../state/derived';
import { useDraftAnswer } from '../../state/answers';
import { useActions } from '../../state/store';
import { download } from '../common/exportFiles';
import { useModalDialog } from '../common/useModalDialog';
import './caseForm.css';

type ListKind = 'domain' | 'components' | 'symptoms';
const TAX: Record<ListKind | 'root_cause', TaxonomyKind> = { domain: 'domain', components: 'component', symptoms: 'symptom', root_cause: 'root_cause' };

/** The form: id, organisation, date, title and texts in en and/or ko, tags (suggested first), a duplicate check. */
export function CaseForm({ draft, onClose }: { draft: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'ko' ? 'ko' : 'en') as Lang;
  const { library } = useDerived();
  const actions = useActions();
  const dialog = useModalDialog(true);
  const answered = useDraftAnswer(library);
  const answer = answered.text === draft ? answered.answer : null;
  const suggested = {
    components: answer?.tags.components.map((x) => x.slug) ?? [],
    root_cause: answer?.tags.root_cause.map((x) => x.slug) ?? [],
    symptoms: answer?.tags.symptoms.map((x) => x.slug) ?? [],
    domain: [] as string[],
  };
  const korean = isKorean(draft);
  const firstLine = draft.split(/\n/)[0]!.slice(0, 160);
  const [v, setV] = useState<CaseFormValues>(() => ({
    id: nextCaseId(library.cases.map((c) => c.id)),
    org: '',
    date: new Date().toISOString().slice(0, 10),
    title: korean ? { en: '', ko: firstLine } : { en: firstLine, ko: '' },
    summary: { en: '', ko: '' },
    symptoms_text: korean ? { en: '', ko: draft } : { en: draft, ko: '' },
    domain: [],
    components: suggested.components.slice(0, 1),
    root_cause: suggested.root_cause[0] ?? '',
    symptoms: suggested.symptoms.slice(0, 1),
  }));
  const [note, setNote] = useState<string | null>(null);
  const result = buildCaseRecord(v);
  const json = result.ok ? `${JSON.stringify(result.record, null, 2)}\n` : '';
  const matches = answer?.status === 'ok' ? answer.matches.slice(0, 3).map((m) => library.cases[m.other]).filter((c) => c !== undefined) : [];
  const options = (kind: ListKind | 'root_cause') => {
    const all = Object.keys(library.taxonomy[TAX[kind]]);
    const first = suggested[kind].filter((s) => all.includes(s));
    return { first, rest: all.filter((s) => !first.includes(s)).sort() };
  };
  const label = (kind: ListKind | 'root_cause', slug: string) => labelOf(library.taxonomy, TAX[kind], slug, lang);
  const textPair = (field: 'title' | 'summary' | 'symptoms_text', multiline: boolean) => (
    <fieldset className="case-form-pair">
      <legend>{t(`caseForm.field.${field}`)}</legend>
      {(['en', 'ko'] as const).map((l) => {
        const props = { id: `cf-${field}-${l}`, value: v[field][l], 'data-testid': `cf-${field}-${l}`, onChange: (e: { target: { value: string } }) => setV({ ...v, [field]: { ...v[field], [l]: e.target.value } }) };
        return (
          <label key={l} htmlFor={props.id}>
            <span>{t(`caseForm.lang.${l}`)}</span>
            {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
          </label>
        );
      })}
    </fieldset>
  );
  const picker = (kind: ListKind) => {
    const { first, rest } = options(kind);
    return (
      <label htmlFor={`cf-${kind}`}>
        <span>{t(`caseForm.field.${kind}`)}</span>
        <select id={`cf-${kind}`} multiple size={5} value={v[kind]} data-testid={`cf-${kind}`} onChange={(e) => setV({ ...v, [kind]: Array.from(e.target.selectedOptions, (o) => o.value) })}>
          {first.length > 0 && <optgroup label={t('caseForm.suggested')}>{first.map((s) => <option key={s} value={s}>{label(kind, s)}</option>)}</optgroup>}
          <optgroup label={t('caseForm.allTags')}>{rest.map((s) => <option key={s} value={s}>{label(kind, s)}</option>)}</optgroup>
        </select>
      </label>
    );
  };
  const rc = options('root_cause');
  const addToLibrary = () => {
    if (!result.ok) return;
    const cases = [...library.cases.filter((c) => c.id !== result.record.id), result.record];
    actions.openLocal(new File([JSON.stringify(cases)], 'library-with-new-case.json', { type: 'application/json' }));
    onClose();
  };
  return (
    <dialog ref={dialog} className="case-form-dialog" aria-labelledby="case-form-title" onClose={onClose} data-testid="case-form">
      <h2 id="case-form-title">{t('caseForm.title')}</h2>
      {matches.length > 0 && (
        <p className="case-form-duplicate" data-testid="cf-duplicate">
          {t('caseForm.duplicate', { ids: matches.map((c) => c.id).join(', ') })}
        </p>
      )}
      <div className="case-form-grid">
        <label htmlFor="cf-id"><span>{t('caseForm.field.id')}</span><input id="cf-id" type="text" value={v.id} data-testid="cf-id" onChange={(e) => setV({ ...v, id: e.target.value })} /></label>
        <label htmlFor="cf-org"><span>{t('caseForm.field.org')}</span><input id="cf-org" type="text" value={v.org} data-testid="cf-org" onChange={(e) => setV({ ...v, org: e.target.value })} /></label>
        <label htmlFor="cf-date"><span>{t('caseForm.field.date')}</span><input id="cf-date" type="text" inputMode="numeric" placeholder="YYYY-MM-DD" value={v.date} data-testid="cf-date" onChange={(e) => setV({ ...v, date: e.target.value })} /></label>
      </div>
      {textPair('title', false)}
      {textPair('symptoms_text', true)}
      {textPair('summary', true)}
      <div className="case-form-grid">
        <label htmlFor="cf-root_cause">
          <span>{t('caseForm.field.root_cause')}</span>
          <select id="cf-root_cause" value={v.root_cause} data-testid="cf-root_cause" onChange={(e) => setV({ ...v, root_cause: e.target.value })}>
            <option value="">{t('caseForm.none')}</option>
            {rc.first.length > 0 && <optgroup label={t('caseForm.suggested')}>{rc.first.map((s) => <option key={s} value={s}>{label('root_cause', s)}</option>)}</optgroup>}
            <optgroup label={t('caseForm.allTags')}>{rc.rest.map((s) => <option key={s} value={s}>{label('root_cause', s)}</option>)}</optgroup>
          </select>
        </label>
        {picker('components')}
        {picker('symptoms')}
        {picker('domain')}
      </div>
      {!result.ok && <p className="case-form-invalid" role="status" data-testid="cf-invalid">{t('caseForm.invalid', { fields: result.fields.map((f) => (f in FIELD_KEYS ? t(FIELD_KEYS[f as keyof typeof FIELD_KEYS]) : f)).join(', ') })}</p>}
      {note && <p role="status" className="muted">{note}</p>}
      <div className="case-form-actions">
        <button type="button" className="button" onClick={onClose}>{t('caseForm.cancel')}</button>
        <button type="button" className="button" disabled={!result.ok} data-testid="cf-download" onClick={() => download(new Blob([json], { type: 'application/json' }), `${v.id.trim()}.json`)}>{t('caseForm.download', { name: `${v.id.trim()}.json` })}</button>
        <button type="button" className="button" disabled={!result.ok} data-testid="cf-copy" onClick={() => void navigator.clipboard?.writeText(json).then(() => setNote(t('caseForm.copied')), () => setNote(t('caseForm.copyFailed')))}>{t('caseForm.copy')}</button>
        <button type="button" className="button button-primary" disabled={!result.ok} data-testid="cf-add" onClick={addToLibrary}>{t('caseForm.add')}</button>
      </div>
    </dialog>
  );
}

const FIELD_KEYS = {
  id: 'caseForm.field.id',
  org: 'caseForm.field.org',
  date: 'caseForm.field.date',
  title: 'caseForm.field.title',
  summary: 'caseForm.field.summary',
  symptoms_text: 'caseForm.field.symptoms_text',
  root_cause: 'caseForm.field.root_cause',
  components: 'caseForm.field.components',
  symptoms: 'caseForm.field.symptoms',
  domain: 'caseForm.field.domain',
} as const;
