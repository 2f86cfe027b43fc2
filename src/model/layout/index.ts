// GENERATED FACE of the layout domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './clusterLayout';
export * from './clusters';
export * from './colour';
export * from './draftNode';
export * from './geometry';
export * from './labelSize';
export * from './layout';
export * from './libraryMap';
export * from './positions';
export * from './random';
export * from './twins';
