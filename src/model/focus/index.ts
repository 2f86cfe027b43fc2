/**
 * The focus view's model: what the graph shows while a case, hub, pattern, path or draft is
 * selected, laid out for itself (README "### The focus view"). Plain TypeScript.
 */
export { focusPicture, hubOfViaEdge, relatedEdgeId, similarEdgeId, viaHubEdgeId, FOCUS_MORE_ID, WEAK_MATCH_SCORE } from './picture';
export type { DateOf, FocusEdge, FocusItem, FocusPicture, FocusRequest, FocusRole, FocusRoom, FocusSelection } from './picture';
export { BIG_CENTRE, DESKTOP_CELL, PHONE_CELL, gridFor, labelBox, labelLines, nodeAt, nodeSizeOf } from './grid';
export type { CellSize, Grid, Slot } from './grid';
export { shortTitle, SHORT_TITLE_MAX, SHORT_TITLE_MAX_HANGUL } from './shortTitle';
export { focusCaseLabel } from './label';
export type { FocusText } from './text';
export { reasonLine } from './reason';
export { focusEdgeRoutes, routeSegments, segmentMeetsRect } from './routes';
export type { RoutePoint } from './routes';
export { cutToLines, fitLabel } from './fit';
export type { LabelParts, LineCount } from './fit';
