import { clusterCases } from '../model/layout';
import { buildIndex, isJsonLines, parseJsonOrLines, readingJsonLines, runInSlices } from '../model/core';
import { regionsFromPositions } from '../model/layout';
import { Positions } from '../model/layout';
import type { OpenedLibrary } from '../model/library';
import { loadLibrary } from '../model/core';
import { decodeClusters, decodeIndex, indexShapeProblems, type PackedIndex } from '../model/pack';
import { hashingInSteps, sha256Hex } from '../model/pack';
import { manifestSchema, OUTSIDE_MESSAGE, packFileUrl, shardOf, type PackFileRef, type PackManifest, type PackShardRef } from '../model/pack';
import { PackError, type ShardFailure } from '../model/pack';
import { checkShard, textsOf, withTexts } from '../model/pack';
import { quickIndexedCase } from '../model/pack';
import type { Case } from '../model/core';
import { mergeTaxonomies } from '../model/core';
import type { Problem } from '../model/core';
import type { Taxonomy } from '../model/core';
import { parseTaxonomy } from '../model/core';

/**
 * Opening a packed library (src/model/pack) in the worker: every file checked against the size
 * and hash its manifest gives, the long texts read a shard at a time when a case asks for them.
 */

/** Fetches one file of a pack; the worker passes `fetch`, tests a fake. */
export type FetchBytes = (url: string) => Promise<{ ok: boolean; status: number; bytes: Uint8Array; contentType: string | null }>;

export { PackError, type PackFileFault, type ShardFailure } from '../model/pack';


/** JSON files must come as JSON (or as plain bytes from a host that does not know the type; `binary/octet-stream` is an object store's old default). */
const JSON_TYPES = /^(application\/(json|octet-stream)|binary\/octet-stream|text\/plain)\b/i;

/**
 * How a big file is read after the library is open: `pause` between steps of hashing and
 * parsing, so that the worker answers questions meanwhile. Without it a file is hashed and
 * parsed in one go (the opening's own files: nothing waits for the worker then but the opening).
 */
export interface ReadInSteps {
  pause: () => Promise<void>;
  sliceMs: number;
}

async function readFile(manifestUrl: string, ref: PackFileRef, fetchBytes: FetchBytes, kind: 'json' | 'binary', steps?: ReadInSteps): Promise<Uint8Array> {
  const url = packFileUrl(manifestUrl, ref.path);
  if (!url) throw new PackError(ref.path, 'outside');
  let got;
  try {
    got = await fetchBytes(url);
  } catch (error) {
    // A read that went silent (packSource.ts gives up after STALL_MS) is told apart from a missing file.
    throw new PackError(ref.path, error instanceof Error && error.name === 'TimeoutError' ? 'stalled' : 'missing');
  }
  if (!got.ok) throw new PackError(ref.path, 'missing');
  if (kind === 'json' && got.contentType && !JSON_TYPES.test(got.contentType)) throw new PackError(ref.path, 'wrong-type');
  if (got.bytes.byteLength !== ref.bytes) throw new PackError(ref.path, got.bytes.byteLength < ref.bytes ? 'truncated' : 'other-pack');
  const hash = steps ? await runInSlices(hashingInSteps(got.bytes), steps.pause, steps.sliceMs) : await sha256Hex(got.bytes);
  if (hash !== ref.sha256) throw new PackError(ref.path, 'other-pack');
  return got.bytes;
}

/** A binary pack file, checked against its size and hash like every file of the pack. */
export function readPackBytes(manifestUrl: string, ref: PackFileRef, fetchBytes: FetchBytes, steps?: ReadInSteps): Promise<Uint8Array> {
  return readFile(manifestUrl, ref, fetchBytes, 'binary', steps);
}

/**
 * A JSON pack file, checked, then parsed: one JSON text, or JSON lines (search.json), which with
 * `steps` are parsed a few lines at a time.
 */
export async function readPackJson(manifestUrl: string, ref: PackFileRef, fetchBytes: FetchBytes, steps?: ReadInSteps): Promise<unknown> {
  const bytes = await readFile(manifestUrl, ref, fetchBytes, 'json', steps);
  try {
    if (steps) {
      await steps.pause();
      if (isJsonLines(bytes)) return await runInSlices(readingJsonLines(bytes), steps.pause, steps.sliceMs);
    }
    return parseJsonOrLines(bytes);
  } catch {
    throw new PackError(ref.path, 'unreadable');
  }
}

/** Shards an export reads at once (see `casesWithTexts`). */
export const EXPORT_READS = 4;

/**
 * The long texts of a pack, read shard by shard when a case is opened and kept once read. A
 * shard that fails is reported once with the cases it covers; those cases keep their index data
 * and show no text. A shard's content is validated by the app's own loader before it is shown.
 */
export class PackTexts {
  private readonly shards = new Map<PackShardRef, Promise<Record<string, unknown>[] | ShardFailure>>();
  /** Pack position of each id: shards are cut in pack order, which skipped records do not change. */
  private readonly packIndexOf: Map<string, number>;
  /** Shards being read now, and the background work waiting until none is (`idle`). */
  private reading = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly manifestUrl: string,
    private readonly manifest: PackManifest,
    private readonly packIds: readonly string[],
    private readonly taxonomy: Taxonomy,
    private readonly fetchBytes: FetchBytes,
  ) {
    this.packIndexOf = new Map(packIds.map((id, i) => [id, i]));
  }

  /** `light` (a case of the opened pack) with its texts, or why they cannot be had. */
  async withTexts(light: Case): Promise<{ case: Case } | { failure: ShardFailure }> {
    const i = this.packIndexOf.get(light.id);
    const ref = i === undefined ? undefined : shardOf(this.manifest, i);
    if (i === undefined || !ref) return { failure: { file: '', fault: 'missing', firstId: light.id, lastId: light.id } };
    const texts = await this.shard(ref);
    if (!Array.isArray(texts)) return { failure: texts };
    return { case: this.checked([light], [texts[i - ref.first] ?? {}])[0] ?? light };
  }

  /**
   * `lights` (cases of the opened pack) with their texts, for an export: EXPORT_READS shards at a
   * time, taken in pack order, each shard's records checked by the loader (`checked`), `progress`
   * told after each. A case of a shard that fails keeps its index fields, and the failure is
   * returned with it; a record the loader refuses once merged keeps them too. Both are counted
   * in `withoutTexts`.
   * Shards read only for this are not kept (an export of 100,000 cases reads the whole pack);
   * those already read are used as they are. `signal` stops it before the next shard.
   */
  async casesWithTexts(lights: readonly Case[], progress: (done: number, total: number) => void, signal?: AbortSignal): Promise<{ cases: Case[]; failures: ShardFailure[]; withoutTexts: number }> {
    const byShard = new Map<PackShardRef | undefined, number[]>();
    lights.forEach((light, k) => {
      const i = this.packIndexOf.get(light.id);
      const ref = i === undefined ? undefined : shardOf(this.manifest, i);
      const list = byShard.get(ref);
      if (list) list.push(k);
      else byShard.set(ref, [k]);
    });
    const cases = [...lights];
    const refs = [...byShard.keys()].filter((ref): ref is PackShardRef => ref !== undefined).sort((a, b) => a.first - b.first);
    // Failures in pack order, whatever order the shards come back in.
    const failedAt: (ShardFailure | null)[] = refs.map(() => null);
    const unplaced = byShard.get(undefined);
    let withoutTexts = unplaced?.length ?? 0;
    let done = 0;
    progress(done, refs.length);
    const readOne = async (n: number) => {
      const ref = refs[n]!;
      const ks = byShard.get(ref)!;
      const failed: ShardFailure = { file: ref.path, fault: 'unreadable', firstId: lights[ks[0]!]!.id, lastId: lights[ks[ks.length - 1]!]!.id };
      // Whatever goes wrong with one shard, the export goes on with the others.
      const texts = await (this.shards.get(ref) ?? this.track(this.readShard(ref))).catch(() => failed);
      if (!Array.isArray(texts)) {
        failedAt[n] = texts;
        withoutTexts += ks.length;
      } else {
        const mine = ks.map((k) => lights[k]!);
        const checked = this.checked(mine, mine.map((light) => texts[this.packIndexOf.get(light.id)! - ref.first] ?? {}));
        ks.forEach((k, j) => {
          if (!checked[j]) withoutTexts++;
          cases[k] = checked[j] ?? lights[k]!;
        });
      }
      progress(++done, refs.length);
    };
    // A few shards at once, so a distant host's latency overlaps (one at a time, 100 shards at
    // 100 ms each took 13.5 s). Stopped by the reader: no shard is started after it, and the
    // caller sends no file, so what was merged so far is dropped.
    let next = 0;
    const reader = async () => {
      while (next < refs.length && !signal?.aborted) await readOne(next++);
    };
    await Promise.all(Array.from({ length: Math.min(EXPORT_READS, refs.length) }, reader));
    const failures = [
      ...(unplaced ? [{ file: '', fault: 'missing' as const, firstId: lights[unplaced[0]!]!.id, lastId: lights[unplaced[unplaced.length - 1]!]!.id }] : []),
      ...failedAt.filter((f): f is ShardFailure => f !== null),
    ];
    return { cases, failures, withoutTexts };
  }

  /**
   * `lights` with their shard `texts`, each checked by the loader as any record is; null for a
   * record with a problem (it keeps its index fields only). The loader, given these records
   * alone, drops the `related` and `recurrence_of` ids of cases outside them: the index's own
   * fields are kept from `lights`, and only the texts are taken from the checked records.
   */
  private checked(lights: readonly Case[], texts: readonly Record<string, unknown>[]): (Case | null)[] {
    const byId = new Map(loadLibrary(lights.map((light, n) => withTexts(light, texts[n]!)), this.taxonomy).cases.map((c) => [c.id, c]));
    return lights.map((light) => {
      const whole = byId.get(light.id);
      return whole ? withTexts(light, textsOf(whole)) : null;
    });
  }

  /**
   * Starts reading the shard of case `caseId` (a search's first suggestion, which is likely to be
   * opened next), so that opening it waits for no download; a failure is reported when it is opened.
   */
  prefetch(caseId: string): void {
    const i = this.packIndexOf.get(caseId);
    const ref = i === undefined ? undefined : shardOf(this.manifest, i);
    if (ref) this.shard(ref).catch(() => {});
  }

  /**
   * Resolves once no shard is being read. The worker's background work (hashing and parsing the
   * search and similarity files in slices) waits for it between slices: a shard's read is a
   * dozen small tasks (the response, its body, the hash, the parse), and with a slice of
   * background work before each one a text the reader waits for came 0.3–1.5 s late.
   */
  idle(): Promise<void> {
    return this.reading === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** A shard's read, counted while it runs (see `idle`). */
  private track<T>(read: Promise<T>): Promise<T> {
    this.reading++;
    return read.finally(() => {
      if (--this.reading > 0) return;
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const wake of waiters) wake();
    });
  }

  private shard(ref: PackShardRef): Promise<Record<string, unknown>[] | ShardFailure> {
    let p = this.shards.get(ref);
    if (!p) {
      const read = this.track(this.readShard(ref));
      this.shards.set(ref, read);
      // A failed shard is not kept: opening one of its cases again reads it again (a retry).
      void read.then((r) => {
        if (!Array.isArray(r) && this.shards.get(ref) === read) this.shards.delete(ref);
      }, () => this.shards.delete(ref));
      p = read;
    }
    return p;
  }

  private async readShard(ref: PackShardRef): Promise<Record<string, unknown>[] | ShardFailure> {
    const ids = this.packIds.slice(ref.first, ref.first + ref.count);
    const firstId = ids[0] ?? '';
    const lastId = ids[ids.length - 1] ?? firstId;
    try {
      const json = await readPackJson(this.manifestUrl, ref, this.fetchBytes);
      const check = checkShard(json, this.manifest.packId, ref.first, ids);
      if (!check.ok) return { file: ref.path, fault: check.reason === 'not-a-shard' ? 'unreadable' : check.reason, firstId, lastId };
      return check.shard.texts;
    } catch (error) {
      if (error instanceof PackError) return { file: ref.path, fault: error.fault, firstId, lastId };
      throw error;
    }
  }
}

export interface OpenedPack {
  library: OpenedLibrary;
  texts: PackTexts;
  manifest: PackManifest;
}

/**
 * Opens a pack from its manifest: the index, the positions and the taxonomy now, the texts when
 * asked. The manifest and index must be intact (without them there is nothing to show); a bad
 * or missing positions file only costs a fresh layout, which the caller then runs.
 */
export async function openPack(manifestUrl: string, manifestJson: unknown, baseTaxonomy: Taxonomy, fetchBytes: FetchBytes): Promise<OpenedPack & { positionsFault: PackError | null }> {
  const parsed = manifestSchema.safeParse(manifestJson);
  if (!parsed.success) {
    // A path leaving the pack is named as such: "refused, it points outside", not "unreadable".
    const outside = parsed.error.issues.find((issue) => issue.message === OUTSIDE_MESSAGE);
    const value = outside?.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | null)?.[k as PropertyKey], manifestJson);
    throw outside ? new PackError(typeof value === 'string' ? value : 'manifest.json', 'outside') : new PackError('manifest.json', 'unreadable');
  }
  const manifest = parsed.data;
  const packed = (await readPackJson(manifestUrl, manifest.index, fetchBytes)) as PackedIndex;
  if (typeof packed !== 'object' || packed === null || indexShapeProblems(packed).length) throw new PackError(manifest.index.path, 'unreadable');
  const own = manifest.taxonomy === undefined ? null : parseTaxonomy(manifest.taxonomy);
  const taxonomy = own ? mergeTaxonomies(baseTaxonomy, own) : baseTaxonomy;
  // The index's records go through the loader like any library's (a hand-edited pack is data
  // too), with the schema's look only for records the quick check of decoded ones doubts.
  const loaded = loadLibrary(decodeIndex(packed), taxonomy, undefined, quickIndexedCase);
  const index = buildIndex(loaded.cases);
  let caseXY: Float64Array | null = null;
  let positionsFault: PackError | null = null;
  try {
    const bytes = await readFile(manifestUrl, manifest.positions, fetchBytes, 'binary');
    if (bytes.byteLength === packed.ids.length * 16 && loaded.cases.length === packed.ids.length) caseXY = new Float64Array(bytes.slice().buffer);
    else positionsFault = new PackError(manifest.positions.path, 'unreadable');
  } catch (error) {
    if (!(error instanceof PackError)) throw error;
    positionsFault = error;
  }
  const positions = { caseXY: caseXY ?? new Float64Array(0), hubs: caseXY ? packed.hubs : [] };
  // The pack's clusters when they are of these cases (every record valid), else found again; their discs are drawn around the positions.
  const clustering = (loaded.cases.length === packed.ids.length && decodeClusters(packed, packed.ids.length)) || clusterCases(index);
  const positionMap = new Positions(positions, index.byId);
  // The manifest's own count is checked against its index, and a disagreement said (not trusted either way).
  const countProblems: Problem[] = manifest.cases === packed.ids.length ? [] : [{ severity: 'warning', index: null, id: null, field: 'manifest.json', code: 'packCountMismatch', params: { stated: manifest.cases, found: packed.ids.length } }];
  const library: OpenedLibrary = {
    cases: loaded.cases,
    problems: countProblems.length ? [...countProblems, ...loaded.problems] : loaded.problems,
    taxonomy,
    positions,
    shape: 'array',
    recordCount: packed.ids.length,
    index,
    map: { clusters: clustering.clusters, clusterOf: clustering.clusterOf, regions: regionsFromPositions(index, clustering, (id) => positionMap.get(id)) },
    // A pack carries no readers' feedback; the browser's own marks still apply.
    feedback: [],
  };
  return { library, manifest, positionsFault, texts: new PackTexts(manifestUrl, manifest, packed.ids, taxonomy, fetchBytes) };
}
