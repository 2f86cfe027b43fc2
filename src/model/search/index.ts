// GENERATED FACE of the search domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './bodyIndex';
export * from './buildBodyIndex';
export * from './codeLookup';
export * from './exactId';
export * from './search';
export * from './terms';
export * from './titleScan';
export * from './varint';
