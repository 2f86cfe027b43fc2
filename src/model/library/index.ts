// GENERATED FACE of the library domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './library';
export * from './libraryAudit';
export * from './merge';
export * from './prelaid';
