import type { LibraryIndex } from '../core';
import { valuesOf, type PatternTable } from './axes';

/** Two cases at most this many days apart can be a repeat of one another by the same-org rule. */
export const REPEAT_WINDOW_DAYS = 365;

/** Days since 0000-01-01 (proleptic, enough to compare); a missing month or day counts as the 1st. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(date);
  if (!m) return 0;
  const y = Number(m[1]);
  const mo = m[2] ? Number(m[2]) : 1;
  const d = m[3] ? Number(m[3]) : 1;
  return Math.floor(Date.UTC(y, mo - 1, d) / 86_400_000);
}

/**
 * Which cases are repeats (1) of an earlier failure. The rule:
 * - the case names an earlier case of the library in `recurrence_of`, or
 * - an earlier case of the same organisation has the same root cause and shares a component,
 *   dated at most 365 days before (a date without month or day counts from its first day;
 *   cases of one date are in library order).
 * A case without an organisation or a root cause is a repeat only through `recurrence_of`.
 * Computed over the whole library, so a filter does not change what counts as a repeat.
 */
export function repeatMask(index: LibraryIndex): Uint8Array {
  const out = new Uint8Array(index.cases.length);
  for (const i of index.recurrenceOf.keys()) out[i] = 1;
  const days = index.cases.map((c) => dayNumber(c.date));
  for (const list of index.byCauseComponent.values()) {
    const byOrg = new Map<string, number[]>();
    for (const i of list) {
      const org = index.cases[i]!.org;
      if (!org) continue;
      const group = byOrg.get(org);
      if (group) group.push(i);
      else byOrg.set(org, [i]);
    }
    for (const group of byOrg.values()) {
      if (group.length < 2) continue;
      group.sort((a, b) => days[a]! - days[b]! || a - b);
      for (let k = 1; k < group.length; k++) if (days[group[k]!]! - days[group[k - 1]!]! <= REPEAT_WINDOW_DAYS) out[group[k]!] = 1;
    }
  }
  return out;
}

/** A distribution of minutes: how many cases have the figure, and its median and range. */
export interface FigureStats {
  /** Cases with the figure. */
  count: number;
  /** Cases without it. */
  missing: number;
  median: number | null;
  min: number | null;
  max: number | null;
}

/** The median (mean of the two middle values for an even count), range and coverage of the given figures. */
export function figureStats(values: readonly (number | null)[]): FigureStats {
  const have = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  const missing = values.length - have.length;
  if (have.length === 0) return { count: 0, missing, median: null, min: null, max: null };
  const mid = have.length >> 1;
  const median = have.length % 2 ? have[mid]! : (have[mid - 1]! + have[mid]!) / 2;
  return { count: have.length, missing, median, min: have[0]!, max: have[have.length - 1]! };
}

export interface RecoveryRow {
  /** The root cause or pattern id; '' for all shown cases. */
  key: string;
  cases: number;
  /** Cases that are repeats (see repeatMask). */
  repeats: number;
  detect: FigureStats;
  resolve: FigureStats;
}

function rowOf(index: LibraryIndex, key: string, members: readonly number[], repeats: Uint8Array): RecoveryRow {
  let r = 0;
  for (const i of members) r += repeats[i]!;
  return {
    key,
    cases: members.length,
    repeats: r,
    detect: figureStats(members.map((i) => index.cases[i]!.timeline.detected_after)),
    resolve: figureStats(members.map((i) => index.cases[i]!.timeline.resolved_after)),
  };
}

/**
 * Recurrence and recovery per root cause or per failure pattern among the shown cases, biggest
 * first, with a first row ('') for all of them together.
 */
export function buildRecovery(index: LibraryIndex, mask: Uint8Array | null, by: 'rc' | 'cluster', patterns: PatternTable | null, repeats: Uint8Array = repeatMask(index)): RecoveryRow[] {
  const valuesAt = valuesOf(index, by, patterns);
  const groups = new Map<string, number[]>();
  const all: number[] = [];
  for (let i = 0; i < index.cases.length; i++) {
    if (mask && mask[i] !== 1) continue;
    all.push(i);
    for (const v of valuesAt(i)) {
      const g = groups.get(v);
      if (g) g.push(i);
      else groups.set(v, [i]);
    }
  }
  const rows = [...groups].map(([key, members]) => rowOf(index, key, members, repeats));
  rows.sort((a, b) => b.cases - a.cases || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return [rowOf(index, '', all, repeats), ...rows];
}

/** The same figures for a given set of cases (a failure pattern's panel). */
export function recoveryOf(index: LibraryIndex, members: readonly number[], repeats: Uint8Array = repeatMask(index)): RecoveryRow {
  return rowOf(index, '', members, repeats);
}
