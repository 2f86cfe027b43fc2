import { describe, expect, it } from 'vitest';
import { buildCaseRecord, nextCaseId, type CaseFormValues } from '../../src/model/caseForm';
import { openLibrary } from '../../src/model/library';
import { readTaxonomy } from '../../scripts/libraryFiles';

const blank = { en: '', ko: '' };
const values = (over: Partial<CaseFormValues> = {}): CaseFormValues => ({
  id: 'IL-0500', org: 'Acme', date: '2024-03-12', title: { en: 'Ingress 502s after a config push', ko: '' }, summary: blank, symptoms_text: { en: 'checkout 502s', ko: '' },
  domain: ['kubernetes'], components: ['ingress-controller'], root_cause: 'config-change', symptoms: ['elevated-5xx'], ...over,
});

describe('case form', () => {
  it('numbers the next case after the highest IL id', () => {
    expect(nextCaseId(['IL-0034', 'IL-0417', 'OPS-9'])).toBe('IL-0418');
    expect(nextCaseId([])).toBe('IL-0001');
  });
  it('writes a record the loader accepts', () => {
    const r = buildCaseRecord(values());
    expect(r.ok).toBe(true);
    const opened = openLibrary({ json: [r.ok && r.record] }, readTaxonomy());
    expect(opened.cases[0]).toMatchObject({ id: 'IL-0500', root_cause: 'config-change', components: ['ingress-controller'] });
    expect(opened.problems).toEqual([]);
  });
  it('a Korean-only title is kept and marked; a bad date or an empty title names the field', () => {
    const ko = buildCaseRecord(values({ title: { en: '', ko: '인그레스 502' } }));
    expect(ko.ok && ko.record).toMatchObject({ title: { en: '인그레스 502', ko: '인그레스 502' }, english_missing: ['title'] });
    expect(buildCaseRecord(values({ date: '2024-02-30' }))).toEqual({ ok: false, fields: ['date'] });
    expect(buildCaseRecord(values({ title: blank, id: '' }))).toEqual({ ok: false, fields: ['id', 'title'] });
  });
});
