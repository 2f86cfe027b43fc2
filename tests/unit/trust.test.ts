import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ko } from '../../src/i18n/ko';
import { IMPACT_WORDS, SOURCE_KINDS, impactWordKey, sourceKindKey } from '../../src/model/core';
import type { Problem } from '../../src/model/core';
import { LibraryFileError, WorkerFailure } from '../../src/state/loadErrors';
import { initialAppState } from '../../src/state/store';
import * as T from '../../src/state/transitions';
import { explainError } from '../../src/ui/loading/ErrorPage';
import { SHORTCUTS } from '../../src/ui/app/shortcuts';
import { yieldsTo } from '../../src/ui/app/useGlobalKeys';

const shortcut = (key: string) => SHORTCUTS.find((s) => s.global?.key === key)!;
const el = (tagName: string, isContentEditable = false, type?: string) => ({ tagName, isContentEditable, type }) as unknown as EventTarget;

describe('picking a search result', () => {
  it('selects it and drops the search text, so the link carries only the selection', () => {
    const s = T.patchView(initialAppState(), { q: 'IL-0034' });
    const picked = T.pickResult(s, { kind: 'case', key: 'IL-0034' });
    expect(picked.view.selection).toEqual({ kind: 'case', key: 'IL-0034' });
    expect(picked.view.q).toBe('');
    expect(s.view.q).toBe('IL-0034');
  });

  it('keeps the text when it also filters the graph (the user kept it as a filter)', () => {
    const s = T.patchView(initialAppState(), { q: 'ingress', searchFilters: true });
    expect(T.pickResult(s, { kind: 'component', key: 'ingress-controller' }).view.q).toBe('ingress');
  });
});

describe('page-wide shortcuts and the focused element', () => {
  it('text fields take every key', () => {
    for (const key of ['/', '?', 'Escape']) {
      expect(yieldsTo(el('INPUT'), shortcut(key))).toBe(true);
      expect(yieldsTo(el('DIV', true), shortcut(key))).toBe(true);
    }
  });
  it('a select lets ?, / and Escape through (they pick no option)', () => {
    for (const key of ['/', '?', 'Escape']) expect(yieldsTo(el('SELECT'), shortcut(key))).toBe(false);
    expect(yieldsTo(el('SELECT'), { keys: 'x', labelKey: 'shortcuts.tab', global: { key: 'x', run: () => {} } })).toBe(true);
  });
  it('a checkbox or a radio button lets them through (it takes no typed text); a text or search field does not', () => {
    for (const key of ['/', '?', 'Escape']) {
      for (const type of ['checkbox', 'radio']) expect(yieldsTo(el('INPUT', false, type), shortcut(key))).toBe(false);
      for (const type of ['text', 'search', 'number']) expect(yieldsTo(el('INPUT', false, type), shortcut(key))).toBe(true);
    }
  });
  it('elsewhere nothing yields', () => {
    expect(yieldsTo(el('BUTTON'), shortcut('?'))).toBe(false);
    expect(yieldsTo(null, shortcut('?'))).toBe(false);
  });
});

describe('format words in the data are worded in both languages', () => {
  it('maps every impact word and source kind to a message, whatever its case or spacing', () => {
    for (const w of IMPACT_WORDS) expect(impactWordKey(` ${w.toUpperCase()} `)).toBe(`trust.impact_${w}`);
    for (const k of SOURCE_KINDS) expect(sourceKindKey(k)).toBe(`trust.sourceKind_${k}`);
    expect(impactWordKey('all pods in the cluster')).toBeNull();
    expect(sourceKindKey('podcast')).toBeNull();
  });
  it('the Korean messages are Korean', () => {
    for (const w of IMPACT_WORDS) expect(ko.trust[`impact_${w}`]).toMatch(/[\uac00-\ud7a3]/);
    for (const k of SOURCE_KINDS) expect(ko.trust[`sourceKind_${k}`]).toMatch(/[\uac00-\ud7a3]/);
  });
});

describe('the error page explains each failure', () => {
  const w = (key: string, params?: Readonly<Record<string, string | number>>) => `${key}${params ? JSON.stringify(params) : ''}`;
  const file = (code: Problem['code'], params: Problem['params']): Problem => ({ severity: 'error', index: null, id: null, field: '', code, params });

  it('a cut-off file: what (without the position), where, and to fetch it again', () => {
    const e = explainError(w, new LibraryFileError(file('badJson', { line: 3, column: 9, syntax: 'CloseBracketExpected', atEnd: 1 })));
    expect(e.title).toBe('trust.fileTitle');
    expect(e.where).toBe('trust.whereAt{"line":3,"column":9}');
    expect(e.what).toMatch(/^trust\.notJson/);
    expect(e.what).toContain('jsonSyntax.endsEarly');
    expect(e.todo).toBe('trust.adviceCutOff');
  });
  it('invalid JSON elsewhere: correct it there; a file of the wrong shape: what a library is', () => {
    expect(explainError(w, new LibraryFileError(file('badJson', { line: 1, column: 2, syntax: 'CommaExpected', atEnd: 0 }))).todo).toBe('trust.adviceBadJson');
    const shape = explainError(w, new LibraryFileError(file('notLibrary', { got: 'number' })));
    expect(shape).toMatchObject({ where: null, todo: 'trust.adviceShape' });
    expect(shape.what).toMatch(/^problem\.notLibrary/);
  });
  it('a worker failure is told apart from a bad file, its technical detail kept', () => {
    expect(explainError(w, new WorkerFailure('RangeError: x'))).toMatchObject({ title: 'trust.workerTitle', todo: 'trust.workerAdvice', technical: 'RangeError: x' });
  });
  it('a failed download is worded from its fault, not from the English reason (which stays as the technical detail)', async () => {
    const { DownloadError } = await import('../../src/worker/download');
    const e404 = explainError(w, new DownloadError('https://x.example/lib.json', 'the server answered 404 Not Found', 'status', 404));
    expect(e404.what).toBe('https://x.example/lib.json: trust.download_status{"status":404}');
    expect(e404.technical).toBe('the server answered 404 Not Found');
    expect(explainError(w, new DownloadError('u', 'English text', 'unreachable')).what).toBe('u: trust.download_unreachable');
    for (const k of ['download_unreachable', 'download_status', 'download_notHttp', 'download_badAddress'] as const) expect(ko.trust[k]).toMatch(/[\uac00-\ud7a3]/);
  });
  it('every trust message exists in both catalogues', () => {
    expect(Object.keys(ko.trust).sort()).toEqual(Object.keys(en.trust).sort());
  });
});
