import type { Page } from '@playwright/test';
import { readTaxonomy } from '../../scripts/libraryFiles';
import { openLibrary } from '../../src/model/library';
import { packLibrary } from '../../src/model/pack';
import { LibrarySearch } from '../../src/model/search';
import { buildSimilarityIndex, encodeSimilarityIndex } from '../../src/model/similarity';

/** A library packed in Node exactly as `npm run pack-library` packs it (its search and similarity indexes optional). */
export async function packRecords(records: readonly unknown[], options: { shardSize?: number; search?: boolean; similarity?: boolean } = {}) {
  const library = openLibrary({ json: records }, readTaxonomy());
  const search = options.search === false ? undefined : LibrarySearch.forPacking(library.index, library.taxonomy).serialize();
  const similarity = options.similarity === false ? undefined : encodeSimilarityIndex(buildSimilarityIndex(library.cases));
  return packLibrary(library, { shardSize: options.shardSize, search, similarity, name: 'e2e' });
}

const CORS = { 'access-control-allow-origin': '*' };

/**
 * Serves a pack's files under `base` (a directory address ending in /), as a static host would.
 * `override` replaces a file's body (a truncated or foreign shard); a null body answers 404.
 */
export async function servePack(page: Page, base: string, files: Map<string, Uint8Array>, override: Record<string, Uint8Array | null> = {}) {
  await page.route(`${base}**`, (route) => {
    const path = route.request().url().slice(base.length);
    const body = path in override ? override[path] : files.get(path);
    if (!body) return route.fulfill({ status: 404, body: 'not found', contentType: 'text/plain', headers: CORS });
    return route.fulfill({ body: Buffer.from(body), contentType: path.endsWith('.bin') ? 'application/octet-stream' : 'application/json', headers: CORS });
  });
}

export async function serveJson(page: Page, url: string, json: unknown) {
  const body = JSON.stringify(json);
  await page.route(url, (route) => route.fulfill({ body, contentType: 'application/json', headers: CORS }));
}
