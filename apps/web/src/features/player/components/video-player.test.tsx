import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { initTestI18n } from '../../../test/i18n';
import { stepFixture } from '../test/fixtures';
import { getVideo, loadMetadata, playTo, stubMedia, endVideo, positionOf } from '../../../test/fake-media';
import { VideoPlayer } from './video-player';

beforeEach(async () => {
  vi.restoreAllMocks();
  await initTestI18n('en');
});

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const events = { onTimeUpdate: vi.fn(), onPlay: vi.fn(), onEnded: vi.fn(), onError: vi.fn() };
  render(<VideoPlayer step={stepFixture()} language="en" title="Welcome to Connect" {...events} {...props} />);
  return events;
}

describe('VideoPlayer with a local video', () => {
  it('plays the media file with captions in the reader\'s language, on by default', async () => {
    await initTestI18n('fr');
    renderPlayer({ step: stepFixture({ captions_key: 'captions/step-111.fr.vtt' }), language: 'fr' });
    const video = getVideo();
    expect(video).toHaveAttribute('src', '/api/content_media/videos/connect-1-1.mp4');
    expect(video).toHaveAttribute('poster', '/api/content_media/videos/connect-1-1.webp');
    expect(video).toHaveAccessibleName('Welcome to Connect');
    expect(video).toHaveAttribute('controls');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/api/content_media/captions/step-111.fr.vtt');
    expect(track).toHaveAttribute('srclang', 'fr');
    expect(track).toHaveAttribute('label', 'Français');
    expect(track).toHaveAttribute('default');
  });

  it('reports time updates, play, ended and errors through the one interface', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events = renderPlayer();
    const video = getVideo();
    loadMetadata(video, 20);
    playTo(video, 7.5);
    expect(events.onTimeUpdate).toHaveBeenLastCalledWith(7.5, 20);
    fireEvent.play(video);
    expect(events.onPlay).toHaveBeenCalledTimes(1);
    endVideo(video);
    expect(events.onEnded).toHaveBeenCalledTimes(1);
    fireEvent.error(video);
    expect(events.onError).toHaveBeenCalledTimes(1);
    // Spec section 8: video errors are logged, never shown.
    expect(console.error).toHaveBeenCalledWith('Video of step 111 failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resumes at the start position once the metadata is there, and autoplays when asked', async () => {
    const { play } = stubMedia();
    const events = renderPlayer({ startAt: 12, autoPlay: true });
    const video = getVideo();
    loadMetadata(video, 20);
    expect(positionOf(video)).toBe(12);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(events.onPlay).toHaveBeenCalled();
    // A second metadata load (a recovered stream) does not jump back.
    playTo(video, 15);
    loadMetadata(video, 20);
    expect(positionOf(video)).toBe(15);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('resumes even when the metadata arrived before React committed the element (a cached file)', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_METADATA);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(20);
    const seek = vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(() => undefined);
    renderPlayer({ startAt: 12 });
    expect(seek).toHaveBeenCalledTimes(1);
    expect(seek).toHaveBeenCalledWith(12);
  });

  it('does not play by itself without autoplay', () => {
    const { play } = stubMedia();
    renderPlayer();
    loadMetadata(getVideo(), 20);
    expect(play).not.toHaveBeenCalled();
    expect(positionOf(getVideo())).toBe(0);
  });

  it('logs a refused autoplay without showing an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('No gesture yet', 'NotAllowedError'));
    const events = renderPlayer({ autoPlay: true });
    loadMetadata(getVideo(), 20);
    await waitFor(() => expect(events.onError).toHaveBeenCalled());
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so calmly, and logs, when a step has no video it can play', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlayer({ step: stepFixture({ media_key: null, vimeo_link: 'https://example.com/not-vimeo/1' }) });
    expect(screen.getByText('This video is not available right now.')).toBeInTheDocument();
    expect(document.querySelector('video, iframe')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});
