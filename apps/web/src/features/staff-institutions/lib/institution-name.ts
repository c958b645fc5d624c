import { institutionNameField, type TLanguage, type TStaffInstitution } from '@innerway/domain';

/** The institution's name in the reader's language, as its members reading it see it. */
export function institutionName(institution: TStaffInstitution, language: TLanguage): string {
  return institution[institutionNameField(language)] ?? institution.name_en;
}
