import { z } from 'zod';
import { isValidCaseDate, MAX_SLUG_LENGTH } from './caseFields';

/**
 * The case record, field for field as the library stores it (see data/cases/IL-0034.json).
 * Unknown extra fields are tolerated (loose objects) so libraries can carry their own metadata.
 */

// Custom messages below are problem codes: see ./problems.ts.
const text = z.looseObject({
  en: z.string().trim().min(1, 'englishTextMissing'),
  ko: z.string().nullish(),
});

/**
 * An optional bilingual text: absent, null, or `{en, ko}`. An empty `en` counts as absent.
 * (One object schema and a transform, not a union: it runs five times per case.)
 */
const optionalText = z
  .looseObject({ en: z.string().nullish(), ko: z.string().nullish() })
  .nullish()
  .transform((t) => (t && typeof t.en === 'string' && t.en.trim() !== '' ? { en: t.en, ko: t.ko ?? null } : null));

const slug = z.string().trim().min(1, 'slugEmpty').max(MAX_SLUG_LENGTH, 'slugTooLong');
const slugList = z.array(slug).nullish().transform((v) => v ?? []);

const source = z.looseObject({
  url: z.string(),
  kind: z.string().nullish(),
  license: z.string().nullish(),
  archived: z.string().nullish(),
});

const minutes = z.number().finite().nonnegative().nullish().transform((v) => v ?? null);

export const caseSchema = z.looseObject({
  id: z.string().trim().min(1, 'idEmpty').max(MAX_SLUG_LENGTH, 'idTooLong'),
  org: z.string().nullish().transform((v) => (v ?? '').trim()),
  org_slug: z.string().nullish(),
  date: z.string().refine(isValidCaseDate, 'badDate'),
  date_kind: z.string().nullish().transform((v) => v ?? null),
  title: text,
  summary: optionalText,
  symptoms_text: optionalText,
  trigger: optionalText,
  detection: optionalText,
  lessons: optionalText,
  domain: slugList,
  components: slugList,
  symptoms: slugList,
  contributing: slugList,
  root_cause: slug.nullish().transform((v) => v ?? null),
  severity: z.string().nullish().transform((v) => (v && v.trim() ? v.trim() : 'unknown')),
  impact: z
    .looseObject({ scope: z.string().nullish(), users: z.string().nullish(), region: z.string().nullish() })
    .nullish()
    .transform((v) => v ?? null),
  timeline: z
    .looseObject({ detected_after: minutes, resolved_after: minutes })
    .nullish()
    .transform((v) => v ?? { detected_after: null, resolved_after: null }),
  action_items: z
    .array(z.looseObject({ text }))
    .nullish()
    .transform((v) => v ?? []),
  remediation: z.array(z.unknown()).nullish().transform((v) => v ?? []),
  sources: z.array(source).nullish().transform((v) => v ?? []),
  related: z.array(slug).nullish().transform((v) => v ?? []),
  recurrence_of: slug.nullish().transform((v) => v ?? null),
  docs: z.array(z.unknown()).nullish().transform((v) => v ?? []),
  url: z.string().nullish(),
  updated_at: z.string().nullish(),
  /** Tags an import suggested, per kind, best first, each with its reasons (src/model/import). */
  suggested_tags: z
    .record(z.string(), z.array(z.looseObject({ slug, score: z.number().nullish(), reasons: z.array(z.unknown()).nullish() })))
    .nullish(),
});

export type Case = z.output<typeof caseSchema>;
export type CaseText = NonNullable<Case['summary']>;
