/** What the panel shows and the graph centres on: one case, hub or failure pattern, or nothing. */
export type SelectionKind = 'case' | 'component' | 'cause' | 'cluster';
export type Selection = { kind: SelectionKind; key: string } | null;
