// Makes every media file of the demo content from the content texts, with ffmpeg, sox, Festival and eSpeak NG:
//   banners/<slug>.svg + banners/<slug>-<size>-<d>x.webp   topic artwork (scripts/art.ts)
//   videos/*.mp4 + *.webp + captions/*.vtt                   narrated videos per video step (+ tutorial), posters
//   audio/meditation-<id>-<female|male>-<lang>.mp3           guided meditations, and their
//   transcripts/meditation-<id>.<lang>.txt                   transcripts
//   audio/resource-<id>-<lang>.mp3                           AudioFile resources
//   files/*.pdf                                              FileDownload resources (scripts/pdf.ts)
// and content/media/manifest.json (bytes, duration, input hash per key).
//
// Usage: npm exec -- node content/scripts/generate-media.ts [--force] [--prune] [--only=<key-substring>]
// A file is skipped when it exists and its inputs did not change (hash in the manifest);
// --force remakes everything; --prune deletes files under content/media that nothing names.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { BannerDensities, bannerKeys, BannerWidths, Languages, videoPosterKey, type TBannerSize, type TLanguage } from '@innerway/domain';
import { CONTENT_MEDIA_DIR, loadContentSource } from '../index.ts';
import type { TLocalizedText, TMediaManifest } from '../schema.ts';
import { statedMinutes } from '../stated-length.ts';
import { artSvg, topicMotif, type TMotif } from './art.ts';
import { buildPdf, PDF_LAYOUT_VERSION } from './pdf.ts';

const run = promisify(execFile);
/** Bump to remake every file after a change in how files are made. */
const GENERATOR_VERSION = 3;

const args = process.argv.slice(2);
const force = args.includes('--force');
const prune = args.includes('--prune');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);

const media = CONTENT_MEDIA_DIR;
const work = mkdtempSync(join(tmpdir(), 'innerway-media-'));
const manifestPath = join(media, 'manifest.json');
const oldManifest: TMediaManifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as TMediaManifest) : {};
const manifest: TMediaManifest = {};

const INK = '0x1F2A30';
const VIDEO = { width: 640, height: 360, fps: 12, crf: 30, audioBitrate: '40k' };
/** Silence (seconds) before the first line, between lines, after the last line. */
const VIDEO_PAUSES = { lead: 1.6, gap: 0.7, tail: 1.8 };
/** Meditations: the shortest pause between lines (longer ones fill the length), and the ends. */
const AUDIO_PAUSES = { lead: 6, gap: 4, tail: 10 };
/** A meditation whose title names no length lasts this long; an audio file this long. */
const AUDIO_LENGTH = { meditation: 150, resource: 90 };
const AUDIO_BITRATE = '24k';
/** The mix: the bed's noise and drone levels, the voice's small-room echo. */
const AUDIO_MIX = { noise: 0.09, drone: 0.025, echo: 'aecho=0.9:0.95:60|180:0.2|0.1' };

/**
 * The calmest voices this machine makes. English: Festival's HTS voice (slt, female), the most
 * natural, slowed; its diphone voice (kal, male), stretched. French and Spanish have no Festival
 * voice and no MBROLA voices in Debian's main archive, so eSpeak NG: the breathy, smooth 'f5'
 * variant and the soft-toned 'michel' variant, slow and low.
 */
type TVoice = { engine: 'festival'; name: string; slow: number } | { engine: 'espeak'; name: string; rate: number; pitch: number };
const VOICES: Record<TLanguage, { female: TVoice; male: TVoice }> = {
  en: {
    female: { engine: 'festival', name: 'cmu_us_slt_arctic_hts', slow: 1.2 },
    male: { engine: 'festival', name: 'kal_diphone', slow: 1.25 },
  },
  fr: { female: { engine: 'espeak', name: 'fr+f5', rate: 118, pitch: 40 }, male: { engine: 'espeak', name: 'fr+michel', rate: 116, pitch: 36 } },
  es: { female: { engine: 'espeak', name: 'es+f5', rate: 118, pitch: 40 }, male: { engine: 'espeak', name: 'es+michel', rate: 116, pitch: 36 } },
};
/** Videos go a little quicker than meditations. */
const VIDEO_VOICES: TVoice[] = [
  { engine: 'festival', name: 'cmu_us_slt_arctic_hts', slow: 1.05 },
  { engine: 'festival', name: 'kal_diphone', slow: 1.1 },
];

// ---------------------------------------------------------------------------------------------
// helpers

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify([GENERATOR_VERSION, value])).digest('hex').slice(0, 16);
const out = (key: string) => {
  const path = join(media, key);
  mkdirSync(dirname(path), { recursive: true });
  return path;
};
let tmpCounter = 0;
const tmp = (name: string) => join(work, `${++tmpCounter}-${name}`);

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 1 << 24 });
}

async function probeDuration(path: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]);
  return Math.round(Number.parseFloat(stdout.trim()) * 100) / 100;
}

async function sox(args: string[]): Promise<void> {
  await run('sox', ['-q', ...args], { maxBuffer: 1 << 24 });
}

/** Speaks one line to a 22.05 kHz mono WAV; returns its path and length in seconds. */
async function speak(text: string, voice: TVoice): Promise<{ path: string; seconds: number }> {
  const raw = tmp('raw.wav');
  if (voice.engine === 'festival') {
    const textFile = tmp('line.txt');
    writeFileSync(textFile, text);
    // HTS voices take their speed from the engine's -r; diphone voices from Duration_Stretch.
    const slow =
      voice.name.endsWith('_hts')
        ? `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${(1 / voice.slow).toFixed(3)}) (list "-fm" -1.0))))`
        : `(Parameter.set 'Duration_Stretch ${voice.slow})`;
    await run('text2wave', ['-eval', `(voice_${voice.name})`, '-eval', slow, '-o', raw, textFile]);
  } else {
    await run('espeak-ng', ['-v', voice.name, '-s', String(voice.rate), '-p', String(voice.pitch), '-g', '6', '-w', raw, text]);
  }
  const path = tmp('line.wav');
  // Softer: no rumble, no hiss, the level of a near voice; then trimmed of the engines' own silence.
  await sox([raw, '-r', '22050', '-c', '1', '-b', '16', path, 'highpass', '70', 'lowpass', '5200', 'silence', '1', '0.02', '0.2%', 'reverse', 'silence', '1', '0.02', '0.2%', 'reverse', 'norm', '-3']);
  const bytes = statSync(path).size - 44; // 16-bit mono PCM after a 44-byte header
  return { path, seconds: bytes / (22050 * 2) };
}

/**
 * Joins spoken lines with pauses: `lead` seconds of silence, then the lines with `gaps[i]` after
 * line i, then `tail`. Returns the WAV and the start/end time of every line.
 */
async function joinLines(spoken: { path: string; seconds: number }[], lead: number, gaps: number[], tail: number) {
  const cues: { start: number; end: number }[] = [];
  let t = lead;
  spoken.forEach((s, i) => {
    cues.push({ start: t, end: t + s.seconds });
    t += s.seconds + (i < spoken.length - 1 ? gaps[i]! : tail);
  });
  const inputs = spoken.flatMap((s) => ['-i', s.path]);
  const filter =
    spoken.map((_, i) => `[${i}:a]apad=pad_dur=${(i === spoken.length - 1 ? tail : gaps[i]!).toFixed(3)}[a${i}]`).join(';') +
    `;${spoken.map((_, i) => `[a${i}]`).join('')}concat=n=${spoken.length}:v=0:a=1,adelay=${Math.round(lead * 1000)}[out]`;
  const path = tmp('narration.wav');
  await ffmpeg([...inputs, '-filter_complex', filter, '-map', '[out]', '-ar', '22050', '-ac', '1', path]);
  return { path, cues, total: t };
}

async function narrate(lines: string[], voice: TVoice, lead: number, gap: number, tail: number) {
  const spoken = [];
  for (const line of lines) spoken.push(await speak(line, voice));
  return joinLines(spoken, lead, spoken.map(() => gap), tail);
}

const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const sec = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function vtt(cues: { start: number; end: number }[], texts: string[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end + 0.3)}\n${wrapWords(texts[i]!, 42).join('\n')}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// tasks

interface Task {
  /** the files this task writes */
  keys: string[];
  /** inputs hash */
  source: string;
  make: () => Promise<void>;
}
const tasks: Task[] = [];

const content = loadContentSource();

// Banners: the SVG and its raster sizes (WebP), from one art function.
content.topics.forEach((topic) => {
  const svg = artSvg({ hue: topic.hue, motif: topicMotif(topic.slug), width: 1600, height: 500 });
  const svgKey = topic.image_key;
  tasks.push({ keys: [svgKey], source: hash(svg), make: async () => writeFileSync(out(svgKey), svg) });
  const keys = bannerKeys(topic.slug);
  for (const size of Object.keys(BannerWidths) as TBannerSize[]) {
    for (const d of BannerDensities) {
      const key = keys[size][`${d}x`];
      const w = BannerWidths[size] * d;
      const h = Math.round(w / (16 / 5));
      tasks.push({
        keys: [key],
        source: hash([svg, w, h]),
        make: async () => {
          const svgPath = tmp(`${topic.slug}.svg`);
          writeFileSync(svgPath, svg);
          await ffmpeg(['-width', String(w), '-height', String(h), '-i', svgPath, '-c:v', 'libwebp', '-quality', '80', '-compression_level', '6', out(key)]);
        },
      });
    }
  }
});

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The title card drawn over a video: a soft light panel with the kicker and the title (SVG, transparent around). */
function titleCardSvg(kicker: string, title: string): string {
  const { width: w, height: h } = VIDEO;
  const lines = wrapWords(title, 30);
  const panelH = 64 + lines.length * 40;
  const y0 = Math.round(h * 0.2);
  const text = lines
    .map((line, i) => `<text x="${w / 2}" y="${y0 + 62 + i * 40}" font-family="DejaVu Sans" font-size="30" fill="#${INK.slice(2)}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect x="${w * 0.12}" y="${y0}" width="${w * 0.76}" height="${panelH}" rx="18" fill="#FBF8F3" fill-opacity="0.72"/>
<text x="${w / 2}" y="${y0 + 28}" font-family="DejaVu Sans" font-weight="bold" font-size="13" letter-spacing="2" fill="#${INK.slice(2)}" fill-opacity="0.7" text-anchor="middle">${escapeXml(kicker.toUpperCase())}</text>
${text}
</svg>
`;
}

/**
 * A narrated video: a slow pan and zoom over the topic's artwork at 16:9, the title card fading
 * in over the opening and out before the talk goes on, English narration, captions in every
 * language; and its poster (the opening picture with the title, as WebP).
 */
function videoTask(opts: {
  key: string;
  captions: Record<TLanguage, string>;
  hue: number;
  motif: TMotif;
  /** which way the camera drifts: videos next to each other drift differently */
  drift: number;
  kicker: string;
  title: string;
  narration: TLocalizedText[];
  voice: TVoice;
}) {
  const inputs = { ...opts, VIDEO, VIDEO_PAUSES };
  const poster = videoPosterKey(opts.key);
  if (!poster) throw new Error(`not a video key: ${opts.key}`);
  tasks.push({
    keys: [opts.key, poster, ...Languages.map((l) => opts.captions[l])],
    source: hash(inputs),
    make: async () => {
      const background = tmp('art.png');
      const artPath = tmp('art.svg');
      writeFileSync(artPath, artSvg({ hue: opts.hue, motif: opts.motif, width: 1920, height: 1080 }));
      await ffmpeg(['-width', '1920', '-height', '1080', '-i', artPath, background]);
      const card = tmp('card.png');
      const cardPath = tmp('card.svg');
      writeFileSync(cardPath, titleCardSvg(opts.kicker, opts.title));
      // librsvg hands ffmpeg premultiplied colours: straightened, the panel stays light where it is see-through
      await ffmpeg(['-i', cardPath, '-vf', 'unpremultiply=inplace=1', card]);

      const lines = opts.narration.map((n) => n.en);
      const spoken = await narrate(lines, opts.voice, VIDEO_PAUSES.lead, VIDEO_PAUSES.gap, VIDEO_PAUSES.tail);
      const total = spoken.total;
      const frames = Math.ceil(total * VIDEO.fps);
      // The camera: from the whole picture into 12 % closer, drifting sideways one way or the other.
      const from = [0.5 - 0.35 * Math.cos(opts.drift), 0.5 - 0.25 * Math.sin(opts.drift)];
      const pan =
        `zoompan=z='1+0.12*on/${frames}':` +
        `x='(iw-iw/zoom)*(${from[0]!.toFixed(3)}+${(0.7 * Math.cos(opts.drift)).toFixed(3)}*on/${frames})':` +
        `y='(ih-ih/zoom)*(${from[1]!.toFixed(3)}+${(0.5 * Math.sin(opts.drift)).toFixed(3)}*on/${frames})':` +
        `d=${frames}:s=${VIDEO.width}x${VIDEO.height}:fps=${VIDEO.fps}`;
      // The title stays until the first line is said (at least 4 s), then fades.
      const titleOut = Math.max(4, Math.min(spoken.cues[0]!.end, total - 3));
      const fades = `fade=t=in:st=0:d=0.8:color=0xFBF8F3,fade=t=out:st=${(total - 0.8).toFixed(2)}:d=0.8:color=0xFBF8F3`;
      await ffmpeg([
        '-i', background,
        '-loop', '1', '-framerate', String(VIDEO.fps), '-t', total.toFixed(2), '-i', card,
        '-i', spoken.path,
        '-filter_complex',
        `[0:v]${pan},setsar=1[bg];[1:v]format=rgba,fade=t=in:st=0.4:d=1.2:alpha=1,fade=t=out:st=${titleOut.toFixed(2)}:d=1.4:alpha=1[card];` +
          `[bg][card]overlay=0:0:shortest=1,${fades},format=yuv420p[v]`,
        '-map', '[v]', '-map', '2:a',
        '-t', total.toFixed(2),
        '-c:v', 'libx264', '-preset', 'slow', '-crf', String(VIDEO.crf), '-threads', '1', '-r', String(VIDEO.fps),
        '-c:a', 'aac', '-b:a', VIDEO.audioBitrate, '-ar', '22050', '-ac', '1',
        '-movflags', '+faststart',
        out(opts.key),
      ]);
      // The poster: the opening picture, the title on it, as the video shows it once it has faded in.
      await ffmpeg([
        '-i', background, '-i', card,
        '-filter_complex', `[0:v]scale=${VIDEO.width}:${VIDEO.height}:flags=lanczos[bg];[bg][1:v]overlay=0:0`,
        '-frames:v', '1', '-c:v', 'libwebp', '-quality', '72', '-compression_level', '6',
        out(poster),
      ]);
      for (const lang of Languages) writeFileSync(out(opts.captions[lang]), vtt(spoken.cues, opts.narration.map((n) => n[lang])));
    },
  });
}

videoTask({
  key: content.tutorial.media_key,
  captions: content.tutorial.captions_keys,
  hue: content.topics[0]!.hue,
  motif: 'welcome',
  drift: 0,
  kicker: 'Innerway',
  title: content.tutorial.title.en,
  narration: content.tutorial.narration,
  voice: VIDEO_VOICES[0]!,
});

content.topics.forEach((topic, index) => {
  for (const segment of topic.segments) {
    for (const step of segment.steps) {
      videoTask({
        key: step.media_key,
        captions: step.captions_keys,
        hue: topic.hue,
        motif: topicMotif(topic.slug),
        drift: (step.id * 2.4) % (2 * Math.PI),
        kicker: `${topic.title.en} · ${segment.segment_number}.${step.sort_order}`,
        title: step.title.en,
        narration: step.narration,
        // the narrating voice alternates between topics
        voice: VIDEO_VOICES[index % 2]!,
      });
    }
  }
});

/**
 * The bed under a meditation: brown noise kept low and dark, and a soft open-fifth drone (A2, E3,
 * A3) that swells and settles very slowly; fades in and out.
 */
async function ambientBed(seconds: number): Promise<string> {
  const noise = tmp('noise.wav');
  const drone = tmp('drone.wav');
  const bed = tmp('bed.wav');
  const length = seconds.toFixed(2);
  await sox(['-n', '-r', '22050', '-c', '1', noise, 'synth', length, 'brownnoise', 'lowpass', '380', 'vol', String(AUDIO_MIX.noise)]);
  await sox(['-n', '-r', '22050', '-c', '3', drone, 'synth', length, 'sine', '110', 'sine', '164.81', 'sine', '220', 'remix', '-', 'tremolo', '0.07', '45', 'lowpass', '900', 'vol', String(AUDIO_MIX.drone)]);
  await sox(['-m', noise, drone, bed, 'fade', 'q', '5', length, '9']);
  return bed;
}

/**
 * A calm spoken audio of `seconds` (or longer if the words need it): the lines spoken slowly,
 * long pauses between them filling the length, over the ambient bed; mp3 mono.
 */
function audioTask(key: string, lines: string[], voice: TVoice, seconds: number) {
  tasks.push({
    keys: [key],
    source: hash([lines, voice, seconds, AUDIO_PAUSES, AUDIO_BITRATE, AUDIO_MIX]),
    make: async () => {
      const spoken = [];
      for (const line of lines) spoken.push(await speak(line, voice));
      const speech = spoken.reduce((sum, s) => sum + s.seconds, 0);
      const { lead, gap, tail } = AUDIO_PAUSES;
      const gaps = Math.max(1, spoken.length - 1);
      const spare = Math.max(0, seconds - speech - lead - tail - gap * gaps);
      // The pauses grow through the session: the last ones are the longest, to settle into.
      const weights = spoken.slice(1).map((_, i) => 1 + i / gaps);
      const weightSum = weights.reduce((a, b) => a + b, 0) || 1;
      const voiceTrack = await joinLines(spoken, lead, weights.map((w) => gap + (spare * w) / weightSum), tail);
      const bed = await ambientBed(voiceTrack.total);
      await ffmpeg([
        '-i', voiceTrack.path,
        '-i', bed,
        '-filter_complex', `[0:a]${AUDIO_MIX.echo}[voice];[voice][1:a]amix=inputs=2:duration=first:normalize=0,afade=t=out:st=${(voiceTrack.total - 6).toFixed(2)}:d=6[out]`,
        '-map', '[out]', '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', AUDIO_BITRATE,
        out(key),
      ]);
    },
  });
}

/** The length a title promises, in seconds, or the default for its kind. */
const lengthOf = (title: TLocalizedText, lang: TLanguage, fallback: number) => (statedMinutes(title[lang], lang) ?? statedMinutes(title.en, 'en') ?? fallback / 60) * 60;

for (const topic of content.topics) {
  for (const segment of topic.segments) {
    for (const activity of segment.activities) {
      const m = activity.meditation;
      if (!m) continue;
      for (const lang of Languages) {
        const lines = m.script.map((l) => l[lang]);
        const seconds = lengthOf(activity.title, lang, AUDIO_LENGTH.meditation);
        audioTask(m.female_audio_keys[lang], lines, VOICES[lang].female, seconds);
        audioTask(m.male_audio_keys[lang], lines, VOICES[lang].male, seconds);
        const transcript = `${activity.title[lang]}\n\n${lines.join('\n\n')}\n`;
        const key = m.transcript_keys[lang];
        tasks.push({ keys: [key], source: hash(transcript), make: async () => writeFileSync(out(key), transcript) });
      }
    }
  }
}

const FOOTER: Record<TLanguage, string> = {
  en: 'Innerway · a worksheet for you to keep · original content made for the Innerway demo program',
  fr: 'Innerway · une fiche à garder pour vous · contenu original créé pour le programme de démonstration Innerway',
  es: 'Innerway · una hoja para ti · contenido original creado para el programa de demostración de Innerway',
};

for (const resource of content.resources) {
  for (const lang of Languages) {
    if (resource.audio_keys && resource.audio_script) {
      const seconds = lengthOf(resource.title, lang, AUDIO_LENGTH.resource);
      audioTask(resource.audio_keys[lang], resource.audio_script.map((l) => l[lang]), VOICES[lang].female, seconds);
    }
    if (resource.file_keys && resource.file_lines) {
      const key = resource.file_keys[lang];
      const [title, ...paragraphs] = resource.file_lines.map((l) => l[lang]);
      tasks.push({
        keys: [key],
        source: hash([title, paragraphs, FOOTER[lang], PDF_LAYOUT_VERSION]),
        make: async () => writeFileSync(out(key), buildPdf({ title: title!, paragraphs, footer: FOOTER[lang], band: [0.86, 0.93, 0.91] })),
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// run

async function record(key: string, source: string) {
  const path = join(media, key);
  const entry: TMediaManifest[string] = { bytes: statSync(path).size, source };
  if (/\.(mp3|mp4)$/.test(key)) entry.duration = await probeDuration(path);
  manifest[key] = entry;
}

async function main() {
  const todo = tasks.filter((task) => {
    const fresh = task.keys.every((key) => existsSync(join(media, key)) && oldManifest[key]?.source === task.source);
    const selected = !only || task.keys.some((key) => key.includes(only));
    if (fresh && !force) return false;
    return selected;
  });
  // keep what is fresh (or not selected) as it was
  for (const task of tasks) {
    if (todo.includes(task)) continue;
    for (const key of task.keys) if (oldManifest[key] && existsSync(join(media, key))) manifest[key] = oldManifest[key];
  }
  console.log(`media: ${tasks.length} tasks, ${todo.length} to make, in ${relative(process.cwd(), media) || '.'}`);
  let done = 0;
  let failed = 0;
  const queue = [...todo];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      try {
        await task.make();
        for (const key of task.keys) await record(key, task.source);
        done++;
        if (done % 10 === 0 || done === todo.length) console.log(`  ${done}/${todo.length} ${task.keys[0]}`);
      } catch (error) {
        failed++;
        console.error(`  failed: ${task.keys.join(', ')}\n${String(error)}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);

  const sorted = Object.fromEntries(Object.keys(manifest).sort().map((k) => [k, manifest[k]!]));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 1)}\n`);

  const known = new Set([...Object.keys(manifest), 'manifest.json']);
  const orphans: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!known.has(relative(media, path))) orphans.push(relative(media, path));
    }
  };
  walk(media);
  if (orphans.length) {
    if (prune) for (const o of orphans) rmSync(join(media, o));
    console.log(`${prune ? 'deleted' : 'not named by the content (use --prune to delete)'}: ${orphans.join(', ')}`);
  }
  const total = Object.values(manifest).reduce((sum, e) => sum + e.bytes, 0);
  console.log(`media: ${Object.keys(manifest).length} files, ${(total / 1024 / 1024).toFixed(1)} MB${failed ? `, ${failed} FAILED` : ''}`);
  rmSync(work, { recursive: true, force: true });
  if (failed) process.exitCode = 1;
}

await main();
