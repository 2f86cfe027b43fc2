/** Why a download failed, as a code the page words in the reader's language. */
export type DownloadFault = 'unreachable' | 'status' | 'notHttp' | 'badAddress';

/** A download that failed: `reason` is English (logs, tests); `fault` and `status` are for wording. */
export class DownloadError extends Error {
  constructor(readonly url: string, readonly reason: string, readonly fault: DownloadFault = 'unreachable', readonly status: number | null = null) {
    super(`${url}: ${reason}`);
  }
}

/**
 * Downloads text while reporting bytes read. Runs in the worker, so a big file never passes
 * through the page; `started` is a response body the page already has (src/state/headStart.ts).
 */
export async function downloadText(url: string, onProgress: (done: number, total: number) => void, started?: { body: ReadableStream<Uint8Array>; total: number }): Promise<string> {
  if (started) {
    try {
      return await readText(started.body, started.total, onProgress);
    } catch {
      // The connection broke mid-way: one more try from the start, with this file's wording of failures.
    }
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch {
    throw new DownloadError(url, 'the server could not be reached, or it does not allow this page to read it (network or CORS)', 'unreachable');
  }
  if (!response.ok) throw new DownloadError(url, `the server answered ${response.status} ${response.statusText}`.trim(), 'status', response.status);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return response.text();
  return readText(response.body, total, onProgress);
}

async function readText(body: ReadableStream<Uint8Array>, total: number, onProgress: (done: number, total: number) => void): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let done = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    done += chunk.value.byteLength;
    parts.push(decoder.decode(chunk.value, { stream: true }));
    onProgress(done, total);
  }
  parts.push(decoder.decode());
  return parts.join('');
}
