/**
 * Writes a deterministic synthetic case library (see scripts/synthetic.ts).
 *   npx tsx scripts/generate-library.ts 10000                      # JSON array to stdout
 *   npx tsx scripts/generate-library.ts 10000 --seed 7 --out lib.json
 *   npx tsx scripts/generate-library.ts 10000 --ndjson --out lib.ndjson
 * The array form puts one case per line, so even 100,000 cases stay easy to inspect.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { generateLibrary } from './synthetic';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: tsx scripts/generate-library.ts <count> [--seed N] [--out file.json] [--ndjson]');
  process.exit(2);
}

function parseArgs(argv: string[]) {
  let count: number | null = null;
  let seed = 1;
  let out: string | null = null;
  let ndjson = false;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    const value = () => {
      const v = argv[++k];
      if (v === undefined) usage(`${arg} needs a value`);
      return v;
    };
    if (arg === '--seed') seed = Number(value());
    else if (arg.startsWith('--seed=')) seed = Number(arg.slice(7));
    else if (arg === '--out' || arg === '-o') out = value();
    else if (arg.startsWith('--out=')) out = arg.slice(6);
    else if (arg === '--ndjson') ndjson = true;
    else if (arg === '--help' || arg === '-h') usage();
    else if (/^\d[\d_,]*$/.test(arg) && count === null) count = Number(arg.replace(/[_,]/g, ''));
    else usage(`unknown argument: ${arg}`);
  }
  if (count === null) usage('the number of cases is missing');
  if (!Number.isInteger(seed)) usage('--seed must be an integer');
  return { count, seed, out, ndjson };
}

async function write(stream: Writable, chunk: string) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

const { count, seed, out, ndjson } = parseArgs(process.argv.slice(2));
const records = generateLibrary(count, seed);
const stream: Writable = out ? createWriteStream(out) : process.stdout;
// Written in chunks: a 100,000-case library is hundreds of megabytes of text.
const CHUNK = 1000;
if (!ndjson) await write(stream, '[\n');
for (let start = 0; start < records.length; start += CHUNK) {
  const lines = records.slice(start, start + CHUNK).map((r) => JSON.stringify(r));
  const last = start + CHUNK >= records.length;
  await write(stream, ndjson ? `${lines.join('\n')}\n` : `${lines.join(',\n')}${last ? '\n' : ',\n'}`);
}
if (!ndjson) await write(stream, ']\n');
if (out) {
  stream.end();
  await once(stream, 'finish');
  console.error(`${count} cases (seed ${seed}) written to ${out}`);
}
