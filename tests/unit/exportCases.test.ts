import { describe, expect, it } from 'vitest';
import { casesToCsv, casesToJson, csvCell, CSV_COLUMNS, exportFileName, shownCases } from '../../src/model/export';
import { loadLibrary } from '../../src/model/core';
import { parseLibraryText } from '../../src/model/core';
import { generateLibrary } from '../../scripts/synthetic';
import { bundledRecords, bundledTaxonomy, rawCase } from './support/library';

/** A minimal RFC 4180 reader, to check the writer from the other side. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; }
    else cell += ch;
  }
  if (cell !== '' || row.length) throw new Error('CSV does not end with CRLF');
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('IL-0034')).toBe('IL-0034');
    expect(csvCell('')).toBe('');
    expect(csvCell('장애 보고서')).toBe('장애 보고서');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('casesToCsv', () => {
  const { cases } = loadLibrary([
    rawCase('A-1', {
      org: '=cmd|"/c calc"!A0',
      title: { en: 'Commas, "quotes"\nand lines', ko: '쉼표, 따옴표' },
      domain: ['kubernetes', 'aws'],
      components: ['ingress-controller', 'dns-resolver'],
      root_cause: 'config-change',
      severity: 'major',
      sources: [{ url: 'https://example.org/a' }, { url: 'https://example.org/b,c' }],
    }),
    rawCase('A-2', { title: { en: '@mention' } }),
  ]);
  const csv = casesToCsv(cases);

  it('has a header and one CRLF-terminated row per case', () => {
    expect(csv.startsWith(`${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(CSV_COLUMNS).toEqual(['id', 'date', 'org', 'title_en', 'title_ko', 'domains', 'components', 'root_cause', 'severity', 'sources']);
    const rows = readCsv(csv);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.length === CSV_COLUMNS.length)).toBe(true);
  });

  it('reads back to the values, formulas neutralised', () => {
    const [, a, b] = readCsv(csv);
    expect(a).toEqual([
      'A-1', '2020-01-01', '\'=cmd|"/c calc"!A0', 'Commas, "quotes"\nand lines', '쉼표, 따옴표', 'kubernetes; aws',
      'ingress-controller; dns-resolver', 'config-change', 'major', 'https://example.org/a https://example.org/b,c',
    ]);
    expect(b).toEqual(['A-2', '2020-01-01', '', "'@mention", '', '', '', '', 'unknown', '']);
  });

  it('writes just the header for no cases', () => {
    expect(casesToCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('casesToJson', () => {
  const taxonomy = bundledTaxonomy();

  it('round-trips the bundled library through loadLibrary to the same cases, unknown fields included', () => {
    const loaded = loadLibrary(bundledRecords(), taxonomy);
    const again = loadLibrary(JSON.parse(casesToJson(loaded.cases)), taxonomy);
    expect(again.problems).toEqual(loaded.problems);
    expect(again.cases).toEqual(loaded.cases);
    // Extra fields the schema does not know (IL-0034 carries `review`) survive.
    const il34 = again.cases.find((c) => c.id === 'IL-0034') as Record<string, unknown>;
    expect(il34.review).toEqual({ written_by: 'session', reviewed_at: null, reviewed_by: null });
  });

  it('round-trips a synthetic library, also through the app\'s own text parser', () => {
    const loaded = loadLibrary(generateLibrary(300, 3));
    const text = casesToJson(loaded.cases);
    const parsed = parseLibraryText(text);
    expect(parsed.shape).toBe('array');
    expect(parsed.problems).toEqual([]);
    expect(loadLibrary(parsed.records).cases).toEqual(loaded.cases);
  });

  it('exports only the shown cases, in library order', () => {
    const { cases } = loadLibrary([rawCase('A'), rawCase('B'), rawCase('C')]);
    const out = JSON.parse(casesToJson(shownCases(cases, Uint8Array.from([1, 0, 1])))) as { id: string }[];
    expect(out.map((c) => c.id)).toEqual(['A', 'C']);
    expect(casesToJson([])).toBe('[]\n');
  });

  it('leaves out references to cases outside the export, so it opens again with no problems', () => {
    const { cases } = loadLibrary([rawCase('A'), rawCase('B', { related: ['A', 'C'], recurrence_of: 'A' }), rawCase('C', { related: ['B'], recurrence_of: 'B' })]);
    const again = loadLibrary(JSON.parse(casesToJson(shownCases(cases, Uint8Array.from([0, 1, 1])))));
    expect(again.cases.map((c) => c.id)).toEqual(['B', 'C']);
    expect(again.problems).toEqual([]);
    // References inside the export stay; the one to A (not exported) is gone from both fields.
    expect(again.cases.map((c) => [c.related, c.recurrence_of])).toEqual([[['C'], null], [['B'], 'B']]);
    // The library's own records are not changed by exporting them.
    expect(cases[1]!.related).toEqual(['A', 'C']);
    expect(cases[1]!.recurrence_of).toBe('A');
  });
});

describe('exportFileName', () => {
  it('names the file after the local date', () => {
    expect(exportFileName('json', new Date(2026, 10, 29, 23, 59))).toBe('incident-graph-2026-11-29.json');
    expect(exportFileName('csv', new Date(2026, 0, 5))).toBe('incident-graph-2026-01-05.csv');
    expect(exportFileName('png', new Date(2026, 0, 5))).toBe('incident-graph-2026-01-05.png');
  });
});
