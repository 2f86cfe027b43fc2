import { describe, expect, it } from 'vitest';
import { shadeLevel } from '../../src/model/view';
import { dragRange, inRange, yearAt, yearBars } from '../../src/model/view';

describe('shadeLevel', () => {
  it('is 0 for none and 1–5 in even steps up to the largest count', () => {
    expect(shadeLevel(0, 10)).toBe(0);
    expect(shadeLevel(1, 10)).toBe(1);
    expect(shadeLevel(2, 10)).toBe(1);
    expect(shadeLevel(5, 10)).toBe(3);
    expect(shadeLevel(10, 10)).toBe(5);
    expect(shadeLevel(1, 1)).toBe(5);
    expect(shadeLevel(3, 0)).toBe(0);
  });
});

describe('timeline helpers', () => {
  it('has one bar per year, zero where there are no cases', () => {
    expect(yearBars(new Map([[2019, 3], [2021, 1]]), 2019, 2021)).toEqual([
      { year: 2019, count: 3 },
      { year: 2020, count: 0 },
      { year: 2021, count: 1 },
    ]);
    expect(yearBars(new Map(), Infinity, -Infinity)).toEqual([]);
  });

  it('finds the year under a position and clamps outside the chart', () => {
    expect(yearAt(0, 100, 2010, 2019)).toBe(2010);
    expect(yearAt(15, 100, 2010, 2019)).toBe(2011);
    expect(yearAt(99.9, 100, 2010, 2019)).toBe(2019);
    expect(yearAt(-20, 100, 2010, 2019)).toBe(2010);
    expect(yearAt(500, 100, 2010, 2019)).toBe(2019);
    expect(yearAt(50, 100, 2010, 2010)).toBe(2010);
  });

  it('orders a drag either way and leaves the library’s own ends open', () => {
    expect(dragRange(2015, 2012, 2010, 2020)).toEqual([2012, 2015]);
    expect(dragRange(2010, 2020, 2010, 2020)).toEqual([null, null]);
    expect(dragRange(2013, 2020, 2010, 2020)).toEqual([2013, null]);
    expect(inRange(2012, 2012, null)).toBe(true);
    expect(inRange(2011, 2012, null)).toBe(false);
    expect(inRange(2030, null, null)).toBe(true);
  });
});
