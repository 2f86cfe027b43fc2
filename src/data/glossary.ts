import glossary from '../../data/glossary.json';
import { buildGlossary, readGlossary, taxonomyPairs, type Glossary, type TermPair } from '../model/similarity';
import type { Taxonomy } from '../model/core';

/** The bundled bilingual glossary of incident terms (data/glossary.json), unvalidated. */
export const bundledGlossary: unknown = glossary;

let bundledPairs: TermPair[] | null = null;
const pairsFor = new WeakMap<Taxonomy, TermPair[]>();

/**
 * The bundled glossary's pairs, then the taxonomy's labels (made once per taxonomy): how a word
 * reaches the other language, for matching and for the words shown to a reader.
 */
export function termPairs(taxonomy: Taxonomy | undefined): readonly TermPair[] {
  bundledPairs ??= readGlossary(bundledGlossary).pairs;
  if (!taxonomy) return bundledPairs;
  let pairs = pairsFor.get(taxonomy);
  if (!pairs) pairsFor.set(taxonomy, (pairs = [...bundledPairs, ...taxonomyPairs(taxonomy)]));
  return pairs;
}

const built = new WeakMap<Taxonomy, Glossary>();

/** The glossary for matching across languages: the bundled terms and the taxonomy's labels (built once per taxonomy). */
export function glossaryFor(taxonomy: Taxonomy): Glossary {
  let g = built.get(taxonomy);
  if (!g) built.set(taxonomy, (g = buildGlossary(termPairs(taxonomy))));
  return g;
}
