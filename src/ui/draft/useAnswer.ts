import { useEffect, useState, useEffectEvent } from 'react';

/**
 * The answer of an asynchronous question, asked again when `key` changes; the previous answer
 * stays until the new one comes (null from the client means stale, and is not shown).
 */
export function useAnswer<T>(key: string | null, ask: () => Promise<T | null>): { value: T | null; pending: boolean } {
  const [state, setState] = useState<{ key: string | null; value: T | null }>({ key: null, value: null });
  // `ask` is a new closure each render; the key says when the question changed.
  const askNow = useEffectEvent(ask);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void askNow().then((value) => {
      if (live && value !== null) setState({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return { value: key === null ? null : state.value, pending: key !== null && state.key !== key };
}
