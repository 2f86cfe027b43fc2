import type { RelationReason } from '../relations';

/** The focus view's wording and facts, in the reader's language (made in src/ui/focus/useFocusText.ts, read by src/graph/useFocusView.ts). */
export interface FocusText {
  caseFacts: (caseIndex: number) => { id: string; org: string; title: string; date: string } | null;
  clusterName: (id: string) => string;
  cases: (count: number) => string;
  more: (count: number) => string;
  morePage: (page: number, pages: number) => string;
  score: (score: number) => string;
  weak: string;
  similar: (terms: readonly string[]) => string;
  /** A path's link through a hub left out of the picture: "via Faulty deployment". */
  via: (hub: string) => string;
  /** A relation's reasons in one line (reasonLine). */
  relation: (reasons: readonly RelationReason[]) => string;
  /** Draft matches' scores by node id. */
  scores?: ReadonlyMap<string, number>;
  /** Draft matches' shared words in the reader's language, by node id (the edges carry the draft's own words). */
  draftTerms?: ReadonlyMap<string, readonly string[]>;
  /** A case's related cases (node ids) under the drawn rule, strongest first, with their reasons: the panel's list. */
  relatedTo?: (nodeId: string) => readonly { nodeId: string; reasons: readonly RelationReason[] }[];
  /** Cases that read like the selected case (node ids), with the words they share. */
  similarTo?: (nodeId: string) => readonly { nodeId: string; terms: readonly string[] }[];
  /** Changes when any of the above does. */
  version: string;
}

