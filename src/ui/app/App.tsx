import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n, detectLang, switchLanguage, type Messages } from '../../i18n';
import { selectionNodeId } from '../../model/network';
import type { Lang } from '../../model/core';
import { checkAgainstLibrary } from '../../model/view';
import { requestCamera } from '../../state/camera';
import { DerivedProvider } from '../../state/derived';
import { useLibrary, type Library } from '../../state/libraryQuery';
import { useActions, useAppStore } from '../../state/store';
import { correctView } from '../../state/urlSync';
import { usePrefetchListOrder } from '../../state/listOrder';
import { ActiveFilters, Facets } from '../filters/Facets';
import { DetailPanel } from '../panel/DetailPanel';
import { IgnoredLine } from './IgnoredLine';
import { LoadError } from '../loading/LoadState';
import { LoadingFrame } from '../loading/LoadingFrame';
import { ProblemsPanel } from '../loading/ProblemsPanel';
import { SearchBox } from '../search/SearchBox';
import { StatusLine } from './StatusLine';
import { Toolbar } from '../toolbar/Toolbar';
import { useGlobalKeys } from './useGlobalKeys';
import { FACETS_ID, useFiltersDrawer } from '../filters/useFiltersDrawer';
import { useResolvedTheme } from '../common/useTheme';
import { DropZone } from '../loading/DropZone';
import { useImportReview } from '../../state/importReview';
import { ViewArea } from './views';
import { ViewSwitch } from './ViewSwitch';
import { Announcer } from './Announcer';
import { ShortcutsHelp } from './ShortcutsHelp';
import { CompareView } from '../compare/LazyCompareView';
import { EmbedView } from '../embed/EmbedView';
import { DraftPanel } from '../draft/DraftPanel';
import { SkipLinks } from './SkipLinks';
import { GraphPictureContext, type DrawPicture } from '../share/graphPicture';

/** Once per loaded library: drop link parameters that name nothing in it, and say so. */
function useCheckAgainst(library: Library | undefined) {
  const actions = useActions();
  const opened = useRef<Library | null>(null);
  useEffect(() => {
    if (!library) return;
    const { state, ignored } = checkAgainstLibrary(useAppStore.getState().view, library.index, new Set(library.map.clusters.map((c) => c.id)));
    if (ignored.length) {
      correctView(state);
      actions.addIgnored(ignored);
    }
    // An embed frames the selection with its whole neighbourhood: it is all the frame shows.
    if (state.selection) requestCamera({ kind: state.embed ? 'frame' : 'focus', nodeId: selectionNodeId(state.selection)! });
    // A library opened after another is framed whole: the old viewport may show none of it (the
    // first is framed as it is drawn; the same library handed over again is not reframed).
    else if (opened.current && opened.current !== library && (library.origin.kind === 'file' || JSON.stringify(library.origin) !== JSON.stringify(opened.current.origin))) requestCamera({ kind: 'fit' });
    opened.current = library;
  }, [library, actions]);
}

function Explorer({ library, onHelp }: { library: Library; onHelp: () => void }) {
  const drawer = useFiltersDrawer();
  const view = useAppStore((s) => s.view.view);
  const compare = useAppStore((s) => s.view.compare);
  const { t, i18n } = useTranslation();
  usePrefetchListOrder(library, useAppStore((s) => s.view.sort.column), i18n.language === 'ko' ? 'ko' : 'en');
  const picture = useRef<DrawPicture | null>(null);
  return (
    <DerivedProvider library={library}>
      <GraphPictureContext value={picture}>
      <SkipLinks />
      <header className="app-header">
        <h1 className="app-title">{t('app.title')}</h1>
        <SearchBox />
        <Toolbar onFit={() => requestCamera({ kind: 'fit' })} onHelp={onHelp} />
      </header>
      <IgnoredLine />
      <div className={`app-body view-${view}${drawer.open ? ' filters-open' : ''}${compare ? ' comparing' : ''}`}>
        <Facets />
        {drawer.open && <div className="facets-backdrop" aria-hidden="true" onClick={drawer.close} />}
        <main className="graph-area">
          <div className="main-bar">
            <button type="button" className="button filters-toggle" aria-expanded={drawer.open} aria-controls={FACETS_ID} ref={drawer.toggle} onClick={() => drawer.setOpen(!drawer.open)}>
              {t('toolbar.filters')}
            </button>
            <ViewSwitch />
            <ActiveFilters />
          </div>
          {compare ? <CompareView pair={compare} /> : <ViewArea view={view} />}
          {!compare && <DraftPanel />}
        </main>
        {!compare && <DetailPanel />}
      </div>
      <StatusLine />
      <ProblemsPanel />
      <Announcer />
      </GraphPictureContext>
    </DerivedProvider>
  );
}

/** `messages`: the strings of the first language, loaded before the first render (main.tsx). */
export function App({ messages }: { messages: Partial<Record<Lang, Messages>> }) {
  const explicitLang = useAppStore((s) => s.view.lang);
  const lang = detectLang(explicitLang);
  // One instance for the page, created in the first language; a later one's strings load when asked for.
  const [i18n] = useState(() => createI18n(lang, messages));
  useEffect(() => {
    if (i18n.language !== lang) void switchLanguage(i18n, lang).catch(() => {});
    document.documentElement.lang = lang;
  }, [i18n, lang]);
  const theme = useResolvedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const query = useLibrary();
  // A newly loaded library is first rendered in the background (a transition React can pause
  // between components), so mounting the explorer does not block the page in one long task.
  const library = useDeferredValue(query.data);
  useCheckAgainst(library);
  const embed = useAppStore((s) => s.view.embed);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  useGlobalKeys(openHelp);

  return (
    <I18nextProvider i18n={i18n}>
      <DropZone>
        <div className="app">
          {library && embed ? (
            <EmbedView library={library} />
          ) : library ? (
            <Explorer library={library} onHelp={openHelp} />
          ) : query.isError ? (
            <>
              <header className="app-header"><h1 className="app-title">{i18n.t('app.title')}</h1></header>
              <IgnoredLine />
              <LoadError error={query.error} onRetry={() => void query.refetch()} />
            </>
          ) : (
            <LoadingFrame />
          )}
        </div>
        <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
        <ImportReviewWhenOpen />
      </DropZone>
    </I18nextProvider>
  );
}

// The importer (CSV and Markdown parsers, YAML) loads only when files are waiting for review.
const LazyImportReview = lazy(() => import('../import/ImportReview').then((m) => ({ default: m.ImportReview })));

function ImportReviewWhenOpen() {
  const open = useImportReview((s) => s.files !== null);
  return open ? (
    <Suspense fallback={null}>
      <LazyImportReview />
    </Suspense>
  ) : null;
}
