import { parse as parseTolerant, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Problem, ProblemCode, ProblemParams } from './problems';

/** The file shapes a library may come in. */
export type LibraryShape = 'array' | 'object' | 'ndjson' | 'single' | 'none';

export interface ParsedLibrary {
  /** The raw records, not yet validated; null when the text could not be read at all. */
  records: unknown[] | null;
  shape: LibraryShape;
  /** A taxonomy carried by an `{cases, taxonomy}` file, unvalidated. */
  taxonomy: unknown;
  /** Readers' feedback carried by a `{cases, feedback}` file, unvalidated (src/model/feedback/). */
  feedback?: unknown;
  problems: Problem[];
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Locates the first syntax error of text that JSON.parse rejected. JSON.parse's own messages
 * differ between engines and often lack a position, so a tolerant parser is asked instead.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** jsonc-parser's error code (`CommaExpected`…), worded by the catalogues' `jsonSyntax` section. */
  syntax: string;
  /** The error is at, or runs into, the end of the text: the file may be cut off. */
  atEnd: boolean;
}

export function jsonSyntaxError(text: string): JsonSyntaxError {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return { ...lineColumn(text, text.length), syntax: 'unknown', atEnd: false };
  const code = printParseErrorCode(first.error);
  // An error at (or running into) the very end means the text stopped mid-value.
  const end = text.trimEnd().length;
  const partialTokenAtEnd = first.offset + first.length >= end && /^["\w.+-]/.test(text.slice(first.offset));
  const atEnd = first.offset >= end || partialTokenAtEnd;
  return { ...lineColumn(text, first.offset), syntax: code, atEnd };
}

function fileProblem(code: ProblemCode, params: ProblemParams = {}): Problem {
  return { severity: 'error', index: null, id: null, field: '', code, params };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Classifies an already parsed JSON value into records. */
export function recordsOf(value: unknown): ParsedLibrary {
  if (Array.isArray(value)) return { records: value, shape: 'array', taxonomy: undefined, problems: [] };
  if (isPlainObject(value)) {
    if (Array.isArray(value.cases)) return { records: value.cases, shape: 'object', taxonomy: value.taxonomy, feedback: value.feedback, problems: [] };
    if ('cases' in value) {
      return { records: null, shape: 'none', taxonomy: undefined, problems: [fileProblem('casesNotList')] };
    }
    return { records: [value], shape: 'single', taxonomy: undefined, problems: [] };
  }
  return {
    records: null,
    shape: 'none',
    taxonomy: undefined,
    problems: [fileProblem('notLibrary', { got: value === null ? 'null' : typeof value })],
  };
}

interface NdjsonLine {
  /** 1-based line number. */
  line: number;
  text: string;
  ok: boolean;
  value?: unknown;
}

/** Each non-blank line, parsed on its own. */
function ndjsonLines(text: string): NdjsonLine[] {
  const out: NdjsonLine[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // Parsed untrimmed (JSON allows surrounding blanks) so a reported column matches the file.
    const line = (lines[i] ?? '').replace(/\r$/, '');
    if (line.trim() === '') continue;
    try {
      out.push({ line: i + 1, text: line, ok: true, value: JSON.parse(line) });
    } catch {
      out.push({ line: i + 1, text: line, ok: false });
    }
  }
  return out;
}

/**
 * NDJSON is told by its shape, not by its first line: several lines that are each one JSON object
 * or array, at least as many as the lines that are not (so a cut or foreign first line is skipped
 * and reported like any other, and a broken pretty-printed file stays one JSON error). A first
 * line that is a whole object also counts, as before: one record followed by a cut line.
 */
function isNdjson(lines: readonly NdjsonLine[]): boolean {
  if (lines.length < 2) return false;
  const first = lines[0]!;
  const structured = (l: NdjsonLine) => l.ok && typeof l.value === 'object' && l.value !== null;
  if (structured(first) && !Array.isArray(first.value) && first.text.trim().startsWith('{')) return true;
  let good = 0;
  for (const l of lines) if (structured(l)) good++;
  return good >= 2 && good >= lines.length - good;
}

function parseNdjson(lines: readonly NdjsonLine[]): ParsedLibrary {
  const records: unknown[] = [];
  const problems: Problem[] = [];
  for (const l of lines) {
    if (l.ok) records.push(l.value);
    else {
      const err = jsonSyntaxError(l.text);
      problems.push(fileProblem('badJsonLine', { line: l.line, column: err.column, syntax: err.syntax, atEnd: err.atEnd ? 1 : 0 }));
    }
  }
  return { records, shape: 'ndjson', taxonomy: undefined, problems };
}

/**
 * Turns the text of a library file into raw records. Accepts a JSON array, an object with a
 * `cases` array, a single case object, or NDJSON (one case per line). Never throws.
 */
export function parseLibraryText(input: string): ParsedLibrary {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') return { records: null, shape: 'none', taxonomy: undefined, problems: [fileProblem('emptyFile')] };
  try {
    return recordsOf(JSON.parse(text));
  } catch {
    if (text.indexOf('\n') >= 0) {
      const lines = ndjsonLines(text);
      if (isNdjson(lines)) return parseNdjson(lines);
    }
    const err = jsonSyntaxError(text);
    return {
      records: null,
      shape: 'none',
      taxonomy: undefined,
      problems: [fileProblem('badJson', { line: err.line, column: err.column, syntax: err.syntax, atEnd: err.atEnd ? 1 : 0 })],
    };
  }
}
