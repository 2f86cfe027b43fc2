// GENERATED FACE of the pack domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './columns';
export * from './faults';
export * from './hash';
export * from './manifest';
export * from './shards';
export * from './validateIndexed';
export * from './write';
