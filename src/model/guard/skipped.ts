import type { Problem } from '../core';

/**
 * How many records were skipped: records, not problems (a record with two bad fields is one
 * skipped record). An error naming a record counts once per record; an error naming none (an
 * NDJSON line that is not JSON, a whole-file error) counts once.
 */
export function skippedRecords(problems: readonly Problem[]): number {
  const records = new Set<number>();
  let unnamed = 0;
  for (const p of problems) {
    if (p.severity !== 'error') continue;
    if (p.index === null) unnamed++;
    else records.add(p.index);
  }
  return records.size + unnamed;
}
