import { describe, expect, it } from 'vitest';
import { stepFixture } from '../test/fixtures';
import { videoSourceOf, vimeoEmbedUrl } from './video-source';
import { resumePosition } from './resume-position';

describe('vimeoEmbedUrl', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&title=0&byline=0&portrait=0'],
    ['https://player.vimeo.com/video/76979871?h=abc123', 'https://player.vimeo.com/video/76979871?h=abc123&dnt=1&title=0&byline=0&portrait=0'],
  ])('turns %s into the player URL', (link, embed) => {
    expect(vimeoEmbedUrl(link)).toBe(embed);
  });

  it.each(['http://vimeo.com/1', 'https://vimeo.com.evil.example/1', 'https://youtube.com/watch?v=1', 'https://vimeo.com/channels/staff', 'not a url'])(
    'refuses %s',
    (link) => {
      expect(vimeoEmbedUrl(link)).toBeNull();
    },
  );
});

describe('videoSourceOf', () => {
  it('prefers Vimeo when a step has a link, else the local file with its captions', () => {
    expect(videoSourceOf(stepFixture({ vimeo_link: 'https://vimeo.com/5' }), 'en')).toMatchObject({ kind: 'vimeo' });
    expect(videoSourceOf(stepFixture(), 'es')).toEqual({
      kind: 'local',
      src: '/api/content_media/videos/connect-1-1.mp4',
      poster: '/api/content_media/videos/connect-1-1.webp',
      captions: { src: '/api/content_media/captions/step-111.en.vtt', language: 'es', label: 'Español' },
    });
    expect(videoSourceOf(stepFixture({ captions_key: null }), 'en')).toMatchObject({ captions: null });
    expect(videoSourceOf(stepFixture({ media_key: null }), 'en')).toBeNull();
  });
});

describe('resumePosition', () => {
  it('resumes at the saved time, starts a finished or over-long step from the beginning', () => {
    expect(resumePosition(12, 60, 20)).toBe(12);
    expect(resumePosition(12, 60)).toBe(12);
    expect(resumePosition(0, 0, 20)).toBe(0);
    expect(resumePosition(19.5, 97, 20)).toBe(0);
    expect(resumePosition(18, 100, 20)).toBe(0);
    expect(resumePosition(Number.NaN, 50, 20)).toBe(0);
  });
});
