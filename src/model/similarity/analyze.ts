import { stemmer } from 'stemmer';
import { ENGLISH_ALIASES, ENGLISH_IRREGULAR, ENGLISH_STOP_WORDS, KOREAN_PARTICLE_SET, KOREAN_STOP_BIGRAMS, KOREAN_SUFFIXES } from './stopwords';

/**
 * Text analysis for similarity, one function for English and Korean (and text mixing both):
 *
 * - Words of any alphabet but Hangul are lower-cased; stop words go; purely alphabetic words
 *   longer than three letters are Porter-stemmed ("crashing", "crashed" → "crash"), shorter ones
 *   are kept as they are (Porter turns "dns" into "dn"). Words with digits are not stemmed
 *   ("5xx", "etcd3"), a plural number loses its s ("502s" → "502"), and a 4xx/5xx status code
 *   also counts as its class ("502" → "502" and "5xx").
 * - A technical name joined by "-", "_", "." or "/", or written in camel case, counts as its
 *   parts and as the whole ("kube-apiserver" → "kube", "apiserv", "kube-apiserver"; "OOMKilled"
 *   → "oom", "kill", "oomkilled"), so either spelling matches and the exact name matches best.
 *   A few short forms count as the word they stand for ("cert" → "certificate"; ENGLISH_ALIASES),
 *   and irregular past forms as their verb ("withdrew", "withdrawn" → "withdraw"; ENGLISH_IRREGULAR).
 * - A run of Hangul syllables becomes overlapping character bigrams (Lucene's CJK approach, no
 *   dictionary needed), with one twist for particles and verb endings glued to a word: a trailing
 *   one is cut off before the bigrams are made when at least two syllables remain ("파드가" →
 *   "파드", "업그레이드했다" → "업그", "그레", "레이", "이드"), and when one syllable remains it is
 *   indexed alone as well ("큐가" → "큐가", "큐"). A one-syllable run is a unigram, unless it is a
 *   particle written apart ("Airbnb 의").
 *
 * Terms come with their character span in the original text, for highlighting.
 */
export type TermSink = (term: string, start: number, end: number) => void;

/** Longer tokens are hashes, URLs or base64: never words an engineer would type. */
const MAX_PART = 32;
const MAX_WHOLE = 64;

/** A Hangul syllable (U+AC00–U+D7A3): what Korean text is written in. */
export const isHangul = (code: number) => code >= 0xac00 && code <= 0xd7a3;
const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

function isWordChar(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return !isHangul(code) && NON_ASCII_WORD.test(text[i] as string);
}

const isJoiner = (code: number) => code === 45 /* - */ || code === 95 /* _ */ || code === 46 /* . */ || code === 47 /* / */;

// Stemming is the costliest step of building an index; incident texts reuse a small
// vocabulary, so a bounded cache pays for itself many times over.
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** One word (no joiners), lower-cased. Emits 0–2 terms. */
function emitPart(word: string, start: number, end: number, sink: TermSink): void {
  const n = word.length;
  if (n < 2 || n > MAX_PART || ENGLISH_STOP_WORDS.has(word)) return;
  let digits = 0;
  for (let k = 0; k < n; k++) {
    const c = word.charCodeAt(k);
    if (c >= 48 && c <= 57) digits++;
  }
  if (digits === n) {
    // One- and two-digit numbers are times, dates and counts ("at 22:28", "2 min"): noise.
    if (n < 3) return;
    sink(word, start, end);
    if (n === 3 && (word[0] === '4' || word[0] === '5')) sink(`${word[0]}xx`, start, end);
    return;
  }
  if (digits === n - 1 && word.charCodeAt(n - 1) === 115 /* s */) {
    emitPart(word.slice(0, -1), start, end, sink);
    return;
  }
  const base = digits > 0 ? undefined : ENGLISH_IRREGULAR.get(word);
  const plain = base !== undefined ? (base.length <= 3 ? base : stem(base)) : digits > 0 || n <= 3 ? word : stem(word);
  sink(ENGLISH_ALIASES.get(plain) ?? plain, start, end);
}

/** A capital after a lower-case letter, or ending a run of capitals before a word ("OOMKilled", not "IDs"): a camel-case name. */
const CAMEL = /[a-z][A-Z]|[A-Z][A-Z][a-z]{2}/;
const CAMEL_SPLIT = /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]{2})/;

/** A word: its parts (camel-case humps too), and the whole when it has several. */
function emitWord(text: string, start: number, end: number, parts: number[], sink: TermSink) {
  for (let k = 0; k < parts.length; k += 2) {
    const s = parts[k] as number;
    const e = parts[k + 1] as number;
    const part = text.slice(s, e);
    const humps = CAMEL.test(part) ? part.split(CAMEL_SPLIT) : null;
    if (humps && humps.length > 1) {
      // "OOMKilled", "CoreDNS", "NotReady": the humps as words, and the name as one term.
      let at = s;
      for (const hump of humps) {
        emitPart(hump.toLowerCase(), at, at + hump.length, sink);
        at += hump.length;
      }
      sink(part.toLowerCase(), s, e);
    } else {
      emitPart(part.toLowerCase(), s, e, sink);
    }
  }
  if (parts.length > 2 && end - start <= MAX_WHOLE) sink(text.slice(start, end).toLowerCase(), start, end);
}

/** Suffixes by their last syllable, longest first: one lookup per run instead of a scan of the list. */
const SUFFIXES_BY_LAST = new Map<string, string[]>();
for (const suffix of KOREAN_SUFFIXES) {
  const last = suffix[suffix.length - 1] as string;
  const list = SUFFIXES_BY_LAST.get(last);
  if (list) list.push(suffix);
  else SUFFIXES_BY_LAST.set(last, [suffix]);
}

/** The particle or verb ending glued to the end of a Hangul run, if any. */
export function trailingSuffix(run: string): string | null {
  const candidates = SUFFIXES_BY_LAST.get(run[run.length - 1] as string);
  if (candidates) for (const p of candidates) if (run.length > p.length && run.endsWith(p)) return p;
  return null;
}

function emitHangul(text: string, start: number, end: number, sink: TermSink) {
  const run = text.slice(start, end);
  if (KOREAN_PARTICLE_SET.has(run)) return;
  if (run.length === 1) {
    sink(run, start, end);
    return;
  }
  const suffix = trailingSuffix(run);
  let stemEnd = end;
  if (suffix) {
    const left = run.length - suffix.length;
    if (left >= 2) stemEnd = end - suffix.length;
    else sink(text.slice(start, start + 1), start, start + 1);
  }
  for (let i = start; i + 1 < stemEnd; i++) {
    const bigram = text.slice(i, i + 2);
    if (!KOREAN_STOP_BIGRAMS.has(bigram)) sink(bigram, i, i + 2);
  }
}

/** Calls `sink` for every term of `text`, in text order, with its span. */
export function tokenize(text: string, sink: TermSink): void {
  const n = text.length;
  const parts: number[] = [];
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (isHangul(code)) {
      let j = i + 1;
      while (j < n && isHangul(text.charCodeAt(j))) j++;
      emitHangul(text, i, j, sink);
      i = j;
    } else if (isWordChar(text, i)) {
      parts.length = 0;
      let s = i;
      let j = i;
      for (;;) {
        while (j < n && isWordChar(text, j)) j++;
        parts.push(s, j);
        if (j + 1 < n && isJoiner(text.charCodeAt(j)) && isWordChar(text, j + 1)) {
          s = ++j;
          continue;
        }
        break;
      }
      emitWord(text, i, j, parts, sink);
      i = j;
    } else {
      i++;
    }
  }
}

/** The terms of `text`, in text order (repeats kept). */
export function analyze(text: string): string[] {
  const out: string[] = [];
  tokenize(text, (term) => out.push(term));
  return out;
}

/**
 * How many words carry meaning in `text` (stop words and lone particles do not count). Terms of
 * one word share or overlap a span (a compound and its parts, the bigrams of a Hangul run), so a
 * word is counted where a term starts past the end of every earlier one.
 */
export function countWords(text: string): number {
  let words = 0;
  let end = -1;
  tokenize(text, (_term, s, e) => {
    if (s >= end) words++;
    if (e > end) end = e;
  });
  return words;
}
