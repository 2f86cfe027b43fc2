import type { OpenedLibrary } from '../library';
import { encodeIndex } from './columns';
import { sha256Hex } from './hash';
import { PACK_FORMAT, PACK_VERSION, type PackFileRef, type PackManifest } from './manifest';
import { buildShard } from './shards';

/**
 * Cases per text shard. Opening a case reads its whole shard: at 100 cases of real text sizes a
 * shard is ~0.5 MB (measured at 500: 2.2 MB, and seconds to a case's text on a busy machine),
 * and 100,000 cases make 1,000 shards, ~150 kB of manifest.
 */
export const DEFAULT_SHARD_SIZE = 100;

export interface PackFiles {
  manifest: PackManifest;
  /** Path inside the pack → content, manifest.json included. */
  files: Map<string, Uint8Array>;
}

const encoder = new TextEncoder();

async function ref(path: string, bytes: Uint8Array): Promise<PackFileRef> {
  return { path, bytes: bytes.byteLength, sha256: await sha256Hex(bytes) };
}

/**
 * Writes an opened library as a pack (see manifest.ts). Pure: the caller decides where the files
 * go. The pack id is the index's hash, so shards of another pack, or of an older build of this
 * one, are told apart. `search` is a serialised full-text index (LibrarySearch.serialize), when
 * the caller has one: search.json and the long texts' postings, search-postings.bin. `similarity`:
 * the similarity index's bytes (encodeSimilarityIndex), similarity.bin.
 */
export async function packLibrary(
  library: Pick<OpenedLibrary, 'cases' | 'positions' | 'taxonomy'> & Partial<Pick<OpenedLibrary, 'map'>>,
  options: { name?: string; shardSize?: number; created?: string; search?: { json: string; postings: Uint8Array }; similarity?: Uint8Array } = {},
): Promise<PackFiles> {
  const shardSize = options.shardSize ?? DEFAULT_SHARD_SIZE;
  const files = new Map<string, Uint8Array>();
  const indexBytes = encoder.encode(JSON.stringify(encodeIndex(library.cases, library.positions.hubs, library.map)));
  files.set('index.json', indexBytes);
  const index = await ref('index.json', indexBytes);
  const packId = index.sha256;
  const positionsBytes = new Uint8Array(library.positions.caseXY.buffer.slice(0));
  files.set('positions.bin', positionsBytes);
  const positions = await ref('positions.bin', positionsBytes);
  let search: PackFileRef | null = null;
  let searchPostings: PackFileRef | null = null;
  if (options.search !== undefined) {
    const bytes = encoder.encode(options.search.json);
    files.set('search.json', bytes);
    search = await ref('search.json', bytes);
    files.set('search-postings.bin', options.search.postings);
    searchPostings = await ref('search-postings.bin', options.search.postings);
  }
  let similarity: PackFileRef | null = null;
  if (options.similarity !== undefined) {
    files.set('similarity.bin', options.similarity);
    similarity = await ref('similarity.bin', options.similarity);
  }
  const shards: PackManifest['shards'] = [];
  for (let first = 0; first < library.cases.length; first += shardSize) {
    const slice = library.cases.slice(first, first + shardSize);
    const path = `texts/${String(shards.length).padStart(4, '0')}.json`;
    const bytes = encoder.encode(JSON.stringify(buildShard(packId, slice, first)));
    files.set(path, bytes);
    shards.push({ ...(await ref(path, bytes)), first, count: slice.length });
  }
  const manifest: PackManifest = {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    name: options.name ?? null,
    created: options.created ?? null,
    cases: library.cases.length,
    packId,
    taxonomy: library.taxonomy,
    index,
    positions,
    search,
    searchPostings,
    similarity,
    shardSize,
    shards,
  };
  files.set('manifest.json', encoder.encode(JSON.stringify(manifest)));
  return { manifest, files };
}
