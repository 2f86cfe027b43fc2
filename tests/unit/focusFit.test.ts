import { describe, expect, it } from 'vitest';
import { cutToLines, fitLabel, type LineCount } from '../../src/model/focus';

/** A fixed-width font: words wrap greedily into lines of `width` characters (a word longer than a line takes its own lines). */
const monospace = (width: number): LineCount => (text) => {
  let lines = 0;
  let line = 0;
  for (const word of text.split(' ')) {
    const w = [...word].length;
    if (line > 0 && line + 1 + w <= width) line += 1 + w;
    else {
      lines += line > 0 ? 1 : 0;
      lines += Math.max(0, Math.ceil(w / width) - 1);
      line = w > width ? w % width || width : w;
    }
  }
  return lines + (line > 0 ? 1 : 0);
};

describe('cutToLines: a cut text ends at a word with "…"', () => {
  it('keeps a text that fits whole', () => {
    expect(cutToLines('reads alike: prefixes', 2, monospace(20))).toBe('reads alike: prefixes');
  });

  it('never ends with a dangling comma, colon or middle dot (the draft focus cut "reads alike: a, b,")', () => {
    const count = monospace(20);
    const text = 'score 43% · reads alike: prefixes, withdrew, resolver, anycast';
    for (let lines = 1; lines <= 3; lines++) {
      const cut = cutToLines(text, lines, count);
      expect(cut.endsWith('…'), cut).toBe(true);
      expect(cut, cut).not.toMatch(/[,:;·]\s*…$/);
      expect(count(cut, 'body')).toBeLessThanOrEqual(lines);
      // Whole words of the text, in order.
      expect(text.startsWith(cut.slice(0, -1)), cut).toBe(true);
    }
    expect(cutToLines(text, 2, count)).toBe('score 43% · reads alike: prefixes…');
    expect(cutToLines('reads alike: prefixes, withdrew', 1, monospace(22))).toBe('reads alike: prefixes…');
  });

  it('cuts a first word longer than the lines by characters, and gives up on no lines', () => {
    expect(cutToLines('Supercalifragilistic', 1, monospace(8))).toBe('Superca…');
    expect(cutToLines('anything', 0, monospace(8))).toBe('');
    expect(cutToLines('   ', 2, monospace(8))).toBe('');
  });
});

describe('fitLabel: id, organisation and what happened in the lines a cell holds', () => {
  it('cuts a long organisation so the title keeps a line (IL-0206 on a phone showed only its organisation)', () => {
    const count = monospace(18);
    const head = 'IL-0206 · UK Ministry of Justice (Cloud Platform)';
    expect(count(head, 'head')).toBeGreaterThan(2);
    const fit = fitLabel({ head, body: 'After an upgrade to Kubernetes 1.17', reason: 'same root cause' }, 3, count);
    expect(fit.head.startsWith('IL-0206 · UK Ministry')).toBe(true);
    expect(fit.head.endsWith('…')).toBe(true);
    expect(fit.body).toBe('After an upgrade…');
    expect(fit.reason).toBeUndefined();
    const total = count(fit.head, 'head') + count(fit.body!, 'body');
    expect(total).toBeLessThanOrEqual(3);
  });

  it('keeps everything when it fits, the reason taking the lines left', () => {
    const fit = fitLabel({ head: 'IL-0034 · Airbnb', body: 'Config push', reason: 'same root cause · shared DNS' }, 6, monospace(18));
    expect(fit).toEqual({ head: 'IL-0034 · Airbnb', body: 'Config push', reason: 'same root cause · shared DNS' });
    const short = fitLabel({ head: 'IL-0034 · Airbnb', body: 'Config push', reason: 'same root cause · shared DNS' }, 3, monospace(18));
    expect(short).toEqual({ head: 'IL-0034 · Airbnb', body: 'Config push', reason: 'same root cause…' });
  });

  it('with one line, the head alone (cut); with bad line counts, one line', () => {
    expect(fitLabel({ head: 'IL-0206 · UK Ministry of Justice', body: 'After an upgrade' }, 1, monospace(18))).toEqual({ head: 'IL-0206 · UK…' });
    expect(fitLabel({ head: 'IL-0001 · X', body: 'Y' }, NaN, monospace(18)).head).toBe('IL-0001 · X');
  });

  it('Korean: cut at spaces with "…"', () => {
    const fit = fitLabel({ head: 'IL-0203 · Honeycomb', body: '일상적인 시스템 업데이트가 AWS 로드 밸런서 컨트롤러를 망가뜨림' }, 3, monospace(12));
    expect(fit.head).toBe('IL-0203 · Honeycomb');
    expect(fit.body!.endsWith('…')).toBe(true);
    expect(fit.body!.startsWith('일상적인')).toBe(true);
  });
});

describe('a head keeps the start of its organisation', () => {
  it('cuts the organisation by letters when its first word does not fit (IL-0203 · Honeycomb on a short phone row)', () => {
    expect(cutToLines('IL-0203 · Honeycomb', 1, monospace(15), 'head')).toBe('IL-0203 · Hone…');
    // Fewer than three letters: the cut at the last whole word.
    expect(cutToLines('IL-0203 · Honeycomb', 1, monospace(12), 'head')).toBe('IL-0203…');
    // A body is cut at words only.
    expect(cutToLines('Routine system update', 1, monospace(18), 'body')).toBe('Routine system…');
  });
});

describe('a hostile one-word text (issue 30: a 300,000-character organisation or title)', () => {
  const counted = (width: number) => {
    const calls: number[] = [];
    const inner = monospace(width);
    const count: LineCount = (text, part) => {
      calls.push(text.length);
      return inner(text, part);
    };
    return { count, calls };
  };

  it('fits a huge head and body with a bounded number of short measurements', () => {
    const { count, calls } = counted(24);
    const fitted = fitLabel({ head: `HUGE-1 · ${'O'.repeat(300_000)}`, body: 'W'.repeat(300_000) }, 3, count);
    expect(fitted.head.startsWith('HUGE-1 · OOO')).toBe(true);
    expect(fitted.head.endsWith('…')).toBe(true);
    expect(fitted.body!.endsWith('…')).toBe(true);
    expect(count(fitted.head, 'head') + count(fitted.body!, 'body')).toBeLessThanOrEqual(3);
    // Measured one character at a time, this took hundreds of thousands of ever longer texts (the map hung).
    expect(calls.length).toBeLessThan(200);
    expect(Math.max(...calls)).toBeLessThanOrEqual(400);
  });

  it('cuts as it did when the text is short: the most characters that fit', () => {
    const { count } = counted(10);
    expect(cutToLines('abcdefghijklmnopqrstuvwxyz', 1, count)).toBe('abcdefghi…');
  });
});
