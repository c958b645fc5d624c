import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '../../../test/i18n';
import { stepFixture } from '../test/fixtures';
import { VideoPlayer } from './video-player';

/** A stand-in for Vimeo's client: records what the player asked and lets the test send its events. */
const vimeo = vi.hoisted(() => {
  const state = {
    handlers: new Map<string, (data: unknown) => void>(),
    element: null as HTMLIFrameElement | null,
    calls: [] as string[],
  };
  class FakePlayer {
    constructor(element: HTMLIFrameElement) {
      state.element = element;
    }
    on(event: string, handler: (data: unknown) => void) {
      state.handlers.set(event, handler);
    }
    off(event: string) {
      state.handlers.delete(event);
    }
    ready() {
      return Promise.resolve();
    }
    getVideoWidth() {
      return Promise.resolve(1920);
    }
    getVideoHeight() {
      return Promise.resolve(1080);
    }
    enableTextTrack(language: string) {
      state.calls.push(`captions:${language}`);
      return Promise.reject(new Error('No text track in that language'));
    }
    setCurrentTime(seconds: number) {
      state.calls.push(`seek:${seconds}`);
      return Promise.resolve(seconds);
    }
    play() {
      state.calls.push('play');
      return Promise.resolve();
    }
  }
  return { state, FakePlayer };
});

vi.mock('@vimeo/player', () => ({ default: vimeo.FakePlayer }));

beforeEach(async () => {
  vimeo.state.handlers.clear();
  vimeo.state.calls = [];
  vimeo.state.element = null;
  await initTestI18n('en');
});

const vimeoStep = stepFixture({ media_key: null, captions_key: null, vimeo_link: 'https://vimeo.com/76979871/8272103f6e' });

describe('VideoPlayer with a Vimeo video', () => {
  it('embeds the Vimeo player in a titled frame and drives that very frame', async () => {
    render(<VideoPlayer step={vimeoStep} language="es" title="Welcome to Connect" />);
    const frame = screen.getByTitle('Welcome to Connect');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(src.searchParams.get('h')).toBe('8272103f6e');
    expect(src.searchParams.get('dnt')).toBe('1');
    await waitFor(() => expect(vimeo.state.element).toBe(frame));
  });

  it('maps Vimeo events to the interface, resumes, asks for captions and autoplays', async () => {
    const events = { onTimeUpdate: vi.fn(), onPlay: vi.fn(), onEnded: vi.fn(), onError: vi.fn() };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<VideoPlayer step={vimeoStep} language="es" title="Welcome" startAt={42} autoPlay {...events} />);
    await waitFor(() => expect(vimeo.state.calls).toEqual(['captions:es', 'seek:42', 'play']));

    act(() => vimeo.state.handlers.get('timeupdate')!({ seconds: 43.5, duration: 120, percent: 0.36 }));
    expect(events.onTimeUpdate).toHaveBeenLastCalledWith(43.5, 120);
    act(() => vimeo.state.handlers.get('play')!({ seconds: 0, duration: 120, percent: 0 }));
    expect(events.onPlay).toHaveBeenCalled();
    act(() => vimeo.state.handlers.get('ended')!({ seconds: 120, duration: 120, percent: 1 }));
    expect(events.onEnded).toHaveBeenCalled();
    act(() => vimeo.state.handlers.get('error')!({ name: 'PrivacyError', message: 'private', method: 'play' }));
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'PrivacyError' }));
    expect(console.error).toHaveBeenCalled();
  });

  it('stops listening when the step changes', async () => {
    const { unmount } = render(<VideoPlayer step={vimeoStep} language="en" title="Welcome" />);
    await waitFor(() => expect(vimeo.state.handlers.size).toBeGreaterThan(0));
    unmount();
    expect(vimeo.state.handlers.size).toBe(0);
  });
});
