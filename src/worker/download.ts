import { DEFAULT_DOWNLOAD_MB } from '../model/guard';
import type { EarlyDownload } from './earlyDownload';

/**
 * A library's download, in the worker so a big file never passes through the page: bounded in
 * size and in silence, with progress for the loading line.
 */

/** Why a download failed, as a code the page words in the reader's language. */
export type DownloadFault = 'unreachable' | 'status' | 'notHttp' | 'badAddress' | 'tooBig' | 'stalled' | 'cut';

/**
 * A download that failed: `reason` is English (logs, tests); `fault` and `status` are for wording
 * (`status` is the HTTP status, or for `tooBig` the limit in MB).
 */
export class DownloadError extends Error {
  constructor(readonly url: string, readonly reason: string, readonly fault: DownloadFault = 'unreachable', readonly status: number | null = null) {
    super(`${url}: ${reason}`);
  }
}

/** How long a download may go without a byte (headers or body) before it is given up: it scales with no size, only with silence. */
export const STALL_MS = 30_000;

export interface DownloadLimits {
  /** Most bytes read, counted after decompression (a 2 MB gzip may expand to 2 GB). */
  maxBytes: number;
  stallMs: number;
}

const DEFAULT_LIMITS: DownloadLimits = { maxBytes: DEFAULT_DOWNLOAD_MB * 1024 * 1024, stallMs: STALL_MS };

/**
 * Downloads text while reporting bytes read. Runs in the worker, so a big file never passes
 * through the page; `early` is the same address's download already under way (./earlyDownload.ts),
 * which is read when it answers (a null answer, or a body that breaks, fetches again).
 * Stops with a DownloadError past the size limit, after `stallMs` without a byte, or when the
 * connection breaks mid-body.
 */
export async function downloadText(url: string, onProgress: (done: number, total: number) => void, early?: Promise<EarlyDownload | null>, limits: Partial<DownloadLimits> = {}): Promise<string> {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  const started = early && (await within(early, lim.stallMs));
  if (started === 'stalled') throw new DownloadError(url, `the server sent nothing for ${Math.round(lim.stallMs / 1000)} s`, 'stalled');
  if (started) {
    try {
      return await readText(url, started.body, started.total, onProgress, lim);
    } catch (error) {
      // Too big or silent is so whatever the try; a broken connection gets one more try from the start.
      if (error instanceof DownloadError && error.fault !== 'cut') throw error;
    }
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), lim.stallMs);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit', signal: abort.signal });
  } catch {
    if (abort.signal.aborted) throw new DownloadError(url, `the server sent nothing for ${Math.round(lim.stallMs / 1000)} s`, 'stalled');
    throw new DownloadError(url, 'the server could not be reached, or it does not allow this page to read it (network or CORS)', 'unreachable');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new DownloadError(url, `the server answered ${response.status} ${response.statusText}`.trim(), 'status', response.status);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return response.text();
  return readText(url, response.body, total, onProgress, lim);
}

/** What `promise` gives, or `stalled` after `ms` without it. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'stalled'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stall = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), ms);
  });
  return Promise.race([promise, stall]).finally(() => clearTimeout(timer));
}

/** One read, or a `stalled` failure after `ms` without one. */
const readWithin = (reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) => within(reader.read(), ms);

async function readText(url: string, body: ReadableStream<Uint8Array>, total: number, onProgress: (done: number, total: number) => void, lim: DownloadLimits): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let done = 0;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  for (;;) {
    let chunk;
    try {
      chunk = await readWithin(reader, lim.stallMs);
    } catch {
      throw new DownloadError(url, `the connection broke after ${mb(done)} MB${total ? ` of ${mb(total)} MB` : ''}`, 'cut');
    }
    if (chunk === 'stalled') {
      void reader.cancel().catch(() => {});
      throw new DownloadError(url, `the server sent nothing for ${Math.round(lim.stallMs / 1000)} s after ${mb(done)} MB`, 'stalled');
    }
    if (chunk.done) break;
    done += chunk.value.byteLength;
    if (done > lim.maxBytes) {
      void reader.cancel().catch(() => {});
      throw new DownloadError(url, `the file is larger than the ${Math.round(lim.maxBytes / 1024 / 1024)} MB download limit`, 'tooBig', Math.round(lim.maxBytes / 1024 / 1024));
    }
    parts.push(decoder.decode(chunk.value, { stream: true }));
    // The length header counts the bytes sent, which compression makes fewer than the bytes read:
    // past it the total is unknown (0), so progress never passes 100%.
    onProgress(done, total >= done ? total : 0);
  }
  parts.push(decoder.decode());
  return parts.join('');
}
