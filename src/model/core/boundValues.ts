/**
 * Keeps what a record carries within bounds that the browser can copy. Libraries may add fields
 * of their own (they are kept), but a value nested thousands of levels deep makes the worker's
 * postMessage overflow its stack and the app would wait forever. Values past the bounds are
 * dropped, each reported by its field path, and everything else of the record is kept.
 *
 * The walk is iterative (an explicit stack): recursion would overflow on exactly these values.
 */
export interface ValueBounds {
  /** Levels of nesting below the record itself; the case format needs 4. */
  maxDepth: number;
  /** Objects, arrays and primitives in one record. */
  maxNodes: number;
}

export const DEFAULT_BOUNDS: ValueBounds = { maxDepth: 16, maxNodes: 20_000 };

export interface DroppedValue {
  /** `extra.deep.deeper`, `sources[2].meta` */
  field: string;
  reason: 'too-deep' | 'too-large';
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

function childPath(parent: string, key: string | number): string {
  return typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;
}

/**
 * Removes, in place, every value of `record` nested deeper than `maxDepth`, and once `maxNodes`
 * values have been visited every further one (breadth first, so the record's own top-level
 * fields are kept first). Returns what was dropped: one entry per too-deep field, and one entry
 * for the first field cut by the size budget (with the rest of that cut).
 */
export function boundRecord(record: Record<string, unknown>, bounds: ValueBounds = DEFAULT_BOUNDS): DroppedValue[] {
  const dropped: DroppedValue[] = [];
  let visited = 0;
  let overBudget = false;
  const queue: { value: Container; depth: number; path: string }[] = [{ value: record, depth: 0, path: '' }];
  for (let head = 0; head < queue.length; head++) {
    const { value, depth, path } = queue[head]!;
    queue[head] = undefined as never; // let the finished part of a huge queue be collected
    const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      if (visited >= bounds.maxNodes) {
        if (!overBudget) dropped.push({ field: childPath(path, key), reason: 'too-large' });
        overBudget = true;
        truncate(value, keys, k);
        break;
      }
      visited++;
      const child = (value as Record<string | number, unknown>)[key];
      if (!isContainer(child)) continue;
      if (depth + 1 >= bounds.maxDepth) {
        // Arrays keep their length (a null in place) so later indexes still name the same items.
        if (Array.isArray(value)) value[key as number] = null;
        else delete value[key as string];
        dropped.push({ field: childPath(path, key), reason: 'too-deep' });
        continue;
      }
      queue.push({ value: child, depth: depth + 1, path: childPath(path, key) });
    }
  }
  return dropped;
}

function truncate(container: Container, keys: (string | number)[], from: number): void {
  if (Array.isArray(container)) container.length = from;
  else for (const key of keys.slice(from)) delete container[key as string];
}
