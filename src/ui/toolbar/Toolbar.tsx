import { useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
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

/** The phone layout's width (app.css): there the toolbar keeps one short row and a "More tools" menu. */
const PHONE = '(max-width: 900px)';
const subscribePhone = (onChange: () => void) => {
  const m = window.matchMedia(PHONE);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
};
const usePhone = () => useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches, () => false);
/**
 * Below this width (and above a phone's) the relation rule, the language and the theme fold into
 * "More tools" too: at 1280 px the full toolbar wrapped to two or three rows.
 */
const COMPACT = '(max-width: 1439px)';
const subscribeCompact = (onChange: () => void) => {
  const m = window.matchMedia(COMPACT);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
};
const useCompact = () => useSyncExternalStore(subscribeCompact, () => window.matchMedia(COMPACT).matches, () => false);

/** The secondary tools folded into one menu button, so the toolbar fits a 360 px screen. */
function MoreTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  useMenu(menu);
  return (
    <details ref={menu} className="open-menu toolbar-more" data-testid="more-tools">
      <summary className="button" aria-label={t('camera.moreTools')} title={t('camera.moreTools')}>
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="open-menu-body toolbar-more-body">{children}</div>
    </details>
  );
}

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
  const phone = usePhone();
  const compact = useCompact();

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

  // Drafting, fitting, shortcuts, the relation rule, export, language and theme: on a phone they
  // live in the "More tools" menu, beside the row's copy, share and open; below 1440 px
  // the relation rule, language and theme do (`COMPACT`).
  const secondary = (
    <>
        <button type="button" className="button" aria-expanded={draft !== null} onClick={() => actions.setDraft(draft === null ? '' : null)} data-testid="draft-open">{t('similar.draftButton')}</button>
        <button type="button" className="button" onClick={onFit}>{t('toolbar.fit')}</button>
        <button type="button" className="button" onClick={onHelp} aria-label={t('toolbar.shortcuts')} title={t('toolbar.shortcuts')}>?</button>
        <ExportMenu />
    </>
  );
  const settings = (
    <>
        <label className="toolbar-select">
          <span className="sr-only">{t('relation.rule')}</span>
          <select value={rule} onChange={(e) => actions.setRule(e.target.value as RelationRule)} data-testid="rule" aria-label={t('relation.rule')} title={t('relation.rule')}>
            {RELATION_RULES.map((r) => <option key={r} value={r}>{t(ruleEntry(r).labelKey)}</option>)}
          </select>
        </label>
        <label className="toolbar-select">
          <span className="sr-only">{t('toolbar.language')}</span>
          <select value={i18n.language} onChange={(e) => actions.setLang(e.target.value as Lang)} data-testid="lang" aria-label={t('toolbar.language')}>
            <option value="en" lang="en">English</option>
            <option value="ko" lang="ko">한국어</option>
          </select>
        </label>
        <button
          type="button"
          className="button"
          aria-pressed={theme === 'dark'}
          onClick={() => actions.setTheme(theme === 'dark' ? 'light' : 'dark')}
          data-testid="theme"
        >
          {theme === 'dark' ? t('toolbar.themeLight') : t('toolbar.themeDark')}
        </button>
    </>
  );
  return (
    <div className="toolbar">
      <button ref={copyButton} type="button" className="button" onClick={() => void copy()} data-testid="copy-link">{t('toolbar.copyLink')}</button>
      <span className="copy-feedback" aria-live="polite">
        {copied === 'ok' ? t('toolbar.copied') : copied === 'failed' ? t('toolbar.copyFailed') : ''}
      </span>
      <ShareButton />
      {shareWarning && local && <ShareWarning fileName={local.name} onClose={closeShareWarning} returnFocus={focusCopy} />}
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
      {phone ? (
        <MoreTools>{secondary}{settings}</MoreTools>
      ) : compact ? (
        <>{secondary}<MoreTools>{settings}</MoreTools></>
      ) : (
        <>{secondary}{settings}</>
      )}
    </div>
  );
}
