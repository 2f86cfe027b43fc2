// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mark, Subject } from '../../src/model/feedback';
import { useMarks } from '../../src/state/feedback';

// The browser's storage is read for a subject's marks, and not before: its first read is a
// blocking call on the page, and at the first view nothing shows marks.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderMarks(subject: Subject | null): { marks: () => Map<string, Mark>; unmount: () => void } {
  // A fresh opening of the bundled library each time: marks are read once per opening.
  const library = { origin: { kind: 'bundled' as const }, feedback: [] };
  let seen = new Map<string, Mark>();
  function Probe() {
    seen = useMarks(library, subject).marks;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { marks: () => seen, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('marks kept in the browser', () => {
  it('are not read while there is no subject', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const probe = renderMarks(null);
    expect(probe.marks().size).toBe(0);
    expect(read).not.toHaveBeenCalled();
    probe.unmount();
  });

  it("are read for a subject, and give its marks", () => {
    localStorage.setItem('incident-graph.feedback.bundled', JSON.stringify([{ case: 'IL-0034', match: 'IL-0417', mark: 'unrelated' }]));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const probe = renderMarks({ case: 'IL-0034' });
    expect(read).toHaveBeenCalledWith('incident-graph.feedback.bundled');
    expect([...probe.marks()]).toEqual([['IL-0417', 'unrelated']]);
    probe.unmount();
  });
});
