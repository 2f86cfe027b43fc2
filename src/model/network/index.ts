// GENERATED FACE of the network domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './aggregate';
export * from './edgeDetail';
export * from './graphModel';
export * from './hubs';
export * from './nodeId';
export * from './path';
export * from './recurrence';
