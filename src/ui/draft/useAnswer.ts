import { useEffect, useState } from 'react';

/**
 * The answer of an asynchronous question, asked again when `key` changes; the previous answer
 * stays until the new one comes (null from the client means stale, and is not shown).
 */
export function useAnswer<T>(key: string | null, ask: () => Promise<T | null>): { value: T | null; pending: boolean } {
  const [state, setState] = useState<{ key: string | null; value: T | null }>({ key: null, value: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void ask().then((value) => {
      if (live && value !== null) setState({ key, value });
    });
    return () => {
      live = false;
    };
    // `ask` is a new closure each render; the key says when the question changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { value: key === null ? null : state.value, pending: key !== null && state.key !== key };
}
