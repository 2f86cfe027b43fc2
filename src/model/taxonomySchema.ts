import { z } from 'zod';
import type { Taxonomy } from './taxonomy';

const labelSchema = z.object({ en: z.string().min(1), ko: z.string().nullish().transform((v) => v ?? null) });
const sectionSchema = z.record(z.string(), labelSchema).optional().transform((v) => v ?? {});
export const taxonomySchema = z.object({
  domain: sectionSchema,
  component: sectionSchema,
  root_cause: sectionSchema,
  symptom: sectionSchema,
  contributing: sectionSchema,
});

/** Reads a taxonomy object; returns null when it is not one (the caller reports that). */
export function parseTaxonomy(value: unknown): Taxonomy | null {
  const result = taxonomySchema.safeParse(value);
  return result.success ? result.data : null;
}
