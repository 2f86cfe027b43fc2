import { MAX_SLUG_LENGTH } from '../../model/core';
import type { ReactNode } from 'react';
import type { I18nKey } from '../../i18n/keys';
import type { CaseView } from './types';
import { usePathTargets } from './usePathTargets';

/** Suggestions offered at most: enough to scroll, few enough for the browser's list to stay quick. */
const OPTIONS_SHOWN = 100;

interface CasePickerProps {
  view: CaseView;
  /** Names the input, its suggestions and test ids: `${name}-input`, `${name}-options`. */
  name: 'compare' | 'path';
  label: I18nKey;
  submitLabel: I18nKey;
  submitTestId?: string;
  text: string;
  onText: (value: string) => void;
  onSubmit: (value: string) => void;
  /** What else the form holds after the submit button (a clear button, a message). */
  children?: ReactNode;
}

/**
 * "Pick a case": a text input with the cases its text finds as suggestions (the worker's search,
 * the case itself left out), and a submit button. The caller owns the text and what a pick does.
 */
export function CasePicker({ view: { caseIndex, library, L }, name, label, submitLabel, submitTestId, text, onText, onSubmit, children }: CasePickerProps) {
  const options = usePathTargets(text, caseIndex, OPTIONS_SHOWN);
  const listId = `${name}-options`;
  return (
    <form
      className="path-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text);
      }}
    >
      <label className="path-label">
        {L.t(label)}{' '}
        <input
          type="text"
          list={listId}
          value={text}
          maxLength={MAX_SLUG_LENGTH}
          placeholder={L.t('path.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onText(e.target.value.slice(0, MAX_SLUG_LENGTH))}
          data-testid={`${name}-input`}
        />
      </label>
      <datalist id={listId}>
        {options.map((i) => {
          const o = library.cases[i]!;
          return <option key={o.id} value={o.id}>{`${o.id} · ${o.org} · ${L.text(o.title).text}`}</option>;
        })}
      </datalist>
      <button type="submit" className="button button-small" data-testid={submitTestId}>{L.t(submitLabel)}</button>
      {children}
    </form>
  );
}
