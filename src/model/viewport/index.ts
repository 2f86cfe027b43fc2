// GENERATED FACE of the viewport domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './framing';
export * from './keptPlacement';
export * from './keyboardNav';
export * from './labelCandidates';
export * from './labelLines';
export * from './labelPlacement';
export * from './minimapModel';
export * from './labelsOnScreen';
export * from './leaderLines';
