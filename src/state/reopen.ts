import { resetPageState } from './pageReset';

declare global {
  interface Window {
    /**
     * For end-to-end tests only (installed when the browser is driven by automation): opens the
     * app on `address` as a new page would, without loading the page again. Resolves once the new
     * app has started rendering; the tests then wait for what they need, as after a load.
     */
    __incidentReopen?: (address: string) => Promise<void>;
    /** For end-to-end tests only: takes the app down, leaving the page idle until the next reopen. */
    __incidentStop?: () => void;
  }
}

/** What main.tsx does to take the app down and to start it. */
export interface AppLifecycle {
  stop: () => void;
  start: () => Promise<void>;
}

/**
 * A test's load of the app costs ~3 s on this project's 2-core machine, most of it the browser
 * starting a page, compiling the scripts and the worker reading the library; a suite of ~270
 * tests spends most of its time there. Reopening in the same page does what a new page would,
 * in order: the app unmounts (the graph and its listeners go), the worker's answers are dropped
 * and so is every library but the bundled one while the worker still holds it (libraryQuery's
 * `keptAcrossReopen`: nothing can change it, and reading it again cost ~0.4 s of CPU a test),
 * this origin's storage is emptied (a new test's browser context has none), every page-lifetime
 * state starts over (./pageReset.ts), and the app starts on the new address.
 */
export function installReopen(app: AppLifecycle): void {
  if (!navigator.webdriver) return;
  // Between tests: a page kept for the next test draws nothing beside the one under test.
  window.__incidentStop = () => app.stop();
  window.__incidentReopen = async (address: string) => {
    app.stop();
    localStorage.clear();
    sessionStorage.clear();
    resetPageState();
    history.replaceState(null, '', address);
    window.scrollTo(0, 0);
    await app.start();
  };
}
