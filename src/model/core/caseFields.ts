/**
 * Plain rules of a case's fields, apart from the schema (./schema.ts) so that the page can use
 * them without loading the schema and zod: the case picker's length limit, the import's date check.
 */

const isoDate = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** A calendar date `YYYY`, `YYYY-MM` or `YYYY-MM-DD` that really exists (no 2021-02-30). */
export function isValidCaseDate(value: string): boolean {
  const m = isoDate.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = m[2] === undefined ? 1 : Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  // Arithmetic rather than a Date per record: this runs once per case of the library.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

/** Longest id or slug kept (the schema reports a longer one with a problem code: ./problems.ts). */
export const MAX_SLUG_LENGTH = 200;
