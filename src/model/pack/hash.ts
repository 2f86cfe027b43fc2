import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** SHA-256 of bytes as lower-case hex, with the Web Crypto API (in workers, pages and Node 20). */
export async function sha256Hex(data: ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return bytesToHex(new Uint8Array(digest));
}

/** Bytes hashed between two pauses of `hashingInSteps` (~8 ms of work here). */
export const HASH_STEP_BYTES = 1 << 20;

/**
 * SHA-256 of bytes as lower-case hex, in steps of HASH_STEP_BYTES (for `runInSlices`). The Web
 * Crypto API hashes a big file in one task (a pack's 67 MB similarity index took 0.5–0.6 s in the
 * worker, and a question asked meanwhile waited for all of it); hashing in JavaScript costs
 * about 1.7× its CPU time, but the worker answers between the steps.
 */
export function* hashingInSteps(bytes: Uint8Array): Generator<void, string> {
  const hash = sha256.create();
  for (let at = 0; at < bytes.byteLength; at += HASH_STEP_BYTES) {
    if (at > 0) yield;
    hash.update(bytes.subarray(at, at + HASH_STEP_BYTES));
  }
  return bytesToHex(hash.digest());
}
