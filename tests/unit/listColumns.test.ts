import { describe, expect, it } from 'vitest';
import { LIST_COLUMNS } from '../../src/model/view';
import { columnsFor, NARROW_COLUMNS } from '../../src/ui/list/ListRow';

describe("the list's column orders", () => {
  it('the phone has every column once, the title right after the id', () => {
    expect([...NARROW_COLUMNS].sort()).toEqual([...LIST_COLUMNS].sort());
    expect(NARROW_COLUMNS.slice(0, 2)).toEqual(['id', 'title']);
  });
  it('a wide screen has the library order', () => {
    expect(columnsFor(false)).toBe(LIST_COLUMNS);
    expect(columnsFor(true)).toBe(NARROW_COLUMNS);
  });
});
