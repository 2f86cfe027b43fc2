import { baseTaxonomy } from '../data/taxonomy';
import { layoutLibrary } from '../model/layout';
import type { OpenedLibrary } from '../model/library';
import { isPackManifest, PACK_FORMAT, type PackManifest } from '../model/pack';
import { positionTable } from '../model/layout';
import type { Problem } from '../model/core';
import { LibrarySearch } from '../model/search';
import { decodeSimilarityIndexSliced, type SimilarityIndex } from '../model/similarity';
import type { Taxonomy } from '../model/core';
import { STALL_MS } from './download';
import { nextTask } from './nextTask';
import { openPack, PackError, readPackBytes, readPackJson, type FetchBytes, type PackTexts, type ReadInSteps } from './openPack';

/**
 * A pack as the worker serves it over the network: the fetch its files are read with, and telling
 * a pack's manifest from a plain library once a download is in.
 */

/** The browser's fetch as a pack's FetchBytes: no cookies, the body as bytes, the type as served. */
export const fetchPackBytes: FetchBytes = (url) => fetchBytesWithin(url, STALL_MS);

/**
 * fetch, given up (a `TimeoutError`) when the server sends nothing, headers or body, for `stallMs`:
 * a timeout that suits any size, since it counts silence, not the whole transfer.
 */
export async function fetchBytesWithin(url: string, stallMs: number): ReturnType<FetchBytes> {
  const abort = new AbortController();
  let timer = setTimeout(() => abort.abort(), stallMs);
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(), stallMs);
  };
  try {
    const response = await fetch(url, { credentials: 'omit', signal: abort.signal });
    alive();
    const parts: Uint8Array[] = [];
    let length = 0;
    if (response.ok && response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        alive();
        parts.push(chunk.value);
        length += chunk.value.byteLength;
      }
    }
    const bytes = new Uint8Array(length);
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.byteLength;
    }
    return { ok: response.ok, status: response.status, bytes, contentType: response.headers.get('content-type') };
  } catch (error) {
    if (abort.signal.aborted) {
      const stalled = new Error(`${url}: nothing arrived for ${Math.round(stallMs / 1000)} s`);
      stalled.name = 'TimeoutError';
      throw stalled;
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export interface OpenedPackSource {
  library: OpenedLibrary;
  texts: PackTexts;
  manifest: PackManifest;
  /**
   * The pack's prebuilt full-text index, read after the cases are on the page (it is the pack's
   * biggest file); null when the pack has none or it cannot be used (the worker indexes the light cases then).
   */
  loadSearch: () => Promise<LibrarySearch | null>;
  /**
   * The pack's similarity index, built from the full texts when it was packed (similarity.bin),
   * over the opened cases; null when the pack has none, or it is unreadable or of other cases
   * (a record skipped on opening shifts every position): the worker indexes the light cases then.
   */
  loadSimilarity: () => Promise<SimilarityIndex | null>;
}

const fileProblem = (file: string, fault: string): Problem => ({ severity: 'warning', index: null, id: null, field: file, code: 'packFileFailed', params: { file, fault } });

/**
 * A pack as the worker serves it: openPack's library, laid out afresh (and a warning) when its
 * positions are bad, and its prebuilt search.
 */
export async function openPackSource(manifestUrl: string, manifestJson: unknown, taxonomy: Taxonomy, fetchBytes: FetchBytes = fetchPackBytes): Promise<OpenedPackSource> {
  const pack = await openPack(manifestUrl, manifestJson, taxonomy, fetchBytes);
  let library = pack.library;
  if (pack.positionsFault) {
    library = { ...library, problems: [...library.problems, fileProblem(pack.positionsFault.file, pack.positionsFault.fault)], positions: positionTable(layoutLibrary(library.index), library.cases) };
  }
  const { search: ref, searchPostings } = pack.manifest;
  const { index, taxonomy: own } = library;
  // Between slices: the queued messages, then any text a reader waits for.
  const pause = async () => {
    await nextTask();
    await pack.texts.idle();
  };
  const inSteps: ReadInSteps = { pause, sliceMs: SLICE_MS };
  const loadSearch = async () => {
    if (!ref) return null;
    try {
      // Both files at once: the names' JSON is parsed while the postings arrive. Hashing,
      // parsing and rebuilding MiniSearch's tree were the worker's longest steps after the load
      // (~0.3, ~0.5 and ~1.5 s at 100,000 cases): all three go in slices, between which a case's
      // texts or a search asked for meanwhile are answered.
      const [json, postings] = await Promise.all([readPackJson(manifestUrl, ref, fetchBytes, inSteps), searchPostings ? readPackBytes(manifestUrl, searchPostings, fetchBytes, inSteps) : null]);
      await nextTask();
      return await LibrarySearch.fromSerializedAsync(json, index, own, postings);
    } catch (error) {
      if (error instanceof PackError) return null;
      throw error;
    }
  };
  const loadSimilarity = async () => {
    const similarity = pack.manifest.similarity;
    if (!similarity) return null;
    try {
      // In slices: a case's texts asked for meanwhile are answered between them.
      return await decodeSimilarityIndexSliced(await readPackBytes(manifestUrl, similarity, fetchBytes, inSteps), library.cases, pause);
    } catch (error) {
      if (error instanceof PackError) return null;
      throw error;
    }
  };
  return { library, texts: pack.texts, manifest: pack.manifest, loadSearch, loadSimilarity };
}


/** The big files read after the opening go in slices of about this long (ms). */
const SLICE_MS = 20;

/** A manifest is small; a big download is a library and is not parsed twice to find out. */
const MANIFEST_MAX_CHARS = 4_000_000;

/** The pack behind a downloaded text when that text is a pack manifest, else null (a plain library). */
export async function openIfPack(url: string, text: string): Promise<OpenedPackSource | null> {
  if (text.length > MANIFEST_MAX_CHARS || !text.includes(PACK_FORMAT)) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPackManifest(json)) return null;
  return openPackSource(url, json, baseTaxonomy());
}
