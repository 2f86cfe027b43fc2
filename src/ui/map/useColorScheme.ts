import { colorScheme, type ColorScheme } from '../../model/view';
import { useDerived } from '../../state/derived';
import type { Library } from '../../state/libraryQuery';
import { useAppStore } from '../../state/store';

/** One scheme per library and mode, shared by the graph and the legend (they must agree). */
const schemes = new WeakMap<Library, Map<string, ColorScheme>>();

export function schemeOf(library: Library, mode: ColorScheme['mode']): ColorScheme {
  let byMode = schemes.get(library);
  if (!byMode) schemes.set(library, (byMode = new Map()));
  let scheme = byMode.get(mode);
  if (!scheme) {
    scheme = colorScheme(mode, { index: library.index, clustering: library.map, regions: library.map.regions });
    byMode.set(mode, scheme);
  }
  return scheme;
}

export function useColorScheme(): ColorScheme {
  const { library } = useDerived();
  const mode = useAppStore((s) => s.view.color);
  return schemeOf(library, mode);
}
