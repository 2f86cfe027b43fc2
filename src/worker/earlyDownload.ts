/**
 * A library given by address starts downloading the moment this worker reads its `open`, before
 * the session's modules have loaded (most of the worker's code: ~300 ms to load and compile
 * here), so the bytes arrive meanwhile. Only fetch is used here, so this module stays small.
 *
 * The page once fetched the address itself and handed the body over as a transferred stream;
 * Chrome moves such a stream's chunks through the page's main thread, which at 10,000 cases was
 * ~0.5 s of the page's time and its longest load tasks (docs/decisions.md).
 *
 * Anything unusual (a failed fetch, an error status) gives null, and the download fetches the
 * address again and words what went wrong, in one place (./download.ts).
 */
export interface EarlyDownload {
  body: ReadableStream<Uint8Array>;
  /** The declared length, 0 when unknown (for the progress line). */
  total: number;
}

export async function startEarly(url: string): Promise<EarlyDownload | null> {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok || !response.body) {
      void response.body?.cancel();
      return null;
    }
    return { body: response.body, total: Number(response.headers.get('content-length')) || 0 };
  } catch {
    return null;
  }
}
