import { describe, expect, it } from 'vitest';
import { localizeContent } from './localize-content';

const meditation = {
  id: 12,
  title: 'Landing',
  body: '<p>Breathe</p>',
  male_audio_id: 'audio/landing-male-en.mp3',
  male_audio_duration: 180,
  female_audio_id: 'audio/landing-female-en.mp3',
  female_audio_duration: 176,
};

describe('localizeContent', () => {
  it('replaces translated fields and keeps English for missing ones', () => {
    const fr = { exercise: { '12': { title: 'Atterrir', male_audio_file: 'audio/landing-male-fr.mp3', male_audio_duration: '190' } } };
    expect(localizeContent(meditation, 'exercise', fr)).toEqual({
      ...meditation,
      title: 'Atterrir',
      male_audio_id: 'audio/landing-male-fr.mp3',
      male_audio_duration: 190,
    });
  });

  it('leaves the item alone without translations for it, and ignores empty values and unknown fields', () => {
    expect(localizeContent(meditation, 'exercise', undefined)).toBe(meditation);
    expect(localizeContent(meditation, 'step', { exercise: { '12': { title: 'X' } } })).toBe(meditation);
    const table = { exercise: { '12': { title: '', colour: 'blue' } } };
    expect(localizeContent(meditation, 'exercise', table)).toEqual(meditation);
  });

  it('does not turn a bad number into NaN', () => {
    const table = { exercise: { '12': { female_audio_duration: 'long' } } };
    expect(localizeContent(meditation, 'exercise', table).female_audio_duration).toBe(176);
  });
});
