import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The house rules a newcomer can check (docs/architecture.md); import loops and deep imports are lint's. */
const SRC = resolve(__dirname, '../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').length;

describe('the house', () => {
  it('keeps every file of the UI and the graph adapter at 250 lines or fewer', () => {
    const long = ['ui', 'graph'].flatMap((dir) => filesUnder(join(SRC, dir))).filter((f) => lines(f) > 250);
    expect(long.map((f) => `${relative(SRC, f)}: ${lines(f)} lines`)).toEqual([]);
  });

  it('gives the graph adapter no CSS class of the UI to look for', () => {
    // A selector string with a class in it (".legend", "div.panel"), in a query or a match.
    const classQuery = /(querySelector(All)?|closest|matches)\(\s*['"`][^'"`]*\.[A-Za-z_-]/;
    const offenders = filesUnder(join(SRC, 'graph')).filter((f) => classQuery.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('gives every model domain a face', () => {
    const model = join(SRC, 'model');
    const domains = readdirSync(model).filter((name) => statSync(join(model, name)).isDirectory());
    expect(domains.length).toBeGreaterThanOrEqual(10);
    expect(domains.filter((d) => !readdirSync(join(model, d)).includes('index.ts'))).toEqual([]);
  });

  it('keeps no loose file in the model: each belongs to a domain', () => {
    const model = join(SRC, 'model');
    expect(readdirSync(model).filter((name) => /\.tsx?$/.test(name))).toEqual([]);
  });
});
