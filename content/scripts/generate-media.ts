// Makes every media file of the demo content from the content texts, with ffmpeg and espeak-ng:
//   banners/<slug>.svg + banners/<slug>-<size>-<d>x.webp   topic artwork (scripts/art.ts)
//   videos/*.mp4 + captions/*.vtt                            narrated slides per video step (+ tutorial)
//   audio/meditation-<id>-<female|male>-<lang>.mp3           guided meditations, and their
//   transcripts/meditation-<id>.<lang>.txt                   transcripts
//   audio/resource-<id>-<lang>.mp3                           AudioFile resources
//   files/*.pdf | *.txt                                      FileDownload resources
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
import { BannerDensities, bannerKeys, BannerWidths, Languages, type TBannerSize, type TLanguage } from '@innerway/domain';
import { CONTENT_MEDIA_DIR, loadContentSource } from '../index.ts';
import type { TLocalizedText, TMediaManifest } from '../schema.ts';
import { artSvg, topicMotif, type TMotif } from './art.ts';
import { buildPdf } from './pdf.ts';

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

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const INK = '0x1F2A30';
const VIDEO = { width: 640, height: 360, fps: 12, crf: 30, audioBitrate: '40k', voiceRate: 142 };
/** Silence (seconds) before the first line, between lines, after the last line. */
const VIDEO_PAUSES = { lead: 1.2, gap: 0.6, tail: 1.4 };
const AUDIO_PAUSES = { lead: 1.5, gap: 2.1, tail: 2.5 };

const VOICES: Record<TLanguage, { female: string; male: string; rate: number }> = {
  en: { female: 'en-us+f3', male: 'en-us+m3', rate: 128 },
  fr: { female: 'fr+f2', male: 'fr+m3', rate: 132 },
  es: { female: 'es+f3', male: 'es+m3', rate: 130 },
};

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

/** Speaks one line to a 22.05 kHz mono WAV; returns its path and length in seconds. */
async function speak(text: string, voice: string, rate: number): Promise<{ path: string; seconds: number }> {
  const path = tmp('line.wav');
  await run('espeak-ng', ['-v', voice, '-s', String(rate), '-p', '42', '-g', '4', '-w', path, text]);
  const bytes = statSync(path).size - 44; // 16-bit mono PCM after a 44-byte header
  return { path, seconds: bytes / (22050 * 2) };
}

/**
 * Joins spoken lines with pauses: `lead` seconds of silence, then each line followed by `gap`,
 * then `tail`. Returns the WAV and the start/end time of every line.
 */
async function narrate(lines: string[], voice: string, rate: number, lead: number, gap: number, tail: number) {
  const spoken = [];
  for (const line of lines) spoken.push(await speak(line, voice, rate));
  const cues: { start: number; end: number }[] = [];
  let t = lead;
  for (const s of spoken) {
    cues.push({ start: t, end: t + s.seconds });
    t += s.seconds + gap;
  }
  const total = t - gap + tail;
  const inputs = spoken.flatMap((s) => ['-i', s.path]);
  const filter =
    spoken.map((s, i) => `[${i}:a]apad=pad_dur=${i === spoken.length - 1 ? tail : gap}[a${i}]`).join(';') +
    `;${spoken.map((_, i) => `[a${i}]`).join('')}concat=n=${spoken.length}:v=0:a=1,adelay=${Math.round(lead * 1000)}[out]`;
  const path = tmp('narration.wav');
  await ffmpeg([...inputs, '-filter_complex', filter, '-map', '[out]', '-ar', '22050', '-ac', '1', path]);
  return { path, cues, total };
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

/** A narrated slide: the topic's artwork at 16:9, the title drawn, English narration, captions in every language. */
function videoTask(opts: {
  key: string;
  captions: Record<TLanguage, string>;
  hue: number;
  motif: TMotif;
  kicker: string;
  title: string;
  narration: TLocalizedText[];
  voice: string;
}) {
  const inputs = { ...opts, VIDEO, VIDEO_PAUSES };
  tasks.push({
    keys: [opts.key, ...Languages.map((l) => opts.captions[l])],
    source: hash(inputs),
    make: async () => {
      const background = tmp('slide.png');
      const svgPath = tmp('slide.svg');
      writeFileSync(svgPath, artSvg({ hue: opts.hue, motif: opts.motif, width: 1280, height: 720 }));
      await ffmpeg(['-width', String(VIDEO.width), '-height', String(VIDEO.height), '-i', svgPath, background]);
      const lines = opts.narration.map((n) => n.en);
      const spoken = await narrate(lines, opts.voice, VIDEO.voiceRate, VIDEO_PAUSES.lead, VIDEO_PAUSES.gap, VIDEO_PAUSES.tail);
      const titleLines = wrapWords(opts.title, 30);
      const draw: string[] = [];
      const kickerFile = tmp('kicker.txt');
      writeFileSync(kickerFile, opts.kicker.toUpperCase());
      draw.push(`drawtext=fontfile=${FONT_BOLD}:textfile=${kickerFile}:fontsize=15:fontcolor=${INK}@0.7:x=(w-text_w)/2:y=64`);
      titleLines.forEach((line, i) => {
        const file = tmp('title.txt');
        writeFileSync(file, line);
        draw.push(`drawtext=fontfile=${FONT}:textfile=${file}:fontsize=34:fontcolor=${INK}:x=(w-text_w)/2:y=${100 + i * 46}`);
      });
      const total = spoken.total;
      const fades = `fade=t=in:st=0:d=0.8:color=0xFBF8F3,fade=t=out:st=${(total - 0.8).toFixed(2)}:d=0.8:color=0xFBF8F3`;
      await ffmpeg([
        '-loop', '1', '-framerate', String(VIDEO.fps), '-i', background,
        '-i', spoken.path,
        '-filter_complex', `[0:v]${draw.join(',')},${fades},format=yuv420p[v]`,
        '-map', '[v]', '-map', '1:a',
        '-t', total.toFixed(2),
        '-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', String(VIDEO.crf), '-threads', '1', '-r', String(VIDEO.fps),
        '-c:a', 'aac', '-b:a', VIDEO.audioBitrate, '-ar', '22050', '-ac', '1',
        '-movflags', '+faststart',
        out(opts.key),
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
  kicker: 'Innerway',
  title: content.tutorial.title.en,
  narration: content.tutorial.narration,
  voice: VOICES.en.female,
});

content.topics.forEach((topic, index) => {
  for (const segment of topic.segments) {
    for (const step of segment.steps) {
      videoTask({
        key: step.media_key,
        captions: step.captions_keys,
        hue: topic.hue,
        motif: topicMotif(topic.slug),
        kicker: `${topic.title.en} · ${segment.segment_number}.${step.sort_order}`,
        title: step.title.en,
        narration: step.narration,
        // the narrating voice alternates between topics
        voice: index % 2 === 0 ? VOICES.en.female : VOICES.en.male,
      });
    }
  }
});

/** A calm spoken audio: slow voice, long pauses, a very soft brown-noise bed; mp3 mono 32 kbps. */
function audioTask(key: string, lines: string[], voice: string, rate: number) {
  tasks.push({
    keys: [key],
    source: hash([lines, voice, rate, AUDIO_PAUSES]),
    make: async () => {
      const spoken = await narrate(lines, voice, rate, AUDIO_PAUSES.lead, AUDIO_PAUSES.gap, AUDIO_PAUSES.tail);
      const total = spoken.total.toFixed(2);
      await ffmpeg([
        '-i', spoken.path,
        '-f', 'lavfi', '-i', `anoisesrc=color=brown:amplitude=0.04:seed=7:sample_rate=22050:duration=${total}`,
        '-filter_complex',
        `[1:a]lowpass=f=500,volume=0.5,afade=t=in:d=2,afade=t=out:st=${(spoken.total - 2.5).toFixed(2)}:d=2.5[bed];[0:a][bed]amix=inputs=2:duration=first:normalize=0[out]`,
        '-map', '[out]', '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k',
        out(key),
      ]);
    },
  });
}

for (const topic of content.topics) {
  for (const segment of topic.segments) {
    for (const activity of segment.activities) {
      const m = activity.meditation;
      if (!m) continue;
      for (const lang of Languages) {
        const lines = m.script.map((l) => l[lang]);
        audioTask(m.female_audio_keys[lang], lines, VOICES[lang].female, VOICES[lang].rate);
        audioTask(m.male_audio_keys[lang], lines, VOICES[lang].male, VOICES[lang].rate - 4);
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
      audioTask(resource.audio_keys[lang], resource.audio_script.map((l) => l[lang]), VOICES[lang].female, VOICES[lang].rate);
    }
    if (resource.file_keys && resource.file_lines) {
      const key = resource.file_keys[lang];
      const [title, ...paragraphs] = resource.file_lines.map((l) => l[lang]);
      tasks.push({
        keys: [key],
        source: hash([title, paragraphs, FOOTER[lang]]),
        make: async () => {
          if (key.endsWith('.pdf')) {
            writeFileSync(out(key), buildPdf({ title: title!, paragraphs, footer: FOOTER[lang], band: [0.86, 0.93, 0.91] }));
          } else {
            const text = [title!.toUpperCase(), '', ...paragraphs.map((p) => (p === '---' ? '____________________________________________\n' : p.replace(/^## /, '') + '\n'))].join('\n');
            writeFileSync(out(key), `${text}\n${FOOTER[lang]}\n`);
          }
        },
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
