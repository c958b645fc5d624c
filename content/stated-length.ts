// The length a title promises ('A three-minute landing', 'Une minute pour respirer', 'Tres
// minutos para aterrizar'): the media generator makes the audio that long, and the content
// tests hold it to it.
import type { TLanguage } from '@innerway/domain';

const numbers: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
};

const patterns: Record<TLanguage, RegExp> = {
  en: /(?<![\p{L}\d])(\p{L}+|\d+)[- ]minutes?(?![\p{L}])/iu,
  fr: /(?<![\p{L}\d])(\p{L}+|\d+) minutes?(?![\p{L}])/iu,
  es: /(?<![\p{L}\d])(\p{L}+|\d+) minutos?(?![\p{L}])/iu,
};

/** The minutes a text names ('three-minute', 'trois minutes', 'tres minutos'), or null. */
export function statedMinutes(text: string, language: TLanguage): number | null {
  const match = patterns[language].exec(text);
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  return /^\d+$/.test(word) ? Number(word) : (numbers[word] ?? null);
}
