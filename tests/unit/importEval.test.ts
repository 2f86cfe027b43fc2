import { describe, expect, it } from 'vitest';
import { runImportEval } from '../../scripts/eval-import';

describe('import suggestion quality (tests/eval/import)', () => {
  it('keeps the share reached on 2026-12-01: root cause 26/32, components 31/32', () => {
    const f = runImportEval();
    expect(f.cases).toBeGreaterThanOrEqual(30);
    expect(f.missing).toEqual([]);
    expect(f.rootCause).toBeGreaterThanOrEqual(26 / 32);
    expect(f.components).toBeGreaterThanOrEqual(31 / 32);
  }, 60_000);
});
