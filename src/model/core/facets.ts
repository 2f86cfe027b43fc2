import type { I18nKey } from '../../i18n/keys';
import type { LibraryIndex, Postings } from './indexes';
import type { Case } from './schema';
import type { TaxonomyKind } from './types';

/** The facets a user can filter by. Within a facet values combine with OR, across facets with AND. */
export type Facet = 'domain' | 'org' | 'component' | 'cause' | 'symptom' | 'contributing' | 'severity';

/**
 * Everything about a facet, in one place: the filters, the URL codec, the loader's slug checks
 * and the facet UI read this table, so a new facet fails to compile until its entry exists.
 */
export interface FacetEntry {
  /** Its URL parameter. Components and root causes use names apart from the selection's. */
  param: string;
  /** The case field its values come from. */
  field: keyof Case & string;
  /** Cases per value (the index's inverted list). */
  postings(index: LibraryIndex): Postings;
  /** The taxonomy that labels its values; null when values are shown as the data writes them. */
  taxonomy: TaxonomyKind | null;
  /** The facet's name in the sidebar and the filter chips. */
  labelKey: I18nKey;
}

export const FACET_TABLE = {
  domain: { param: 'domain', field: 'domain', postings: (ix) => ix.byDomain, taxonomy: 'domain', labelKey: 'filters.facet_domain' },
  org: { param: 'org', field: 'org', postings: (ix) => ix.byOrg, taxonomy: null, labelKey: 'filters.facet_org' },
  component: { param: 'comp', field: 'components', postings: (ix) => ix.byComponent, taxonomy: 'component', labelKey: 'filters.facet_component' },
  cause: { param: 'rc', field: 'root_cause', postings: (ix) => ix.byCause, taxonomy: 'root_cause', labelKey: 'filters.facet_cause' },
  symptom: { param: 'symptom', field: 'symptoms', postings: (ix) => ix.bySymptom, taxonomy: 'symptom', labelKey: 'filters.facet_symptom' },
  contributing: { param: 'factor', field: 'contributing', postings: (ix) => ix.byContributing, taxonomy: 'contributing', labelKey: 'filters.facet_contributing' },
  severity: { param: 'severity', field: 'severity', postings: (ix) => ix.bySeverity, taxonomy: null, labelKey: 'filters.facet_severity' },
} satisfies Record<Facet, FacetEntry>;

/** The facets in sidebar order: the table's own order. */
export const FACETS = Object.keys(FACET_TABLE) as Facet[];

export function facetEntry(facet: Facet): FacetEntry {
  return FACET_TABLE[facet];
}

export function postingsOf(index: LibraryIndex, facet: Facet): Postings {
  return FACET_TABLE[facet].postings(index);
}

/** The facet a URL parameter names, if any. */
export function facetOfParam(param: string): Facet | undefined {
  return FACETS.find((f) => FACET_TABLE[f].param === param);
}
