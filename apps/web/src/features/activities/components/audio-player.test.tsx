import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../../test/i18n';
import { getAudio, makeReady, playTo, positionOf, setBuffered, stubMedia } from '../../../test/fake-media';
import { AudioPlayer } from './audio-player';

beforeEach(async () => {
  vi.restoreAllMocks();
  await initTestI18n('en');
});

const src = '/api/content_media/audio/meditation-1-female-en.mp3';

function renderPlayer(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  return render(<AudioPlayer src={src} label="Female Voice" durationHint={120} {...props} />);
}

const playButton = () => screen.getByRole('button', { name: /^(Play|Pause)$/ });
const back = () => screen.getByRole('button', { name: 'Back 30 seconds' });
const forward = () => screen.getByRole('button', { name: 'Forward 30 seconds' });

describe('AudioPlayer', () => {
  it('is not ready until the audio can play, and goes back to not ready on waiting, stalled and emptied', () => {
    stubMedia();
    renderPlayer();
    const audio = getAudio();
    for (const button of [playButton(), back(), forward()]) expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audio…');

    makeReady(audio, 120);
    for (const button of [playButton(), back(), forward()]) expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent('');

    fireEvent.waiting(audio);
    expect(playButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.canPlay(audio);
    expect(playButton()).not.toHaveAttribute('aria-disabled');

    setBuffered(audio, 1);
    fireEvent.stalled(audio);
    expect(playButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.canPlay(audio);

    fireEvent.emptied(audio);
    expect(playButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes the element state as it is when the file was ready before the player mounted', () => {
    stubMedia();
    const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
    try {
      renderPlayer();
      expect(playButton()).not.toHaveAttribute('aria-disabled');
    } finally {
      Object.defineProperty(HTMLMediaElement.prototype, 'readyState', original);
    }
  });

  it('plays and pauses, and ignores presses while not ready', async () => {
    const { play, pause } = stubMedia();
    renderPlayer();
    const audio = getAudio();
    await userEvent.click(playButton());
    expect(play).not.toHaveBeenCalled();

    makeReady(audio, 120);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('skips 30 seconds back and forward, clamped between 0 and the duration', async () => {
    stubMedia();
    renderPlayer();
    const audio = getAudio();
    makeReady(audio, 100);

    playTo(audio, 10);
    await userEvent.click(back());
    expect(positionOf(audio)).toBe(0);

    playTo(audio, 50);
    await userEvent.click(forward());
    expect(positionOf(audio)).toBe(80);
    // Clamped to the end, which the web's engine stops just short of (a seek to the very end can fail).
    await userEvent.click(forward());
    expect(positionOf(audio)).toBe(99.75);
    await userEvent.click(back());
    expect(positionOf(audio)).toBe(69.75);
  });

  it('does not skip while not ready', async () => {
    stubMedia();
    renderPlayer();
    const audio = getAudio();
    makeReady(audio, 100);
    playTo(audio, 40);
    fireEvent.waiting(audio);
    await userEvent.click(forward());
    expect(positionOf(audio)).toBe(40);
  });

  it('shows the timeline in minutes:seconds and seeks with the slider', () => {
    stubMedia();
    renderPlayer();
    const audio = getAudio();
    // Before the metadata: the length the API knows.
    expect(screen.getByText('2:00')).toBeInTheDocument();
    makeReady(audio, 100.4);
    playTo(audio, 65.9);
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 1:40');
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('1:40')).toBeInTheDocument();

    fireEvent.change(slider, { target: { value: '30' } });
    expect(positionOf(audio)).toBe(30);
    expect(slider).toHaveAttribute('aria-valuetext', '0:30 of 1:40');
  });

  it('reports the position and the end to its listener', () => {
    stubMedia();
    const onPlayback = vi.fn();
    renderPlayer({ onPlayback });
    const audio = getAudio();
    makeReady(audio, 100);
    playTo(audio, 42);
    expect(onPlayback).toHaveBeenLastCalledWith({ currentTime: 42, duration: 100, ended: false });
    fireEvent.ended(audio);
    expect(onPlayback).toHaveBeenLastCalledWith({ currentTime: 42, duration: 100, ended: true });
  });

  it('says so when the browser cannot play audio', () => {
    stubMedia({ canPlay: '' });
    renderPlayer();
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser does not support audio elements.');
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('says so when the file cannot be loaded', () => {
    stubMedia();
    renderPlayer();
    fireEvent.error(getAudio());
    expect(screen.getByRole('alert')).toHaveTextContent('This audio could not be loaded.');
  });
});
