import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openLibrary } from '../src/model/library';
import { decodeIndex, type PackedIndex } from '../src/model/pack/columns';
import { LibrarySearch } from '../src/model/search';
import { readTaxonomy } from '../scripts/libraryFiles';
const dir = process.argv[2]!;
const tax = readTaxonomy();
const lib = openLibrary({ json: decodeIndex(JSON.parse(readFileSync(`${dir}/index.json`, 'utf8')) as PackedIndex) }, tax);
const text = readFileSync(`${dir}/search.json`, 'utf8');
const postings = new Uint8Array(readFileSync(`${dir}/search-postings.bin`));
console.log('search.json', text.length, 'gzip', gzipSync(text).length, 'postings', postings.length, 'gzip', gzipSync(postings).length);
const j0 = JSON.parse(text);
console.log('short part', JSON.stringify(j0.short).length, 'body meta', JSON.stringify(j0.body).length);
(globalThis as any).gc?.();
const h0 = process.memoryUsage().heapUsed;
let t = performance.now();
const json = JSON.parse(text);
const tParse = performance.now() - t;
t = performance.now();
const s = LibrarySearch.fromSerialized(json, lib.index, tax, postings)!;
const tLoad = performance.now() - t;
(globalThis as any).gc?.();
const h1 = process.memoryUsage().heapUsed;
console.log('parse ms', tParse | 0, 'load ms', tLoad | 0, 'heap MB', ((h1 - h0) / 1e6).toFixed(1));
for (const q of ['failover partition', 'fail', 'SYN-00123', '장애']) { t = performance.now(); const n = s.search(q, 20).length; const m = s.caseMask(q).reduce((a, b) => a + b, 0); console.log(q, n, m, (performance.now() - t).toFixed(1), 'ms'); }
void s;
for (let r = 0; r < 3; r++) for (const q of ['failover partition', 'fail', 'SYN-00123', '장애', 'timeout']) {
  let t1 = performance.now(); s.search(q, 20); const a = performance.now() - t1;
  t1 = performance.now(); s.caseMask(q); const b = performance.now() - t1;
  const body = (s as any).searchBody; t1 = performance.now(); body(q, { combineWith: 'AND', prefix: false }); const c = performance.now() - t1;
  const short = (s as any).short; t1 = performance.now(); short.search(q, { combineWith: 'AND' }); const d = performance.now() - t1;
  if (r === 2) console.log(q, 'search', a.toFixed(1), 'mask', b.toFixed(1), 'body', c.toFixed(1), 'short', d.toFixed(1));
}
