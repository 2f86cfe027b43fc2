import type { Case } from '../core';
import { INDEX_FIELDS } from './columns';

/**
 * A shard: the long texts (and every other field not in the index) of `ids.length` consecutive
 * cases. It names its pack and its cases, so a shard from another pack, or one whose cases moved,
 * is recognised and never shows one case's text under another's id.
 */
export const SHARD_FORMAT = 'incident-graph-shard';

export interface PackShard {
  format: typeof SHARD_FORMAT;
  packId: string;
  first: number;
  ids: string[];
  texts: Record<string, unknown>[];
}

export function textsOf(c: Case): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) if (!INDEX_FIELDS.has(k)) out[k] = v;
  return out;
}

export function buildShard(packId: string, cases: readonly Case[], first: number): PackShard {
  return { format: SHARD_FORMAT, packId, first, ids: cases.map((c) => c.id), texts: cases.map(textsOf) };
}

export type ShardCheck = { ok: true; shard: PackShard } | { ok: false; reason: 'not-a-shard' | 'other-pack' | 'wrong-cases' };

/** Checks a parsed shard against what the manifest and index expect of it. */
export function checkShard(json: unknown, packId: string, first: number, expectedIds: readonly string[]): ShardCheck {
  const s = json as Partial<PackShard> | null;
  if (!s || typeof s !== 'object' || s.format !== SHARD_FORMAT || !Array.isArray(s.ids) || !Array.isArray(s.texts) || s.ids.length !== s.texts.length) {
    return { ok: false, reason: 'not-a-shard' };
  }
  if (s.packId !== packId) return { ok: false, reason: 'other-pack' };
  if (s.first !== first || s.ids.length !== expectedIds.length || s.ids.some((id, k) => id !== expectedIds[k])) return { ok: false, reason: 'wrong-cases' };
  if (s.texts.some((t) => typeof t !== 'object' || t === null || Array.isArray(t))) return { ok: false, reason: 'not-a-shard' };
  return { ok: true, shard: s as PackShard };
}

/** The case with its texts from the shard; the index's fields always win (they were checked). */
export function withTexts(light: Case, texts: Record<string, unknown>): Case {
  const merged: Record<string, unknown> = { ...light };
  for (const [k, v] of Object.entries(texts)) if (!INDEX_FIELDS.has(k)) merged[k] = v;
  return merged as Case;
}
