import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import webvtt from 'webvtt-parser';
import {
  BannerSourceMinWidth,
  bannerImagesOf,
  bannerKeys,
  MediaUploadFolders,
  type TMediaUploadKind,
  type TMediaUploadResult,
  type TPlainErrorCode,
} from '@innerway/domain';
import { unprocessable } from '../http/app-error.ts';
import { contentAddressedKey } from '../media-store/content-addressed-key.ts';
import { makeBannerSizes } from './banner-sizes.ts';
import { probeMedia } from './probe-media.ts';

/** What to store of an accepted upload: one object, or a picture's banner sizes. */
export interface TCheckedUpload {
  result: TMediaUploadResult;
  objects: Array<{ key: string; body: Buffer | (() => Readable) }>;
}

const refuse = (code: TPlainErrorCode) => unprocessable(code);

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** One file stored as it came, under its content-addressed key. */
async function asItIs(kind: TMediaUploadKind, file: string, extension: string, durationSeconds?: number): Promise<TCheckedUpload> {
  const key = contentAddressedKey(MediaUploadFolders[kind], await sha256OfFile(file), extension);
  return {
    result: { key, kind, ...(durationSeconds === undefined ? {} : { duration_seconds: durationSeconds }) },
    objects: [{ key, body: () => createReadStream(file) }],
  };
}

// Whole seconds cut, as players show them (content/README.md: 15.8 s is 0:15).
const wholeSeconds = (seconds: number) => Math.floor(seconds);

async function checkVideo(file: string): Promise<TCheckedUpload> {
  const type = await fileTypeFromFile(file);
  if (type?.mime !== 'video/mp4') throw refuse('media.not_video');
  const probe = await probeMedia(file);
  if (!probe || !probe.formatName.split(',').includes('mp4')) throw refuse('media.corrupt');
  const video = probe.streams.filter((stream) => stream.type === 'video');
  const audio = probe.streams.filter((stream) => stream.type === 'audio');
  // H.264 and AAC: what every browser and both apps' players play.
  if (video.length === 0 || video.some((stream) => stream.codec !== 'h264') || audio.some((stream) => stream.codec !== 'aac')) {
    throw refuse('media.video_codec');
  }
  return asItIs('video', file, 'mp4', wholeSeconds(probe.durationSeconds));
}

async function checkAudio(file: string): Promise<TCheckedUpload> {
  const type = await fileTypeFromFile(file);
  if (type?.mime !== 'audio/mpeg') throw refuse('media.not_audio');
  const probe = await probeMedia(file);
  if (!probe) throw refuse('media.corrupt');
  if (!probe.streams.some((stream) => stream.type === 'audio' && stream.codec === 'mp3')) throw refuse('media.not_audio');
  return asItIs('audio', file, 'mp3', wholeSeconds(probe.durationSeconds));
}

/** The file as UTF-8 text (a byte-order mark dropped), or null when it is not. */
async function utf8TextOf(file: string): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await readFile(file));
  } catch {
    return null;
  }
}

// Line breaks and tabs belong in a text file; no other control character does.
const binaryCharacter = /[\p{Cc}\u2028\u2029]/u;
const hasBinary = (text: string) => binaryCharacter.test(text.replace(/[\r\n\t]/g, ''));

async function checkCaptions(file: string): Promise<TCheckedUpload> {
  const text = await utf8TextOf(file);
  if (text === null || hasBinary(text)) throw refuse('media.captions_invalid');
  const parsed = new webvtt.WebVTTParser().parse(text, 'subtitles');
  if (parsed.errors.length > 0 || parsed.cues.length === 0) throw refuse('media.captions_invalid');
  return asItIs('captions', file, 'vtt');
}

async function checkTranscript(file: string): Promise<TCheckedUpload> {
  const text = await utf8TextOf(file);
  if (text === null || hasBinary(text) || text.trim() === '') throw refuse('media.transcript_invalid');
  return asItIs('transcript', file, 'txt');
}

const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

async function checkImage(file: string): Promise<TCheckedUpload> {
  const type = await fileTypeFromFile(file);
  if (!type || !pictureTypes.has(type.mime)) throw refuse('media.not_image');
  let width: number | undefined;
  try {
    // Width as shown: a phone's portrait photo is stored on its side, with a note to turn it.
    const metadata = await sharp(file).metadata();
    width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  } catch {
    throw refuse('media.corrupt');
  }
  if (!width || width < BannerSourceMinWidth) throw refuse('media.image_too_small');
  const sha256 = await sha256OfFile(file);
  let sizes: Awaited<ReturnType<typeof makeBannerSizes>>;
  try {
    sizes = await makeBannerSizes(file, sha256);
  } catch {
    throw refuse('media.corrupt');
  }
  return {
    result: { key: bannerKeys(sha256).xl['1x'], kind: 'image', keys: bannerImagesOf(sha256) },
    objects: sizes.map(({ key, bytes }) => ({ key, body: bytes })),
  };
}

async function checkFile(file: string): Promise<TCheckedUpload> {
  const type = await fileTypeFromFile(file);
  if (type?.mime !== 'application/pdf') throw refuse('media.not_pdf');
  return asItIs('file', file, 'pdf');
}

const checks: Record<TMediaUploadKind, (file: string) => Promise<TCheckedUpload>> = {
  video: checkVideo,
  audio: checkAudio,
  captions: checkCaptions,
  transcript: checkTranscript,
  image: checkImage,
  file: checkFile,
};

/**
 * Checks a finished upload by its content, never its name: its type by its first bytes, video
 * and audio read through by ffmpeg (codec, streams, duration), captions parsed as WebVTT,
 * transcripts as UTF-8 text, a picture made into every banner size. Throws 422 with the
 * catalogue's code for the editor when the file is not what its kind needs.
 */
export async function checkUpload(kind: TMediaUploadKind, file: string): Promise<TCheckedUpload> {
  if ((await stat(file)).size === 0) throw refuse('media.empty');
  return checks[kind](file);
}
