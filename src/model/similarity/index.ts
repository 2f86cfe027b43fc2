// GENERATED FACE of the similarity domain: other domains, the worker, the state and the UI import from here.
// Files inside the domain import each other directly.
export * from './analyze';
export * from './chips';
export * from './draft';
export * from './expand';
export * from './fields';
export * from './highlight';
export * from './packed';
export * from './rank';
export * from './readerMatch';
export * from './similar';
export * from './similarSnippet';
export * from './slugs';
export * from './stopwords';
export * from './textIndex';
export * from './textRelations';
export * from './verdict';
export * from './words';
