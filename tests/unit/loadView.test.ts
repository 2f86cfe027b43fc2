import { describe, expect, it } from 'vitest';
import { loadView } from '../../src/model/loadView';

describe('loadView', () => {
  it('is indeterminate with no stage before the first report', () => {
    expect(loadView(null)).toEqual({ stage: null, determinate: false, percent: 0, done: 0, total: 0 });
  });
  it('counts records while checking them', () => {
    expect(loadView({ stage: 'validate', done: 40, total: 159 })).toEqual({ stage: 'validate', determinate: true, percent: 25, done: 40, total: 159 });
  });
  it('counts bytes while downloading when the size is known', () => {
    expect(loadView({ stage: 'download', done: 512, total: 1024 }).percent).toBe(50);
  });
  it('is indeterminate for a download of unknown size', () => {
    expect(loadView({ stage: 'download', done: 5000, total: 0 })).toMatchObject({ stage: 'download', determinate: false, percent: 0 });
  });
  it('is indeterminate for stages that do not count (index, layout, draw), keeping their total', () => {
    expect(loadView({ stage: 'layout', done: 3, total: 159 })).toMatchObject({ stage: 'layout', determinate: false, total: 159 });
    expect(loadView({ stage: 'index', done: 1, total: 2 }).determinate).toBe(false);
  });
  it('never passes 100% nor goes below 0', () => {
    expect(loadView({ stage: 'download', done: 3000, total: 1024 })).toMatchObject({ percent: 100, done: 1024 });
    expect(loadView({ stage: 'validate', done: -5, total: 10 })).toMatchObject({ percent: 0, done: 0 });
  });
  it('survives nonsense numbers', () => {
    expect(loadView({ stage: 'validate', done: Number.NaN, total: 10 }).determinate).toBe(false);
    expect(loadView({ stage: 'validate', done: 1, total: Number.POSITIVE_INFINITY }).determinate).toBe(false);
  });
});
