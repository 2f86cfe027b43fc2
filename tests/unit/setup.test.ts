import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.split('.').map(Number);
  return [a, b, c];
};
const cmp = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/** Enough of npm's range syntax for the engines fields our dependencies use: `^a.b.c`, `>=a.b.c`, `||`. */
function accepts(range: string, v: Version): boolean {
  return range.split('||').some((clause) => {
    const c = clause.trim();
    if (c.startsWith('^')) {
      const lo = parse(c.slice(1));
      return v[0] === lo[0] && cmp(v, lo) >= 0;
    }
    if (c.startsWith('>=')) return cmp(v, parse(c.slice(2))) >= 0;
    throw new Error(`unexpected range ${c}`);
  });
}

describe('the stated Node version', () => {
  const lowest = parse(pkg.engines.node.replace(/^>=/, ''));

  it('is the one .nvmrc names', () => {
    expect(readFileSync(resolve(root, '.nvmrc'), 'utf8').trim()).toBe(pkg.engines.node.replace(/^>=/, ''));
  });

  it("satisfies every direct dependency's own engines field", () => {
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    const refusing: string[] = [];
    for (const name of names) {
      const dep = JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { engines?: { node?: string } };
      const range = dep.engines?.node;
      if (range && /^[\s^>=0-9.|]+$/.test(range) && !accepts(range, lowest)) refusing.push(`${name} (${range})`);
    }
    expect(refusing).toEqual([]);
  });

  it('is no lower than what the strictest dependency needs (Debian 12 ships Node 18, too old)', () => {
    expect(accepts('^20.19.0 || >=22.12.0', lowest)).toBe(true);
    expect(accepts(pkg.engines.node, [18, 19, 0])).toBe(false);
  });
});
