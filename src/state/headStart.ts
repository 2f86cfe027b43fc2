/**
 * The page starts downloading a library given by address while the worker is still starting
 * (its script loads and compiles in ~300 ms here, and only then could it fetch), and hands the
 * response's body to the worker as a transferable stream: the bytes never pass through the
 * page's JavaScript. Measured at 1,000 cases (4.9 MB): the worker began reading ~400 ms after
 * navigation instead of ~750 ms.
 *
 * Anything unusual (a failed fetch, an error status, a browser that cannot transfer streams)
 * returns null, and the worker downloads the address itself as before, so failures are worded in
 * one place (src/worker/download.ts).
 */
export interface HeadStart {
  body: ReadableStream<Uint8Array>;
  /** The declared length, 0 when unknown (for the progress line). */
  total: number;
}

let transferable: boolean | null = null;

/** Whether this browser can post a ReadableStream to a worker (Safari could not until recently). */
export function canTransferStreams(): boolean {
  if (transferable !== null) return transferable;
  try {
    const probe = new ReadableStream();
    structuredClone(probe, { transfer: [probe as unknown as Transferable] });
    transferable = true;
  } catch {
    transferable = false;
  }
  return transferable;
}

export async function startDownload(url: string, signal: AbortSignal): Promise<HeadStart | null> {
  if (!canTransferStreams()) return null;
  try {
    const response = await fetch(url, { credentials: 'omit', signal });
    if (!response.ok || !response.body) {
      void response.body?.cancel();
      return null;
    }
    return { body: response.body, total: Number(response.headers.get('content-length')) || 0 };
  } catch {
    return null;
  }
}
