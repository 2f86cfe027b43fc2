// GENERATED FACE of the compare domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './compare';
export * from './compareTerms';
