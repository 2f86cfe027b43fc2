/** A download that failed, with what to tell the user. */
export class DownloadError extends Error {
  constructor(readonly url: string, readonly reason: string) {
    super(`${url}: ${reason}`);
  }
}

/** Downloads text while reporting bytes read. Runs in the worker, so a big file never passes through the page. */
export async function downloadText(url: string, onProgress: (done: number, total: number) => void): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch {
    throw new DownloadError(url, 'the server could not be reached, or it does not allow this page to read it (network or CORS)');
  }
  if (!response.ok) throw new DownloadError(url, `the server answered ${response.status} ${response.statusText}`.trim());
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return response.text();
  const reader = response.body.getReader();
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
