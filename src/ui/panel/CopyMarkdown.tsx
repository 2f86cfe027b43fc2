import '../share/share.css';
import { useRef, useState } from 'react';
import { fullViewUrl } from '../../model/view';
import { defaultView, type Selection } from '../../model/view';
import { useAppStore } from '../../state/store';
import { pageAddress } from '../share/pageAddress';
import { useCopy } from '../share/useCopy';
import type { CaseView, HubView, Labels } from './types';

/** The app's link to one selection in the same library (no filters: the reader sees it whole). */
function useSelectionUrl() {
  const src = useAppStore((s) => s.view.src);
  return (selection: Selection) => fullViewUrl(pageAddress(), { ...defaultView(), src, selection });
}

/** A button that copies the Markdown `make` gives; where the clipboard is refused, the text to copy by hand. */
function CopyMarkdownButton({ make, L }: { make: () => Promise<string>; L: Labels }) {
  const { state, copy } = useCopy();
  const [text, setText] = useState('');
  const fallback = useRef<HTMLTextAreaElement>(null);
  const onCopy = async () => {
    const markdown = await make();
    setText(markdown);
    if ((await copy(markdown)) === 'refused') requestAnimationFrame(() => fallback.current?.select());
  };
  return (
    <div className="copy-markdown">
      <button type="button" className="button" onClick={() => void onCopy()} title={L.t('share.markdownHint')} data-testid="copy-markdown">{L.t('share.markdown')}</button>
      <span className="copy-feedback" aria-live="polite" data-testid="copy-markdown-feedback">
        {state === 'copied' ? L.t('share.copied') : state === 'refused' ? L.t('share.copyRefused') : ''}
      </span>
      {state === 'refused' && (
        <label className="copy-markdown-fallback">
          <span className="sr-only">{L.t('share.markdownFallback')}</span>
          <textarea ref={fallback} readOnly value={text} rows={8} data-testid="copy-markdown-text" />
        </label>
      )}
    </div>
  );
}

/** "Copy as Markdown" in a case panel: the case and its related cases, with reasons and lessons. */
export function CopyCaseMarkdown({ view }: { view: CaseView }) {
  const rule = useAppStore((s) => s.view.rule);
  const urlOf = useSelectionUrl();
  return <CopyMarkdownButton L={view.L} make={async () => (await import('./markdownOf')).caseMarkdown(view, rule, urlOf)} />;
}

/** The same for a component or root cause: its shown cases, newest first. */
export function CopyHubMarkdown({ view }: { view: HubView }) {
  const urlOf = useSelectionUrl();
  return <CopyMarkdownButton L={view.L} make={async () => (await import('./markdownOf')).hubMarkdown(view, urlOf)} />;
}
