// GENERATED FACE of the core domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './aliases';
export * from './boundValues';
export * from './clusterIds';
export * from './dataWords';
export * from './facets';
export * from './firstSentence';
export * from './indexes';
export * from './jsonLines';
export * from './loader';
export * from './parse';
export * from './problems';
export * from './caseFields';
export * from './schema';
export * from './selection';
export * from './severity';
export * from './slugLabel';
export * from './steps';
export * from './taxonomy';
export * from './taxonomySchema';
export * from './types';
export * from './urls';
