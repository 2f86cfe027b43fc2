import { describe, expect, it } from 'vitest';
import { isHighlighted, pickYear } from '../../src/model/view';

const MIN = 2010;
const MAX = 2024;

describe('pickYear: what a click on a timeline bar sets', () => {
  it('chooses one year when no range is set, even at the ends of the library', () => {
    expect(pickYear(2018, false, null, null, MIN, MAX)).toEqual([2018, 2018]);
    expect(pickYear(MIN, false, null, null, MIN, MAX)).toEqual([MIN, MIN]);
    // Shift without a range has nothing to extend.
    expect(pickYear(2018, true, null, null, MIN, MAX)).toEqual([2018, 2018]);
  });

  it('clicking the one chosen year again shows all years', () => {
    expect(pickYear(2018, false, 2018, 2018, MIN, MAX)).toEqual([null, null]);
    // An open end counts as the library's first or last year.
    expect(pickYear(MIN, false, null, MIN, MIN, MAX)).toEqual([null, null]);
  });

  it('clicking another year (or one inside a wider range) chooses that year', () => {
    expect(pickYear(2019, false, 2018, 2018, MIN, MAX)).toEqual([2019, 2019]);
    expect(pickYear(2016, false, 2015, 2020, MIN, MAX)).toEqual([2016, 2016]);
  });

  it('Shift stretches the range to the year, from the end on the clicked side', () => {
    expect(pickYear(2022, true, 2015, 2018, MIN, MAX)).toEqual([2015, 2022]);
    expect(pickYear(2012, true, 2015, 2018, MIN, MAX)).toEqual([2012, 2018]);
    // Reaching the library's ends leaves them open, as a drag does.
    expect(pickYear(MAX, true, 2015, 2018, MIN, MAX)).toEqual([2015, null]);
    expect(pickYear(MIN, true, 2015, null, MIN, MAX)).toEqual([null, null]);
  });
});

describe('isHighlighted: which bars are drawn as chosen', () => {
  it('follows the drag while it lasts, whichever way it goes', () => {
    expect(isHighlighted(2015, [2017, 2013], 2020, 2021)).toBe(true);
    expect(isHighlighted(2020, [2017, 2013], 2020, 2021)).toBe(false);
  });

  it('otherwise follows the filter, and nothing when no range is set', () => {
    expect(isHighlighted(2020, null, 2020, null)).toBe(true);
    expect(isHighlighted(2019, null, 2020, null)).toBe(false);
    expect(isHighlighted(2019, null, null, null)).toBe(false);
  });
});
