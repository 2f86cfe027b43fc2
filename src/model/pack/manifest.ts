import { z } from 'zod';
import { isInsidePackPath } from '../guard';

/**
 * A packed library: a directory any static host can serve. The manifest names every file with
 * its size and SHA-256, so a file from another pack or a truncated one is recognised, and every
 * path is relative to the manifest's own directory (a manifest pointing elsewhere is refused).
 *
 *   manifest.json          this file
 *   index.json             what the graph, facets and list need, column by column (see columns.ts)
 *   positions.bin          the layout: Float64 x, y per case in library order, then the hub table in index.json
 *   search.json            a prebuilt full-text index: the names' MiniSearch JSON and the long texts' term list
 *   search-postings.bin    the long texts' posting lists (see ../search/bodyIndex.ts)
 *   similarity.bin         the similarity index built from the full texts (see ../similarity/packed.ts)
 *   texts/NNNN.json        the long texts, a shard per `shardSize` cases, fetched when a case is opened
 */
export const PACK_FORMAT = 'incident-graph-pack';
export const PACK_VERSION = 1;

export const OUTSIDE_MESSAGE = 'must be a path inside the pack';

const relativePath = z
  .string()
  .min(1)
  .max(300)
  // Checked after percent-decoding (`..%2f` climbs out on most static hosts): see guard/packPath.ts.
  .refine(isInsidePackPath, OUTSIDE_MESSAGE);

const fileRef = z.object({
  path: relativePath,
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(PACK_FORMAT),
  version: z.literal(PACK_VERSION),
  name: z.string().max(200).nullish(),
  created: z.string().nullish(),
  cases: z.number().int().nonnegative(),
  /** Hash of the index file: every shard carries it, so a shard of another pack is refused. */
  packId: z.string().regex(/^[0-9a-f]{64}$/),
  taxonomy: z.unknown().optional(),
  index: fileRef,
  positions: fileRef,
  search: fileRef.nullish(),
  /** The long texts' postings of search.json (its version 2); older packs have none. */
  searchPostings: fileRef.nullish(),
  /** The similarity index (issue #27); older packs have none (their similarity sees titles only). */
  similarity: fileRef.nullish(),
  shardSize: z.number().int().positive(),
  shards: z.array(fileRef.extend({ first: z.number().int().nonnegative(), count: z.number().int().positive() })),
});

export type PackManifest = z.output<typeof manifestSchema>;
export type PackFileRef = z.output<typeof fileRef>;
export type PackShardRef = PackManifest['shards'][number];

/** Does this JSON look like a pack manifest (rather than a library)? Checked before validating. */
export function isPackManifest(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { format?: unknown }).format === PACK_FORMAT;
}

/**
 * The absolute address of a pack file, or null when it would leave the manifest's directory
 * (another origin, or above it): a manifest may only name its own files.
 */
export function packFileUrl(manifestUrl: string, path: string): string | null {
  if (!relativePath.safeParse(path).success) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(manifestUrl);
    target = new URL(path, base);
  } catch {
    return null;
  }
  const dir = base.pathname.slice(0, base.pathname.lastIndexOf('/') + 1);
  if (target.origin !== base.origin || !target.pathname.startsWith(dir) || target.search || target.hash) return null;
  return target.href;
}

/** The shard holding case number `i` (library order). */
export function shardOf(manifest: Pick<PackManifest, 'shards'>, i: number): PackShardRef | undefined {
  // Shards are in order and contiguous; binary search keeps this cheap at 100 shards and more.
  const shards = manifest.shards;
  let lo = 0;
  let hi = shards.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = shards[mid]!;
    if (i < s.first) hi = mid - 1;
    else if (i >= s.first + s.count) lo = mid + 1;
    else return s;
  }
  return undefined;
}
