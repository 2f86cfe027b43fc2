import { useEffect, useRef } from 'react';

/** Keeps a native <dialog> shown as a modal exactly while `open` is true. */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return dialog;
}
