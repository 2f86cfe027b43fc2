import { Fragment, useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../model/core';
import { RELATION_RULES, type RelationRule } from '../../model/relations';
import { ruleEntry } from '../../model/relations';
import { LibraryFileInput } from '../loading/LibraryFileInput';
import { useActions, useAppStore } from '../../state/store';
import { useResolvedTheme } from '../common/useTheme';
import { ExportMenu } from './ExportMenu';
import { ShareButton } from '../share/ShareButton';
import { ShareWarning } from './ShareWarning';
import { NewCase } from '../caseForm/NewCase';
import { useMenu } from './useMenu';
import { MoreTools } from './MoreTools';
import { HEADER_TOOL_ORDER, headerStep, isInline, type HeaderTool } from './headerTools';

/** The viewport's step in the header table (`headerStep`): the row re-renders only when its split changes. */
const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const useHeaderStep = () => useSyncExternalStore(subscribeWidth, () => headerStep(window.innerWidth), () => 0);

export function Toolbar({ onFit, onHelp }: { onFit: () => void; onHelp: () => void }) {
  const { t, i18n } = useTranslation();
  const actions = useActions();
  const src = useAppStore((s) => s.view.src);
  const local = useAppStore((s) => s.local);
  const rule = useAppStore((s) => s.view.rule);
  const draft = useAppStore((s) => s.view.draft);
  const theme = useResolvedTheme();
  const fileInput = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [urlOpen, setUrlOpen] = useState(false);
  const [url, setUrl] = useState('');
  const openMenu = useRef<HTMLDetailsElement>(null);
  useMenu(openMenu);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [shareWarning, setShareWarning] = useState(false);
  const closeShareWarning = useCallback(() => setShareWarning(false), []);
  const focusCopy = useCallback(() => copyButton.current?.focus(), []);
  const step = useHeaderStep();

  const copy = async () => {
    // A local file is not in the URL: copying would hand over the bundled library's link.
    if (local) {
      setShareWarning(true);
      return;
    }
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied(null), 2500);
  };

  // Every header tool, by its name in the header table (headerTools.ts): the table says which
  // sit in the row at this width and which fold into "More tools", and in what order.
  const tools: Record<HeaderTool, ReactNode> = {
    copy: (
      <>
        <button ref={copyButton} type="button" className="button" onClick={() => void copy()} data-testid="copy-link">{t('toolbar.copyLink')}</button>
        <span className="copy-feedback" aria-live="polite">
          {copied === 'ok' ? t('toolbar.copied') : copied === 'failed' ? t('toolbar.copyFailed') : ''}
        </span>
      </>
    ),
    share: <ShareButton />,
    open: (
      <details ref={openMenu} className="open-menu">
        <summary className="button">{t('toolbar.openLibrary')}</summary>
        <div className="open-menu-body">
          <button type="button" className="button" onClick={() => fileInput.current?.click()}>{t('toolbar.openFile')}</button>
          <LibraryFileInput ref={fileInput} label={t('toolbar.openFile')} testId="file-input" />
          {urlOpen ? (
            <form
              className="url-form"
              onSubmit={(e) => {
                e.preventDefault();
                if (url.trim()) actions.openUrl(url.trim());
              }}
            >
              <label>
                {t('toolbar.urlPrompt')} <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://…/library.json" />
              </label>
              <button type="submit" className="button">{t('toolbar.open')}</button>
            </form>
          ) : (
            <button type="button" className="button" onClick={() => setUrlOpen(true)}>{t('toolbar.openUrl')}</button>
          )}
          {(src || local) && (
            <button type="button" className="button" onClick={() => actions.openUrl(null)} data-testid="open-bundled">{t('toolbar.bundled')}</button>
          )}
          <NewCase />
        </div>
      </details>
    ),
    draft: <button type="button" className="button" aria-expanded={draft !== null} onClick={() => actions.setDraft(draft === null ? '' : null)} data-testid="draft-open">{t('similar.draftButton')}</button>,
    export: <ExportMenu />,
    rule: (
      <label className="toolbar-select">
        <span className="sr-only">{t('relation.rule')}</span>
        <select value={rule} onChange={(e) => actions.setRule(e.target.value as RelationRule)} data-testid="rule" aria-label={t('relation.rule')} title={t('relation.rule')}>
          {RELATION_RULES.map((r) => <option key={r} value={r}>{t(ruleEntry(r).labelKey)}</option>)}
        </select>
      </label>
    ),
    theme: (
      <button type="button" className="button" aria-pressed={theme === 'dark'} onClick={() => actions.setTheme(theme === 'dark' ? 'light' : 'dark')} data-testid="theme">
        {t('toolbar.themeDark')}
      </button>
    ),
    fit: <button type="button" className="button" onClick={onFit}>{t('toolbar.fit')}</button>,
    shortcuts: <button type="button" className="button" onClick={onHelp} aria-label={t('toolbar.shortcuts')} title={t('toolbar.shortcuts')}>{isInline('shortcuts', step) ? '?' : `? ${t('toolbar.shortcuts')}`}</button>,
    lang: (
      <label className="toolbar-select">
        <span className="sr-only">{t('toolbar.language')}</span>
        <select value={i18n.language} onChange={(e) => actions.setLang(e.target.value as Lang)} data-testid="lang" aria-label={t('toolbar.language')}>
          <option value="en" lang="en">English</option>
          <option value="ko" lang="ko">한국어</option>
        </select>
      </label>
    ),
  };
  const place = (inline: boolean) => HEADER_TOOL_ORDER.filter((tool) => isInline(tool, step) === inline).map((tool) => <Fragment key={tool}>{tools[tool]}</Fragment>);
  return (
    <div className="toolbar">
      {place(true)}
      {shareWarning && local && <ShareWarning fileName={local.name} onClose={closeShareWarning} returnFocus={focusCopy} />}
      <MoreTools>{place(false)}</MoreTools>
    </div>
  );
}
