/**
 * Whether a path a pack manifest names stays inside the manifest's own directory, however the
 * host reads it. Static hosts percent-decode a request's path (`..%2f` becomes `../`, some decode
 * twice, some treat `\` as `/`), so the path is decoded until it no longer changes and then
 * checked: no scheme, no leading slash, no backslash, no `.` or `..` or empty segment, no query
 * or fragment, no `%` left over, no control character. A path that does not decode is refused.
 */
export function isInsidePackPath(path: string): boolean {
  if (path.length === 0 || path.length > 300) return false;
  let decoded = path;
  for (let k = 0; k < 4; k++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded.includes('%')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\?#\u0000-\u001f\u007f]/.test(decoded)) return false;
  if (decoded.startsWith('/')) return false;
  return decoded.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
