import { describe, expect, it } from 'vitest';
import { caseNodeId, type GraphEdge, type GraphModel, type GraphNode } from '../../src/model/network';
import { DESKTOP_CELL, FOCUS_MORE_ID, focusPicture, type FocusRoom } from '../../src/model/focus';

/** A case C with `related` related cases, two hubs, and `similar` other cases that only read like it. */
function library(related: number, similar: number) {
  const nodes: GraphNode[] = [{ id: caseNodeId('C'), kind: 'case', key: 'C', weight: 1, caseIndex: 0 }];
  const edges: GraphEdge[] = [];
  for (let k = 1; k <= related; k++) {
    nodes.push({ id: caseNodeId(`R${k}`), kind: 'case', key: `R${k}`, weight: 1, caseIndex: k });
    edges.push({ id: `case:C~case:R${k}`, kind: 'relation', source: 'case:C', target: `case:R${k}`, reasons: [{ kind: 'same-cause' }] });
  }
  for (const hub of ['component:a', 'cause:b']) {
    nodes.push({ id: hub, kind: hub.startsWith('cause') ? 'cause' : 'component', key: hub.split(':')[1]!, weight: 2 });
    edges.push({ id: `case:C>${hub}`, kind: hub.startsWith('cause') ? 'has-cause' : 'has-component', source: 'case:C', target: hub });
  }
  const sims = [];
  for (let k = 1; k <= similar; k++) {
    nodes.push({ id: caseNodeId(`S${k}`), kind: 'case', key: `S${k}`, weight: 1, caseIndex: 100 + k });
    sims.push({ nodeId: caseNodeId(`S${k}`), terms: ['dns'] });
  }
  const model: GraphModel = { nodes, edges, chainedGroups: [] };
  return { model, sims };
}

const at = (cols: number, rows: number): FocusRoom => ({ width: cols * DESKTOP_CELL.w, height: rows * DESKTOP_CELL.h, cell: DESKTOP_CELL });

describe('similar cases by text in a case\'s focus', () => {
  it('take only the cells the related cases and hubs leave: no paging, no hub pushed off', () => {
    const { model, sims } = library(1, 5);
    // One column of five cells (a narrow canvas beside the panel): the case, its related case, two hubs, one cell left.
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, similar: sims }, at(1, 5), () => '')!;
    const ids = p.items.map((i) => i.id);
    expect(p.pages).toBe(1);
    expect(ids).not.toContain(FOCUS_MORE_ID);
    expect(ids).toEqual(expect.arrayContaining(['case:C', 'case:R1', 'component:a', 'cause:b', 'case:S1']));
    expect(ids.filter((id) => id.startsWith('case:S'))).toEqual(['case:S1']);
  });

  it('never take a hub\'s cell when the hubs do not all fit (a canvas of three cells beside the panel)', () => {
    const { model, sims } = library(1, 6);
    // The centre takes one of four cells: the related case and both hubs fill the rest.
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, similar: sims }, at(1, 4), () => '')!;
    const ids = p.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['case:C', 'case:R1', 'component:a', 'cause:b']));
    expect(ids.filter((id) => id.startsWith('case:S'))).toEqual([]);
    expect(p.pages).toBe(1);
    // One cell fewer: the related case stays, a hub goes, still no similar case.
    const tight = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, similar: sims }, at(1, 3), () => '')!;
    const tightIds = tight.items.map((i) => i.id);
    expect(tightIds).toContain('case:R1');
    expect(tightIds.filter((id) => id.startsWith('component:') || id.startsWith('cause:'))).toHaveLength(1);
    expect(tightIds.filter((id) => id.startsWith('case:S'))).toEqual([]);
  });

  it('all show when there is room, the related case nearer the centre', () => {
    const { model, sims } = library(1, 5);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, similar: sims }, at(5, 5), () => '')!;
    expect(p.items.filter((i) => i.role === 'similar')).toHaveLength(5);
    expect(p.pages).toBe(1);
  });

  it('join the pages after the related cases when those page anyway', () => {
    const { model, sims } = library(8, 2);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, similar: sims }, at(1, 5), () => '')!;
    expect(p.pages).toBeGreaterThan(1);
    expect(p.total).toBe(10);
    // The first page is the related cases'.
    expect(p.items.filter((i) => i.role === 'similar')).toEqual([]);
  });
});
