import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = resolve(__dirname, '../../.ci/lib.sh');

/**
 * A fake fc-list on PATH that prints `first` and then many more lines, as a real font list does:
 * far more than a pipe holds (64 kB), so a reader that stops at the match leaves it writing.
 */
function fakeFcList(first: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fc-list-'));
  const script = join(dir, 'fc-list');
  const rest = join(dir, 'rest.txt');
  writeFileSync(rest, Array.from({ length: 20000 }, (_, i) => `/usr/share/fonts/other/font-${i}.ttf: Other Sans:style=Regular\n`).join(''));
  writeFileSync(script, `#!/usr/bin/env bash\necho '${first}'\ncat '${rest}'\n`);
  chmodSync(script, 0o755);
  return dir;
}

function hasCjkFont(pathDir: string): number {
  const r = spawnSync('bash', ['-c', `set -euo pipefail; source '${lib}'; has_cjk_font`], {
    env: { ...process.env, PATH: `${pathDir}:${process.env.PATH}` },
  });
  return r.status ?? -1;
}

describe('.ci/lib.sh', () => {
  it('finds the CJK font every time, however early the match comes (no SIGPIPE under pipefail)', () => {
    const dir = fakeFcList('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc: Noto Sans CJK JP:style=Regular');
    for (let run = 0; run < 10; run++) expect(hasCjkFont(dir)).toBe(0);
  });

  it('reports the font missing when it is', () => {
    expect(hasCjkFont(fakeFcList('/usr/share/fonts/x.ttf: DejaVu Sans:style=Book'))).not.toBe(0);
  });

  it('is what .ci/run uses', () => {
    const run = execFileSync('cat', [resolve(__dirname, '../../.ci/run')], { encoding: 'utf8' });
    expect(run).toMatch(/source \.ci\/lib\.sh/);
    expect(run).toMatch(/has_cjk_font \|\|/);
    expect(run).not.toMatch(/\| *grep -q/);
  });
});
