import { z } from 'zod';
import { parseAliases } from './aliases';
import type { Taxonomy } from './taxonomy';

const labelSchema = z.object({ en: z.string().min(1), ko: z.string().nullish().transform((v) => v ?? null) });
const sectionSchema = z.record(z.string(), labelSchema).optional().transform((v) => v ?? {});
export const taxonomySchema = z.object({
  domain: sectionSchema,
  component: sectionSchema,
  root_cause: sectionSchema,
  symptom: sectionSchema,
  contributing: sectionSchema,
  // Read leniently: a bad alias drops that alias, not the taxonomy and its labels.
  aliases: z.unknown().transform(parseAliases).optional(),
});

/** Reads a taxonomy object; returns null when it is not one (the caller reports that). */
export function parseTaxonomy(value: unknown): Taxonomy | null {
  const result = taxonomySchema.safeParse(value);
  return result.success ? result.data : null;
}
