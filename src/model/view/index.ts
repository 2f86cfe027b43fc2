// GENERATED FACE of the view domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './colorModes';
export * from './derive';
export * from './draftInput';
export * from './filters';
export * from './ignored';
export * from './legendFold';
export * from './listRows';
export * from './matrix';
export * from './pathTargets';
export * from './share';
export * from './timeline';
export * from './urlState';
export * from './viewKinds';
