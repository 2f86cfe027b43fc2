/** The overview map: which patterns are coloured, where the first view frames the map, label rules. */
export { patternSlots, type PatternSlots } from './patternColours';
export { labelToNode, nearestIsOwn, type NodeCircle } from './labelRules';
export { frameMap, type MapFrameInput } from './mapFraming';
