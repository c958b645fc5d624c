import { describe, expect, it } from 'vitest';
import { ErrorText, FieldLabel, type TErrorCode } from '@innerway/domain';

// The screens translate an error by its code (server-error.ts): a code missing from a language
// would show the server's English text, and a `{{value}}` missing from a translation would drop it.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/errors.json', { eager: true, import: 'default' });

function errorsOf(language: string): Record<string, unknown> {
  const entry = Object.entries(files).find(([path]) => path.endsWith(`/${language}/errors.json`));
  if (!entry) throw new Error(`missing ${language}/errors.json`);
  return entry[1];
}

/** The text at a dotted key, as i18next finds it. */
function lookUp(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();
const codes = Object.keys(ErrorText) as TErrorCode[];

describe.each(['en', 'fr', 'es'])('the %s error texts', (language) => {
  const errors = errorsOf(language);

  it.each(codes)('translate %s with its values', (code) => {
    const text = lookUp(errors, code);
    expect(typeof text, `${language}/errors.json has no text for ${code}`).toBe('string');
    expect(placeholders(text as string)).toEqual(placeholders(ErrorText[code]));
  });

  it('name every field a text can name', () => {
    for (const field of Object.keys(FieldLabel)) {
      expect(typeof lookUp(errors, `field.${field}`), `${language}/errors.json has no field.${field}`).toBe('string');
    }
  });
});

describe('the English error texts', () => {
  it("are the catalogue's own", () => {
    const errors = errorsOf('en');
    for (const code of codes) expect(lookUp(errors, code), code).toBe(ErrorText[code]);
    for (const [field, label] of Object.entries(FieldLabel)) expect(lookUp(errors, `field.${field}`)).toBe(label);
  });
});
