// GENERATED FACE of the export domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './exportCases';
export * from './exportNames';
export * from './exportPicture';
export * from './markdown';
export * from './shareMarkdown';
export * from './svgShapes';
