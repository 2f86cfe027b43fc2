import { runToEnd } from './steps';

/**
 * A big JSON value written as lines, so that a reader can parse it in steps. `JSON.parse` of a
 * pack's search.json (30 MB at 100,000 cases) was one task of ~0.5 s in the worker, and a
 * question asked meanwhile (a search, a case's texts) waited for all of it.
 *
 * Line 1, the header: `{"format":"incident-graph-json-lines","version":1,"parts":[[path, kind, lines], …]}`.
 * Line 2: the value with each part emptied (an array `[]`, an object `{}`).
 * Then each part in order, in `lines` lines of about CHUNK_CHARS each: an array's items, or an
 * object's entries as `[key, value]` pairs. `JSON.stringify` writes no raw line break, so each
 * line is one JSON text. A file that does not begin with the header is one plain JSON text.
 */

export const JSON_LINES_FORMAT = 'incident-graph-json-lines';

/** Characters a line holds at most, unless one item alone is longer (~3 ms of parsing here). */
export const CHUNK_CHARS = 256 * 1024;

type PartKind = 'array' | 'object';
type Part = [path: string[], kind: PartKind, lines: number];

/** `value` as JSON lines, the arrays and objects at `paths` split into lines. */
export function toJsonLines(value: unknown, paths: readonly (readonly string[])[]): string {
  let skeleton = value;
  const parts: Part[] = [];
  const body: string[] = [];
  for (const path of paths) {
    const found = at(value, path);
    if (!found || typeof found !== 'object' || path.length === 0) throw new Error(`toJsonLines: nothing to split at ${path.join('.')}`);
    const kind: PartKind = Array.isArray(found) ? 'array' : 'object';
    const items = kind === 'array' ? (found as unknown[]) : Object.entries(found);
    let lines = 0;
    let line: string[] = [];
    let chars = 0;
    const flush = () => {
      body.push(`[${line.join(',')}]`);
      lines++;
      line = [];
      chars = 0;
    };
    for (const item of items) {
      const text = JSON.stringify(item);
      if (chars > 0 && chars + text.length > CHUNK_CHARS) flush();
      line.push(text);
      chars += text.length + 1;
    }
    if (chars > 0) flush();
    skeleton = withEmptied(skeleton, path, kind);
    parts.push([[...path], kind, lines]);
  }
  const header = { format: JSON_LINES_FORMAT, version: 1, parts };
  return [JSON.stringify(header), JSON.stringify(skeleton), ...body].join('\n');
}

const HEADER_START = new TextEncoder().encode(`{"format":"${JSON_LINES_FORMAT}"`);

/** Whether `bytes` begin with the JSON lines header (else they are one plain JSON text). */
export function isJsonLines(bytes: Uint8Array): boolean {
  if (bytes.byteLength < HEADER_START.byteLength) return false;
  for (let k = 0; k < HEADER_START.byteLength; k++) if (bytes[k] !== HEADER_START[k]) return false;
  return true;
}

/**
 * The value of a JSON lines file, read in steps (a pause after each line, for `runInSlices`).
 * Throws on anything that is not what the header says: a bad line, a part that is missing or of
 * the wrong kind, lines missing or left over.
 */
export function* readingJsonLines(bytes: Uint8Array): Generator<void, unknown> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let from = 0;
  const nextLine = (): unknown => {
    if (from > bytes.byteLength) throw new Error('JSON lines: a line is missing');
    let end = bytes.indexOf(10, from);
    if (end < 0) end = bytes.byteLength;
    const text = decoder.decode(bytes.subarray(from, end));
    from = end + 1;
    return JSON.parse(text);
  };
  const parts = headerParts(nextLine());
  const value = nextLine();
  for (const [path, kind, lines] of parts) {
    const target = at(value, path);
    if (kind === 'array' ? !Array.isArray(target) || target.length : !isPlainObject(target) || Object.keys(target).length) {
      throw new Error(`JSON lines: no empty ${kind} at ${path.join('.')}`);
    }
    for (let k = 0; k < lines; k++) {
      yield;
      const chunk = nextLine();
      if (!Array.isArray(chunk)) throw new Error('JSON lines: a line is not an array');
      if (kind === 'array') for (const item of chunk) (target as unknown[]).push(item);
      else for (const entry of chunk) defineEntry(target as Record<string, unknown>, entry);
    }
  }
  if (from < bytes.byteLength) throw new Error('JSON lines: lines left over');
  return value;
}

function headerParts(header: unknown): Part[] {
  const h = header as { format?: unknown; version?: unknown; parts?: unknown } | null;
  if (!isPlainObject(h) || h.format !== JSON_LINES_FORMAT || h.version !== 1 || !Array.isArray(h.parts)) throw new Error('JSON lines: bad header');
  for (const part of h.parts as unknown[]) {
    const [path, kind, lines] = Array.isArray(part) ? (part as unknown[]) : [];
    const pathOk = Array.isArray(path) && path.length > 0 && path.every((key) => typeof key === 'string');
    if (!pathOk || (kind !== 'array' && kind !== 'object') || typeof lines !== 'number' || !Number.isInteger(lines) || lines < 0) throw new Error('JSON lines: bad part');
  }
  return h.parts as Part[];
}

/** An entry `[key, value]` set as an own property (a key "__proto__" stays a plain key). */
function defineEntry(target: Record<string, unknown>, entry: unknown): void {
  if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') throw new Error('JSON lines: bad entry');
  Object.defineProperty(target, entry[0], { value: entry[1], enumerable: true, writable: true, configurable: true });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at `path`, own properties only (undefined when a step is missing). */
function at(value: unknown, path: readonly string[]): unknown {
  let v = value;
  for (const key of path) {
    if (!isPlainObject(v) || !Object.hasOwn(v, key)) return undefined;
    v = v[key];
  }
  return v;
}

/** `value` with the part at `path` emptied: the objects on the way copied, `value` untouched. */
function withEmptied(value: unknown, path: readonly string[], kind: PartKind): unknown {
  if (!path.length) return kind === 'array' ? [] : {};
  const [key, ...rest] = path as [string, ...string[]];
  const v = value as Record<string, unknown>;
  return { ...v, [key]: withEmptied(v[key], rest, kind) };
}

/** The value of a JSON file that may be written as JSON lines, read at once. */
export function parseJsonOrLines(input: Uint8Array | string): unknown {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return isJsonLines(bytes) ? runToEnd(readingJsonLines(bytes)) : JSON.parse(new TextDecoder().decode(bytes));
}
