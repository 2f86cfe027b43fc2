import { casesToJson, exportFileName, shownCases } from '../../model/export';
import type { Case } from '../../model/core';
import { withFeedbackJson, type FeedbackEntry } from '../../model/feedback';

/** Saves a blob under a file name through a temporary link; nothing leaves the browser. */
export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves the shown cases as a library file (loadable again), with readers' feedback when there is some; returns its name. */
export function saveShownJson(cases: readonly Case[], mask: Uint8Array, feedback: readonly FeedbackEntry[] = []): string {
  return saveCasesJson(shownCases(cases, mask), feedback);
}

/** Saves `cases` as a library file, with readers' feedback when there is some; returns its name. */
export function saveCasesJson(cases: readonly Case[], feedback: readonly FeedbackEntry[] = [], name = exportFileName('json')): string {
  download(new Blob([withFeedbackJson(casesToJson(cases), feedback)], { type: 'application/json' }), name);
  return name;
}
