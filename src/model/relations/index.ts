// GENERATED FACE of the relations domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './relationRules';
export * from './relationTypes';
export * from './relations';
