import glossary from '../../data/glossary.json';
import { buildGlossary, readGlossary, taxonomyPairs, type Glossary } from '../model/similarity';
import type { Taxonomy } from '../model/core';

/** The bundled bilingual glossary of incident terms (data/glossary.json), unvalidated. */
export const bundledGlossary: unknown = glossary;

const built = new WeakMap<Taxonomy, Glossary>();

/** The glossary for matching across languages: the bundled terms and the taxonomy's labels (built once per taxonomy). */
export function glossaryFor(taxonomy: Taxonomy): Glossary {
  let g = built.get(taxonomy);
  if (!g) built.set(taxonomy, (g = buildGlossary([...readGlossary(bundledGlossary).pairs, ...taxonomyPairs(taxonomy)])));
  return g;
}
