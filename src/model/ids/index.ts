export { edgeId, parseEdgeId, EDGE_ID_PREFIX, type EdgeJoin } from './edgeId';
