import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaUploadLimits } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { MediaUploadField, type MediaUploadFieldProps } from './media-upload-field';

// The tus client stands in: each test plays the server's side through the options the field gave it.
interface TFakeResponse {
  getStatus(): number;
  getBody(): string;
}
const tus = vi.hoisted(() => ({ uploads: [] as Array<{ file: File; options: Record<string, (...args: never[]) => unknown>; start: ReturnType<typeof vi.fn>; abort: ReturnType<typeof vi.fn> }> }));
vi.mock('tus-js-client', () => {
  class DetailedError extends Error {
    originalResponse: TFakeResponse | null;
    constructor(message: string, response: TFakeResponse | null) {
      super(message);
      this.originalResponse = response;
    }
  }
  class Upload {
    start = vi.fn();
    abort = vi.fn(async () => undefined);
    findPreviousUploads = vi.fn(async () => []);
    resumeFromPreviousUpload = vi.fn();
    file: File;
    options: Record<string, (...args: never[]) => unknown>;
    constructor(file: File, options: Record<string, (...args: never[]) => unknown>) {
      this.file = file;
      this.options = options;
      tus.uploads.push(this);
    }
  }
  return { Upload, DetailedError };
});
const { DetailedError } = (await import('tus-js-client')) as unknown as { DetailedError: new (message: string, response: TFakeResponse | null) => Error };

const reply = (status: number, body: unknown): TFakeResponse => ({ getStatus: () => status, getBody: () => JSON.stringify(body) });
const lastUpload = () => tus.uploads.at(-1)!;
/** Calls one of the upload's callbacks as the tus client would. */
const play = (name: string, ...args: unknown[]) => act(() => void (lastUpload().options[name] as (...a: unknown[]) => unknown)(...args));

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  tus.uploads.length = 0;
});
afterEach(async () => {
  await initTestI18n('en');
});

function renderField(props: Partial<MediaUploadFieldProps> = {}) {
  const onChange = vi.fn();
  render(<MediaUploadField id="step-video" label="Video" kind="video" value={null} onChange={onChange} {...props} />);
  return { onChange, input: screen.getByLabelText('Video') };
}
const video = (size = 1000) => new File([new Uint8Array(size)], 'walk.mp4', { type: 'video/mp4' });

describe('MediaUploadField', () => {
  it('uploads the chosen file for its kind, shows the progress, and hands over what the server stored', async () => {
    const { onChange, input } = renderField();
    await userEvent.upload(input, video());
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalled());
    expect(lastUpload().options.metadata).toEqual({ kind: 'video', filename: 'walk.mp4' });
    expect(lastUpload().options.endpoint).toBe('/api/staff/media/uploads');

    play('onProgress', 250, 1000);
    const bar = screen.getByRole('progressbar', { name: 'Uploading walk.mp4' });
    expect(bar).toHaveAttribute('value', '25');
    expect(input).toBeDisabled();

    play('onProgress', 1000, 1000);
    expect(screen.getByRole('status')).toHaveTextContent('walk.mp4 is uploaded. Checking the file…');
    const result = { key: `videos/${'a'.repeat(64)}.mp4`, kind: 'video', duration_seconds: 95 };
    play('onSuccess', { lastResponse: reply(200, { success: true, data: result, error: null }) });
    expect(onChange).toHaveBeenCalledWith(result);
    expect(screen.getByRole('status')).toHaveTextContent('walk.mp4 is uploaded and checked (1:35).');
  });

  it('pauses and resumes where the upload stopped, and cancels', async () => {
    const { input } = renderField();
    await userEvent.upload(input, video());
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalledTimes(1));
    play('onProgress', 400, 1000);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(lastUpload().abort).toHaveBeenCalledWith();
    expect(screen.getByRole('status')).toHaveTextContent('walk.mp4 is paused');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(lastUpload().abort).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input).toBeEnabled();
  });

  it('says the server’s problem with the file in plain words beside the field', async () => {
    const { onChange, input } = renderField();
    await userEvent.upload(input, video());
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalled());
    const refusal = { success: false, data: null, error: 'This file is not an MP4 video.', code: 'media.not_video' };
    play('onError', new DetailedError('refused', reply(422, refusal)));
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent(
      'walk.mp4 was not uploaded. This file is not an MP4 video. Export it as MP4 (H.264 video, AAC sound) and upload it again.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(problem.id);
    expect(onChange).not.toHaveBeenCalled();
    // A refusal is not retried: the editor chooses another file.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('tries again by itself after a lost connection, and says so', async () => {
    const { input } = renderField();
    await userEvent.upload(input, video());
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalled());
    play('onProgress', 100, 1000);
    const shouldRetry = lastUpload().options.onShouldRetry as (error: Error) => boolean;
    let retried = false;
    act(() => {
      retried = shouldRetry(new DetailedError('network', null));
    });
    expect(retried).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('The connection was lost. Trying again');
    play('onProgress', 300, 1000);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The server's refusal of a request is not a lost connection.
    expect(shouldRetry(new DetailedError('refused', reply(422, {})))).toBe(false);
    expect(shouldRetry(new DetailedError('busy', reply(423, {})))).toBe(true);
  });

  it('goes on by itself when the browser is back online after giving up', async () => {
    const { input } = renderField();
    await userEvent.upload(input, video());
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalledTimes(1));
    play('onError', new DetailedError('network', null));
    expect(screen.getByRole('alert')).toHaveTextContent('walk.mp4 was not uploaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalledTimes(2));
  });

  it('refuses a file over the kind’s limit before sending anything', async () => {
    const { input } = renderField({ kind: 'captions', label: 'Video' });
    await userEvent.upload(input, new File([new Uint8Array(MediaUploadLimits.captions + 1)], 'big.vtt', { type: 'text/vtt' }));
    expect(screen.getByRole('alert')).toHaveTextContent('big.vtt was not uploaded. This file is larger than 1 MB.');
    expect(tus.uploads).toHaveLength(0);
  });

  it('shows the current file and removes it', async () => {
    const { onChange } = renderField({ value: `captions/${'b'.repeat(64)}.vtt`, kind: 'captions' });
    expect(screen.getByText(`${'b'.repeat(64)}.vtt`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('speaks French and Spanish', async () => {
    await initTestI18n('fr');
    const { input } = renderField({ kind: 'captions' });
    expect(screen.getByText("Des sous-titres WebVTT (.vtt), jusqu’à 1 Mo.")).toBeVisible();
    await userEvent.upload(input, new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], 'step.vtt', { type: 'text/vtt' }));
    await vi.waitFor(() => expect(lastUpload().start).toHaveBeenCalled());
    play('onError', new DetailedError('refused', reply(422, { success: false, data: null, error: 'x', code: 'media.captions_invalid' })));
    expect(screen.getByRole('alert')).toHaveTextContent("step.vtt n’a pas été envoyé. Ces sous-titres ne sont pas au format WebVTT.");
    await initTestI18n('es');
    expect(screen.getByText('Subtítulos en WebVTT (.vtt), de hasta 1 MB.')).toBeVisible();
  });
});
