import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { DESKTOP_CELL, FOCUS_MORE_ID, PHONE_CELL, focusCaseLabel, hubOfViaEdge, focusPicture, type FocusPicture, type FocusSelection, type FocusText } from '../model/focus';
import type { GraphModel, GraphNode } from '../model/network';
import { inflate, type Rect } from '../model/layout';
import type { CaseLooks, ElementLabels } from './elements';
import { afterPaint } from './afterPaint';
import { reasonOf } from './focusReason';
import { FocusScene, type SceneNode } from './focusScene';
import type { NavSurface } from './navSurface';
import { setFocusHooks } from './testHooks';
import { palettes } from './theme';
import type { GraphHandle } from './useGraphLifecycle';
import type { GraphSelection } from './usePointer';
import { uncoveredCanvas, visibleRect } from './visibleArea';
import { OVER_GRAPH, canvasCovers } from './canvasCovers';

export type { FocusText };

export interface FocusViewInput {
  model: GraphModel | null;
  selectedId: string | null;
  pathIds: readonly string[];
  depth: number;
  selectionMembers?: readonly string[];
  labels: ElementLabels;
  looks: CaseLooks;
  text: FocusText | undefined;
  theme: 'light' | 'dark';
  onSelect: (selection: GraphSelection | null) => void;
  /** A pointer over a node of the focus, or off it. */
  onHover: (nodeId: string | null) => void;
}

/** Where a node is drawn in the focus, with its radius; null while it is not in it. */
export type FocusPlace = (nodeId: string) => { x: number; y: number; r: number } | null;

/** Canvas narrower than this draws the phone's cells (bigger tap targets, shorter titles). */
const PHONE_WIDTH = 600;
const ROOM_PADDING = 4;
/** The shortest phone cell: a node and two lines of label. */
const PHONE_SHORT_ROW = 60;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What the focus shows for the current state: a path first, then the selection, then a draft. */
function selectionOf(model: GraphModel, { selectedId, pathIds, selectionMembers }: FocusViewInput): FocusSelection | null {
  if (pathIds.length > 0) {
    const nodes = new Set(model.nodes.map((n) => n.id));
    const ids = pathIds.filter((id) => nodes.has(id));
    if (ids.length) return { kind: 'path', nodeIds: ids };
  }
  if (selectedId?.startsWith('cluster:')) return { kind: 'cluster', id: selectedId.slice('cluster:'.length), members: selectionMembers ?? [] };
  if (selectedId) return { kind: 'node', nodeId: selectedId };
  const draft = model.nodes.find((n) => n.kind === 'draft');
  return draft ? { kind: 'node', nodeId: draft.id } : null;
}

/**
 * The focus view (README "### The focus view"): while a case, hub, pattern, path or draft is
 * selected, its picture (src/model/focus) is drawn over the map by a FocusScene, centred in the
 * canvas beside the panel (above the phone's sheet); the map underneath keeps its camera. A tap
 * on a node selects it; on "N more", shows the next page; a hover shows its card. Returns
 * whether the focus is open and where its nodes are drawn.
 */
export function useFocusView(graph: RefObject<GraphHandle | null>, input: FocusViewInput): { open: boolean; pending: boolean; place: FocusPlace; surface: () => NavSurface | null; drawnKey: string } {
  const scene = useRef<FocusScene | null>(null);
  const [paging, setPaging] = useState<{ key: string; page: number }>({ key: '', page: 0 });
  const [resized, setResized] = useState(0);
  const select = useEffectEvent((s: GraphSelection | null) => input.onSelect(s));
  const hover = useEffectEvent((id: string | null) => input.onHover(id));
  const { model, selectedId, pathIds, depth, selectionMembers, text, theme } = input;
  const selection = useMemo(() => (model ? selectionOf(model, input) : null), [model, selectedId, pathIds, selectionMembers]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = selection ? `${JSON.stringify(selection)}|${depth}` : '';
  const page = paging.key === key ? paging.page : 0;

  const nextPage = useEffectEvent(() => setPaging({ key, page: page + 1 }));
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const wrap = handle.cy.container()!.parentElement!;
    const s = new FocusScene(wrap, palettes[theme]);
    scene.current = s;
    handle.focusScene = s;
    s.onTap((node) => {
      if (!node) return select(null);
      if (node.kind === 'more') return nextPage();
      if (node.kind === 'case' || node.kind === 'component' || node.kind === 'cause') select({ kind: node.kind, key: node.key });
    });
    s.onHover((id) => hover(id));
    const onResize = () => setResized((n) => n + 1);
    handle.cy.on('resize', onResize);
    window.addEventListener('resize', onResize);
    // The legend folded or opened by the reader while the focus is open: the cells reflow around it.
    const legendSizes = new WeakMap<Element, string>();
    const legends = typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => {
      let changed = false;
      for (const e of entries) {
        const size = `${Math.round(e.contentRect.width)}x${Math.round(e.contentRect.height)}`;
        if (legendSizes.has(e.target) && legendSizes.get(e.target) !== size) changed = true;
        legendSizes.set(e.target, size);
      }
      if (changed && s.isOpen()) onResize();
    }) : null;
    for (const el of document.querySelectorAll(`[${OVER_GRAPH}="legend"]`)) legends?.observe(el);
    const uninstall = setFocusHooks({
      nodePosition: (id) => s.nodePosition(id),
      nodesAt: (x, y) => s.nodesAt(x, y),
      labels: () => s.labels(),
      ids: () => s.ids(),
      edges: () => s.edgeLabels(),
      state: () => s.state(),
      open: () => s.isOpen(),
    });
    return () => {
      uninstall();
      legends?.disconnect();
      window.removeEventListener('resize', onResize);
      if (!handle.cy.destroyed()) handle.cy.off('resize', onResize);
      handle.focusScene = null;
      s.destroy();
      scene.current = null;
    };
    // The theme follows in its own effect; the scene lives as long as the graph.
  }, [graph]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => scene.current?.restyle(palettes[theme]), [theme]);

  const draw = useEffectEvent((): boolean => {
    const handle = graph.current;
    const s = scene.current;
    if (!handle || !s) return false;
    const wrap = handle.cy.container()!.parentElement!;
    if (!model || !selection || !text) {
      wrap.classList.remove('focus-open');
      s.show(null);
      return false;
    }
    // Controls of the map (zoom buttons, minimap) hide while the focus is open: measured without them.
    wrap.classList.add('focus-open');
    const { cy } = handle;
    // Beside the panel (above the sheet); the controls over the canvas (the legend) block the
    // cells they touch. A path, laid out in rows, takes the canvas clear of them instead.
    const room = inflate(selection.kind === 'path' ? uncoveredCanvas(cy) : visibleRect(cy), -ROOM_PADDING);
    const blocked = selection.kind === 'path' ? [] : overGraph(cy, room);
    const width = room.x2 - room.x1;
    const height = room.y2 - room.y1;
    const phone = cy.width() < PHONE_WIDTH;
    // A phone's canvas above the sheet is short (about 150 px at 390 × 844): two shorter rows
    // (id, organisation and a line of title) show more cases than one full one.
    const cell = !phone ? DESKTOP_CELL : height >= 2 * PHONE_CELL.h || height < 2 * PHONE_SHORT_ROW ? PHONE_CELL : { ...PHONE_CELL, h: Math.floor(height / 2) };
    const nodesById = new Map<string, GraphNode>(model.nodes.map((n) => [n.id, n]));
    const dateOf = (id: string) => {
      const n = nodesById.get(id);
      return n?.caseIndex !== undefined ? (text.caseFacts(n.caseIndex)?.date ?? '') : '';
    };
    const ofCase = selection.kind === 'node' && nodesById.get(selection.nodeId)?.kind === 'case';
    const similar = ofCase ? text.similarTo?.(selection.nodeId) : undefined;
    const related = ofCase ? text.relatedTo?.(selection.nodeId) : undefined;
    const picture: FocusPicture | null = focusPicture(model, { selection, depth, page, scores: text.scores, similar, related }, { width, height, cell, blocked }, dateOf);
    if (!picture) {
      wrap.classList.remove('focus-open');
      s.show(null);
      return false;
    }
    const edges = new Map(model.edges.map((e) => [e.id, e]));
    const nodes = new Map<string, SceneNode>();
    for (const item of picture.items) {
      const base = cy.getElementById(item.id);
      const from = base.nonempty() && base.isNode() ? base.renderedPosition() : null;
      if (item.id === FOCUS_MORE_ID) {
        nodes.set(item.id, { id: item.id, kind: 'more', key: '', role: item.role, head: text.more(item.hidden ?? 0), body: text.morePage(picture.page + 1, picture.pages) });
        continue;
      }
      if (item.role === 'centre' && selection.kind === 'cluster') {
        nodes.set(item.id, { id: item.id, kind: 'cluster', key: selection.id, role: item.role, head: text.clusterName(selection.id), body: text.cases(picture.total) });
        continue;
      }
      const n = nodesById.get(item.id);
      if (!n) continue;
      const look = looksOf(input.looks, n);
      let head: string;
      let body = '';
      if (n.kind === 'case') {
        const facts = n.caseIndex !== undefined ? text.caseFacts(n.caseIndex) : null;
        // The title as long as a short title goes: the scene cuts it to the cell's lines (focusSceneLabels.ts).
        const [first, ...rest] = (facts ? focusCaseLabel(facts) : n.key).split('\n');
        head = first ?? n.key;
        body = rest.join(' ');
      } else {
        head = input.labels.node(n);
        if (n.kind !== 'draft') body = text.cases(n.weight);
      }
      const via = item.via ? edges.get(item.via) : undefined;
      let reason = item.reasons ? text.relation(item.reasons) || undefined : reasonOf(via, text, item.score, !!item.weak);
      if (item.role === 'similar') reason = text.similar(similar?.find((x) => x.nodeId === item.id)?.terms ?? []);
      const hubId = item.via ? hubOfViaEdge(item.via) : null;
      const hub = hubId ? nodesById.get(hubId) : undefined;
      if (hub) reason = text.via(input.labels.node(hub));
      nodes.set(item.id, { id: item.id, kind: n.kind, key: n.key, role: item.role, head, body, ...(reason ? { reason } : {}), ...(item.weak ? { weak: true } : {}), ...look, from });
    }
    s.show({ picture, nodes, room, animate: !reducedMotion() });
    return true;
  });

  const [open, setOpen] = useState(false);
  // The selection whose picture was last drawn, or found to have none.
  const [tried, setTried] = useState<FocusSelection | null>(null);
  const version = text?.version;
  const hasText = !!text;
  useEffect(() => {
    const show = () => {
      setOpen(draw());
      setTried(selection);
    };
    if (model && !selection) scene.current?.prepare();
    if (!model || !selection || !hasText) return show();
    // A picture is drawn in a task after the frame that shows the click (the panel, the
    // selection): one task of both was 90–140 ms at 10,000 cases (docs/decisions.md, "The map
    // held under the focus view").
    return afterPaint(show);
  }, [model, selection, depth, page, version, theme, resized, hasText]);
  const place = useCallback<FocusPlace>((id) => {
    const s = scene.current;
    const p = s?.nodePosition(id);
    return s && p ? { ...p, r: s.nodeRadius(id) } : null;
  }, []);
  const surface = useCallback(() => (scene.current?.isOpen() ? scene.current.navSurface() : null), []);
  // A picture about to be drawn (its task comes after the next paint): the map stays held for it.
  const pending = selection !== null && tried !== selection;
  return { open, pending, place, surface, drawnKey: open ? `${key}|${page}|${version}|${resized}` : '' };
}

/** The controls drawn over the canvas (the legend, the view switch…), in `room` pixels, a little grown. */
function overGraph(cy: GraphHandle['cy'], room: Rect): Rect[] {
  return canvasCovers(cy.container()!)
    .filter((c) => c.kind !== 'beside' && !c.hidden)
    .map(({ rect: r }) => inflate({ x1: r.x1 - room.x1, y1: r.y1 - room.y1, x2: r.x2 - room.x1, y2: r.y2 - room.y1 }, 4));
}

function looksOf(looks: CaseLooks, n: GraphNode): { fill?: string; stroke?: string } {
  const l = looks(n) as { fill?: string; stroke?: string } | null;
  return l ? { ...(l.fill ? { fill: l.fill } : {}), ...(l.stroke ? { stroke: l.stroke } : {}) } : {};
}
