import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFileName, shownCases } from '../../model/export';
import { useDerived } from '../../state/derived';
import { feedbackOf } from '../../state/feedback';
import { download, saveCasesJson } from '../common/exportFiles';
import type { FeedbackEntry } from '../../model/feedback';
import type { CaseTexts } from '../../state/caseTexts';

/** Failed pack files an export's note names (the rest are counted; the problems dialog lists them all). */
const FILES_NAMED = 3;

/**
 * Export → JSON of the shown cases. A packed library's cases carry their long texts only in the
 * pack's shards: the worker reads every shard the export needs and makes the file, so it holds
 * whole records as a plain library's export does, and the page never holds the texts. That can
 * take a while (100,000 cases: every shard), so it tells its progress and can be stopped.
 * `say` shows a note for `ms`; `done` closes the menu.
 */
export function useJsonExport(say: (text: string, ms?: number) => void, done: () => void) {
  const { t } = useTranslation();
  const { library, mask } = useDerived();
  const [reading, setReading] = useState(false);
  const stop = useRef<AbortController | null>(null);

  const fileList = (files: string[]) => [...files.slice(0, FILES_NAMED), ...(files.length > FILES_NAMED ? [t('export.moreFiles', { count: files.length - FILES_NAMED })] : [])].join(', ');

  const readPack = async (texts: CaseTexts, caseIds: string[], feedback: FeedbackEntry[]) => {
    const controller = new AbortController();
    stop.current = controller;
    setReading(true);
    // The note (its progress and Stop) stays; the menu goes, so it covers nothing meanwhile.
    done();
    try {
      return await texts.forExport(caseIds, feedback, (n, total) => say(t('export.readingTexts', { done: n, total }), Infinity), controller.signal);
    } finally {
      stop.current = null;
      setReading(false);
    }
  };

  const exportJson = async () => {
    const shown = shownCases(library.cases, mask);
    const feedback = feedbackOf(library);
    const name = exportFileName('json');
    let warning = '';
    const read = library.texts ? await readPack(library.texts, shown.map((c) => c.id), feedback) : null;
    if (read === 'cancelled') return say(t('export.cancelled'));
    if (read) {
      download(read.file, name);
      if (read.withoutTexts > 0) warning = t('export.withoutTexts', { count: read.withoutTexts, files: fileList(read.failures.map((f) => f.file || f.firstId)) });
    } else {
      saveCasesJson(shown, feedback, name);
      if (library.texts) warning = t('export.textsGone');
    }
    const saved = t('export.saved', { name });
    say(warning ? `${saved}. ${warning}` : saved, warning ? 20_000 : 5000);
    done();
  };

  return { exportJson, reading, cancel: () => stop.current?.abort() };
}
