import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'refused';

/**
 * Copies text to the clipboard and says how it went: "copied" for a few seconds, or "refused"
 * (no clipboard API, an insecure page, a denied permission, a sandboxed frame), which stays so
 * the caller can offer the text to copy by hand.
 */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<CopyState>; reset: () => void } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string): Promise<CopyState> => {
    let result: CopyState;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      result = 'copied';
    } catch {
      result = 'refused';
    }
    setState(result);
    return result;
  };
  return { state, copy, reset: () => setState('idle') };
}
