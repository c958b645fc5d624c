import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TMediaProbe {
  /** The container's names as ffprobe gives them, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
  durationSeconds: number;
  streams: Array<{ type: string; codec: string }>;
}

interface TProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{ codec_type?: string; codec_name?: string }>;
}

/**
 * What ffprobe reads of a media file (its container, streams and duration), after ffmpeg has
 * read every packet of it: a file cut short or damaged past its header fails there even when its
 * header alone looks sound. Null when either cannot read the file.
 */
export async function probeMedia(file: string): Promise<TMediaProbe | null> {
  try {
    // Demuxing only (no decoding): about as fast as reading the file.
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-xerror', '-i', file, '-map', '0', '-c', 'copy', '-f', 'null', '-'], { timeout: 10 * 60_000 });
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      timeout: 60_000,
      maxBuffer: 4 * 1024 * 1024,
    });
    const probe = JSON.parse(stdout) as TProbeJson;
    const durationSeconds = Number(probe.format?.duration);
    if (!probe.format?.format_name || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
    return {
      formatName: probe.format.format_name,
      durationSeconds,
      streams: (probe.streams ?? []).map((stream) => ({ type: stream.codec_type ?? '', codec: stream.codec_name ?? '' })),
    };
  } catch {
    return null;
  }
}
