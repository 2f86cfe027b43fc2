/**
 * The download size limit: the bytes of a library file after decompression. JavaScript strings
 * stop at about 512 M characters, so a file past a few hundred megabytes cannot be read at all;
 * the limit stops it early with a message instead of a browser error after minutes.
 */
export const DEFAULT_DOWNLOAD_MB = 256;
/** The range the `maxmb` URL parameter may set the limit within. */
export const MIN_DOWNLOAD_MB = 1;
export const MAX_DOWNLOAD_MB = 500;

/** The limit a `maxmb` value asks for, or null when it is not a whole number in range. */
export function parseDownloadMb(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= MIN_DOWNLOAD_MB && n <= MAX_DOWNLOAD_MB ? n : null;
}

/** The download limit in bytes an address's query sets (`maxmb=`), else the default. */
export function downloadLimitBytes(search: string): number {
  const m = /[?&]maxmb=([^&#]*)/.exec(search);
  let raw: string;
  try {
    raw = m ? decodeURIComponent(m[1]!) : '';
  } catch {
    raw = '';
  }
  const mb = parseDownloadMb(raw) ?? DEFAULT_DOWNLOAD_MB;
  return mb * 1024 * 1024;
}
