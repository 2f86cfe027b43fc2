import { useEffect } from 'react';
import { warmAxes, type PatternTable } from '../../model/trends';
import type { LibraryIndex } from '../../model/core';

/** Once the view is painted, reads every axis's values of the library ahead, so a switch only counts. */
export function useWarmAxes(index: LibraryIndex, patterns: PatternTable | null): void {
  useEffect(() => {
    const timer = setTimeout(() => warmAxes(index, patterns), 300);
    return () => clearTimeout(timer);
  }, [index, patterns]);
}
