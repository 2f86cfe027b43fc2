import { describe, expect, it } from 'vitest';
import { applyMarks, draftKey, marksFor, mergeFeedback, parseFeedback, setMark, withFeedbackJson, type FeedbackEntry } from '../../src/model/feedback';
import { casesToJson } from '../../src/model/export';
import { openLibrary } from '../../src/model/library';
import { en } from '../../src/i18n/en';
import { ko } from '../../src/i18n/ko';
import { bundledTaxonomy, rawCase } from './support/library';

const ids = (list: readonly { id: string }[]) => list.map((m) => m.id);
const matches = [{ id: 'IL-0001' }, { id: 'IL-0002' }, { id: 'IL-0003' }, { id: 'IL-0004' }];

describe('ranking with readers\u2019 marks', () => {
  it('puts a confirmed match first with its mark and sets a rejected one apart, the rest in computed order', () => {
    const marks = new Map([['IL-0003', 'same' as const], ['IL-0002', 'unrelated' as const]]);
    const r = applyMarks(matches, (m) => m.id, marks);
    expect(ids(r.shown.map((s) => s.match))).toEqual(['IL-0003', 'IL-0001', 'IL-0004']);
    expect(r.shown.map((s) => s.mark)).toEqual(['same', null, null]);
    expect(ids(r.hidden)).toEqual(['IL-0002']);
    expect(r.confirmedMissing).toEqual([]);
  });

  it('names a confirmed case that the computed list does not hold', () => {
    expect(applyMarks(matches, (m) => m.id, new Map([['IL-0999', 'same' as const]])).confirmedMissing).toEqual(['IL-0999']);
  });

  it('changes nothing without marks', () => {
    const r = applyMarks(matches, (m) => m.id, new Map());
    expect(ids(r.shown.map((s) => s.match))).toEqual(ids(matches));
    expect(r.hidden).toEqual([]);
  });
});

describe('marks on pairs', () => {
  it('knows a case pair from either side, and a draft by its text whatever the case and spacing', () => {
    let entries = setMark([], { case: 'IL-0034' }, 'IL-0202', 'same');
    entries = setMark(entries, { draft: 'Pods  went\\nUnready' }, 'IL-0104', 'unrelated');
    expect(marksFor(entries, { case: 'IL-0202' }).get('IL-0034')).toBe('same');
    expect(marksFor(entries, { case: 'IL-0034' }).get('IL-0202')).toBe('same');
    expect(marksFor(entries, { draft: 'pods went\\nunready' }).get('IL-0104')).toBe('unrelated');
    expect(marksFor(entries, { draft: 'something else' }).size).toBe(0);
    expect(draftKey('  A\n\tB ')).toBe('a b');
  });

  it('keeps one entry per pair: a new mark replaces the old, null removes it', () => {
    let entries = setMark([], { case: 'IL-0034' }, 'IL-0202', 'same');
    entries = setMark(entries, { case: 'IL-0202' }, 'IL-0034', 'unrelated');
    expect(entries).toHaveLength(1);
    expect(marksFor(entries, { case: 'IL-0034' }).get('IL-0202')).toBe('unrelated');
    expect(setMark(entries, { case: 'IL-0034' }, 'IL-0202', null)).toEqual([]);
  });

  it('merges a file\u2019s marks under the browser\u2019s', () => {
    const file = setMark([], { case: 'IL-0001' }, 'IL-0002', 'same');
    const browser = setMark([], { case: 'IL-0002' }, 'IL-0001', 'unrelated');
    const merged = mergeFeedback(file, browser);
    expect(merged).toHaveLength(1);
    expect(marksFor(merged, { case: 'IL-0001' }).get('IL-0002')).toBe('unrelated');
  });
});

describe('feedback in a library file', () => {
  const taxonomy = bundledTaxonomy();
  const records = [rawCase('IL-0034'), rawCase('IL-0202')];

  it('survives the round trip: Export \u2192 JSON writes it, opening the file reads it back, the cases unchanged', () => {
    const opened = openLibrary({ json: records }, taxonomy);
    expect(opened.feedback).toEqual([]);
    let entries: FeedbackEntry[] = setMark([], { case: 'IL-0034' }, 'IL-0202', 'same', '2026-12-01T21:00:00.000Z');
    entries = setMark(entries, { draft: 'sidecar crash, every pod unready' }, 'IL-0202', 'unrelated');
    const text = withFeedbackJson(casesToJson(opened.cases), entries);
    const again = openLibrary({ text }, taxonomy);
    expect(again.feedback).toEqual(entries);
    expect(again.cases.map((c) => c.id)).toEqual(['IL-0034', 'IL-0202']);
    expect(again.problems.filter((p) => p.field.startsWith('feedback'))).toEqual([]);
  });

  it('writes the plain list of cases when there is no feedback', () => {
    const json = casesToJson(openLibrary({ json: records }, taxonomy).cases);
    expect(withFeedbackJson(json, [])).toBe(json);
  });

  it('drops bad entries with a warning naming the entry and its field, and never throws', () => {
    const { entries, problems } = parseFeedback([
      { case: 'IL-0001', match: 'IL-0002', mark: 'same' },
      { case: 'IL-0001', match: 'IL-0002', mark: 'maybe' },
      { match: 'IL-0002', mark: 'same' },
      { draft: 'x y', case: 'IL-0001', match: 'IL-0002', mark: 'same' },
      { draft: 'x y', mark: 'same' },
      'not an object',
      null,
    ]);
    expect(entries).toEqual([{ case: 'IL-0001', match: 'IL-0002', mark: 'same' }]);
    expect(problems.map((p) => p.field)).toEqual(['feedback[1].mark', 'feedback[2].case', 'feedback[3].draft', 'feedback[4].match', 'feedback[5]', 'feedback[6]']);
    expect(problems.every((p) => p.code === 'badFeedback' && p.severity === 'warning')).toBe(true);
    expect(parseFeedback({ not: 'a list' }).problems.map((p) => p.code)).toEqual(['feedbackNotList']);
    expect(parseFeedback(undefined)).toEqual({ entries: [], problems: [] });
    // The file opens all the same, with the warning worded in both languages.
    const opened = openLibrary({ json: { cases: records, feedback: [{ case: 'IL-0034', mark: 'same' }] } }, taxonomy);
    expect(opened.cases).toHaveLength(2);
    expect(opened.problems.map((p) => p.field)).toContain('feedback[0].match');
    expect(en.problem.badFeedback).toContain('{{entry}}');
    expect(ko.problem.badFeedback).toContain('{{field}}');
  });
});
