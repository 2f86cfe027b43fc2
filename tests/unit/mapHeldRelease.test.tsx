// @vitest-environment jsdom
import cytoscape, { type Core } from 'cytoscape';
import { act, useEffect, useRef, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { useMapHeld } from '../../src/graph/useMapHeld';
import type { GraphHandle } from '../../src/graph/useGraphLifecycle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** cytoscape's own state: its render loop skips every frame while a batch is open. */
const batching = (cy: Core) => (cy as unknown as { batching: () => boolean }).batching();

/**
 * As CytoscapeGraph has them: the element sync's effect (here: it records whether the map was
 * still held when it ran) declared before the hold. When the hold ends in the same commit as a
 * new model comes (Escape on a case at 10,000 cases), the sync must run first, while the map is
 * still held: removed held, the case's neighbourhood is never styled nor drawn.
 */
function MapUnderFocus({ graph, model, held, seen }: { graph: RefObject<GraphHandle | null>; model: string; held: boolean; seen: string[] }) {
  useEffect(() => {
    seen.push(`${model}: ${batching(graph.current!.cy) ? 'held' : 'drawn'}`);
  }, [graph, model, seen]);
  useMapHeld(graph, held);
  return null;
}

function App(props: { model: string; held: boolean; seen: string[]; cy: Core }) {
  const graph = useRef({ cy: props.cy } as unknown as GraphHandle);
  return <MapUnderFocus graph={graph} model={props.model} held={props.held} seen={props.seen} />;
}

it('releases the map after the effects declared before it have run in the same commit', () => {
  const cy = cytoscape({ headless: true, styleEnabled: true });
  const seen: string[] = [];
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<App cy={cy} model="overview" held={false} seen={seen} />));
  expect(batching(cy)).toBe(false);
  // A case opened: held from then on; the map grown around it comes in while held.
  act(() => root.render(<App cy={cy} model="overview" held seen={seen} />));
  expect(batching(cy)).toBe(true);
  act(() => root.render(<App cy={cy} model="around the case" held seen={seen} />));
  // Escape: the model for no selection and the end of the hold in one commit.
  act(() => root.render(<App cy={cy} model="overview again" held={false} seen={seen} />));
  expect(seen).toEqual(['overview: drawn', 'around the case: held', 'overview again: held']);
  expect(batching(cy)).toBe(false);
  // Unmounted while held, the batch is closed too.
  act(() => root.render(<App cy={cy} model="x" held seen={seen} />));
  expect(batching(cy)).toBe(true);
  act(() => root.unmount());
  expect(batching(cy)).toBe(false);
});
