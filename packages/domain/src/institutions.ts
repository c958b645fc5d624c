import type { TLanguage } from './enums/index.ts';

// The institutions' limits and names without their schemas (schemas/staff-institutions.ts), so
// that a screen listing institutions does not load zod before a form of it validates.

export const InstitutionLimits = {
  nameMax: 100,
  /** Seats of one code: a whole organisation, but not a typo's worth. */
  seatsMax: 100_000,
  /** How far ahead a code may end, in days (about five years). */
  endsWithinDays: 5 * 366,
  /** Members listed per page. */
  membersPage: 50,
} as const;

/** The field of an institution's name in a language: `name_en`, `name_fr`, `name_es`. */
export type TInstitutionNameField = `name_${TLanguage}`;
export const institutionNameField = (language: TLanguage): TInstitutionNameField => `name_${language}`;
