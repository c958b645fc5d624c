// Calm artwork for topic banners, video backgrounds and the tour's slides, as SVG text.
// One family: a soft sky gradient in the picture's hue, an amber glow (a sun or a moon), soft
// drifting shapes and rolling land, and in front one scene that belongs to the picture alone
// (ripples meeting on a lake, a path into the distance, ridges in the mist, a sunrise meadow, a
// peak under a star, birds over the sea, balanced stones on a shore, an open gate). No people,
// no text. Deterministic: the same motif, hue and size always give the same picture.

const TopicMotifs = ['connect', 'forward', 'past', 'positive', 'purpose', 'reach', 'respond', 'unlock'] as const;
export const TourMotifs = ['welcome', 'dashboard', 'topics', 'activities', 'assessments'] as const;
export type TMotif = (typeof TopicMotifs)[number] | (typeof TourMotifs)[number];

/** The topic's own scene, by its slug. */
export function topicMotif(slug: string): TMotif {
  const motif = TopicMotifs.find((m) => m === slug);
  if (!motif) throw new Error(`No artwork for the topic '${slug}': add a scene to content/scripts/art.ts`);
  return motif;
}

export interface ArtOptions {
  hue: number;
  motif: TMotif;
  width: number;
  height: number;
  /** Hues of the eight topics, for the tour's 'topics' slide (eight stones, one per topic). */
  topicHues?: readonly number[];
}

/** Small deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
const r1 = (n: number) => Math.round(n * 10) / 10;
const SUN = 42; // the glow is always a soft amber: one family across pictures

/** A smooth line through points (Catmull-Rom as cubic Bezier), as path commands after a move. */
function smooth(points: [number, number][]): string {
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    d += ` C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/** A closed band of land across the whole width, its crest around `base` (0..1 of height). */
function land(w: number, h: number, base: number, amplitude: number, waves: number, phase: number, sharp = 0): string {
  const n = 10;
  const points: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const s = Math.sin((i / n) * Math.PI * waves + phase);
    // `sharp` turns rounded hills into ridges (peaks stay pointed, valleys round)
    const shaped = sharp ? Math.sign(s) * Math.abs(s) ** (1 - sharp * 0.6) - sharp * 0.3 * Math.cos((i / n) * Math.PI * waves * 3 + phase) : s;
    points.push([(w * i) / n, h * (base + amplitude * shaped)]);
  }
  return `${smooth(points)} L${w} ${h} L0 ${h} Z`;
}

interface Scene {
  /** where the glow sits (0..1 of width / height) and its size (of min(w, h)) */
  sun: { x: number; y: number; r: number; moon?: boolean };
  /** land bands, far to near: crest (0..1), amplitude, waves, lightness, ridge-ness */
  lands: { base: number; amp: number; waves: number; l: number; sharp?: number; phase?: number }[];
  /** drawn after the land */
  front: (ctx: SceneContext) => string;
  /** drawn between the sky and the land */
  back?: (ctx: SceneContext) => string;
}

interface SceneContext {
  w: number;
  h: number;
  u: number;
  hue: number;
  rnd: () => number;
  topicHues: readonly number[];
}

/** Still water from `top` (0..1) down: a band with a few light streaks, and the glow's reflection. */
function water({ w, h, rnd }: SceneContext, top: number, sunX: number): string {
  const y = h * top;
  const streaks = Array.from({ length: 7 }, (_, i) => {
    const sy = y + (h - y) * ((i + 0.6) / 7.5);
    const len = w * (0.08 + 0.16 * rnd());
    const sx = w * rnd();
    return `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(len)}" height="${r1(Math.max(1, h * 0.004))}" rx="${r1(h * 0.002)}" fill="#fff" fill-opacity="${r1(0.25 + 0.25 * rnd())}"/>`;
  }).join('');
  const glint = `<ellipse cx="${r1(w * sunX)}" cy="${r1(y + (h - y) * 0.35)}" rx="${r1(w * 0.05)}" ry="${r1((h - y) * 0.4)}" fill="${hsl(SUN, 90, 92)}" fill-opacity="0.55" filter="url(#soft)"/>`;
  return `<rect x="0" y="${r1(y)}" width="${w}" height="${r1(h - y)}" fill="url(#water)"/>${glint}${streaks}`;
}

function ripples(cx: number, cy: number, r: number, rings: number, ink: string): string {
  return Array.from(
    { length: rings },
    (_, i) =>
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * (i + 1))}" ry="${r1(r * (i + 1) * 0.22)}" fill="none" stroke="${ink}" stroke-width="${r1(Math.max(1, r * 0.06))}" stroke-opacity="${r1(0.7 - i * (0.55 / rings))}"/>`,
  ).join('');
}

function bird(x: number, y: number, s: number, ink: string): string {
  return `<path d="M${r1(x - s)} ${r1(y - s * 0.3)} Q${r1(x - s * 0.45)} ${r1(y - s * 0.55)} ${r1(x)} ${r1(y)} Q${r1(x + s * 0.45)} ${r1(y - s * 0.55)} ${r1(x + s)} ${r1(y - s * 0.3)}" fill="none" stroke="${ink}" stroke-width="${r1(Math.max(1, s * 0.14))}" stroke-linecap="round"/>`;
}

function flower(x: number, y: number, s: number, hue: number): string {
  const petals = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<circle cx="${r1(x + Math.cos(rad) * s)}" cy="${r1(y + Math.sin(rad) * s)}" r="${r1(s * 0.75)}"/>`;
    })
    .join('');
  return `<g fill="${hsl(hue, 70, 92)}" fill-opacity="0.9">${petals}</g><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.55)}" fill="${hsl(SUN, 85, 70)}"/>`;
}

/** A path from the bottom towards a point, narrowing with distance. */
function path(ctx: SceneContext, to: [number, number], from: number, width: number, sway: number): string {
  const { w, h } = ctx;
  const n = 8;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y = h + (to[1] - h) * t ** 0.8;
    const x = w * from + (to[0] - w * from) * t + Math.sin(t * Math.PI * 2.2) * sway * w * (1 - t);
    const half = (width * w * (1 - t) ** 1.3) / 2 + 1;
    left.push([x - half, y]);
    right.push([x + half, y]);
  }
  return `<path d="${smooth(left)} L${r1(right[n]![0])} ${r1(right[n]![1])} ${smooth(right.reverse()).slice(1).replace(/^[^C]*/, '')} Z" fill="${hsl(SUN, 60, 90)}" fill-opacity="0.85"/>`;
}

const scenes: Record<TMotif, Scene> = {
  // Two stones dropped in a still lake: their ripples widen and meet.
  connect: {
    sun: { x: 0.5, y: 0.3, r: 0.17 },
    lands: [
      { base: 0.5, amp: 0.05, waves: 1.5, l: 76 },
      { base: 0.56, amp: 0.03, waves: 2.4, l: 62 },
    ],
    front: (ctx) => {
      const { w, h, u, hue } = ctx;
      const ink = hsl(hue, 40, 97);
      return `${water(ctx, 0.6, 0.5)}${ripples(w * 0.4, h * 0.78, u * 0.09, 5, ink)}${ripples(w * 0.6, h * 0.8, u * 0.09, 5, ink)}`;
    },
  },
  // A winding path over green hills towards the sun on the horizon.
  forward: {
    sun: { x: 0.62, y: 0.44, r: 0.2 },
    lands: [
      { base: 0.5, amp: 0.04, waves: 1.2, l: 74 },
      { base: 0.62, amp: 0.06, waves: 1.8, l: 60 },
      { base: 0.8, amp: 0.05, waves: 1.1, l: 46 },
    ],
    front: (ctx) => {
      const { w, h, u, hue, rnd } = ctx;
      const trees = Array.from({ length: 6 }, (_, i) => {
        const x = w * (i < 3 ? 0.05 + 0.1 * i + 0.04 * rnd() : 0.74 + 0.08 * (i - 3) + 0.04 * rnd());
        const y = h * (0.66 + 0.06 * rnd());
        const s = u * (0.04 + 0.02 * rnd());
        return `<ellipse cx="${r1(x)}" cy="${r1(y - s)}" rx="${r1(s * 0.6)}" ry="${r1(s * 1.2)}" fill="${hsl(hue, 30, 36)}" fill-opacity="0.8"/>`;
      }).join('');
      return `${path(ctx, [w * 0.6, h * 0.52], 0.42, 0.26, 0.08)}${trees}`;
    },
  },
  // Ridge after ridge fading into the mist, under a crescent moon: looking back a long way.
  past: {
    sun: { x: 0.76, y: 0.22, r: 0.2, moon: true },
    lands: [
      { base: 0.42, amp: 0.07, waves: 3.2, l: 82, sharp: 0.8 },
      { base: 0.5, amp: 0.07, waves: 2.6, l: 74, sharp: 0.8, phase: 1.5 },
      { base: 0.6, amp: 0.06, waves: 3.4, l: 64, sharp: 0.7, phase: 0.4 },
      { base: 0.72, amp: 0.06, waves: 2.1, l: 53, sharp: 0.6, phase: 2.7 },
      { base: 0.86, amp: 0.04, waves: 1.6, l: 42, phase: 0.9 },
    ],
    front: ({ w, h }) =>
      [0.46, 0.56, 0.67]
        .map((y) => `<ellipse cx="${r1(w / 2)}" cy="${r1(h * y)}" rx="${r1(w * 0.7)}" ry="${r1(h * 0.035)}" fill="#fff" fill-opacity="0.4" filter="url(#soft)"/>`)
        .join(''),
  },
  // A big sun rising behind a meadow, rays open, flowers in the grass.
  positive: {
    sun: { x: 0.5, y: 0.62, r: 0.3 },
    lands: [
      { base: 0.66, amp: 0.03, waves: 1.4, l: 66 },
      { base: 0.8, amp: 0.04, waves: 1.9, l: 52 },
    ],
    back: ({ w, h, u }) => {
      const cx = w * 0.5;
      const cy = h * 0.62;
      const len = Math.max(w, h);
      return `<g fill="${hsl(SUN, 90, 96)}" fill-opacity="0.35">${Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI + (Math.PI * (i + 0.5)) / 11;
        const b = a + Math.PI / 40;
        return `<path d="M${r1(cx)} ${r1(cy)} L${r1(cx + Math.cos(a) * len)} ${r1(cy + Math.sin(a) * len)} L${r1(cx + Math.cos(b) * len)} ${r1(cy + Math.sin(b) * len)} Z"/>`;
      }).join('')}</g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(u * 0.45)}" fill="${hsl(SUN, 90, 94)}" fill-opacity="0.4"/>`;
    },
    front: ({ w, h, u, hue, rnd }) =>
      Array.from({ length: 16 }, () => flower(w * rnd(), h * (0.84 + 0.14 * rnd()), u * (0.012 + 0.01 * rnd()), hue + 20 * rnd())).join(''),
  },
  // One clear peak, a trail up to it, a bright star above: a direction to walk in.
  purpose: {
    sun: { x: 0.28, y: 0.3, r: 0.14 },
    lands: [
      { base: 0.72, amp: 0.04, waves: 1.6, l: 74 },
      { base: 0.86, amp: 0.04, waves: 1.2, l: 50, phase: 2 },
    ],
    back: ({ w, h, u, hue }) => {
      const px = w * 0.64;
      const py = h * 0.24;
      const peak = `<path d="M${r1(px - w * 0.34)} ${h} L${r1(px - u * 0.12)} ${r1(py + u * 0.16)} Q${r1(px)} ${r1(py - u * 0.03)} ${r1(px + u * 0.1)} ${r1(py + u * 0.14)} L${r1(px + w * 0.36)} ${h} Z" fill="url(#peak)"/>`;
      const snow = `<path d="M${r1(px - u * 0.085)} ${r1(py + u * 0.12)} Q${r1(px)} ${r1(py - u * 0.01)} ${r1(px + u * 0.075)} ${r1(py + u * 0.11)} L${r1(px + u * 0.03)} ${r1(py + u * 0.14)} L${r1(px - u * 0.02)} ${r1(py + u * 0.12)} Z" fill="#fff" fill-opacity="0.8"/>`;
      const sx = px;
      const sy = py - u * 0.16;
      const s = u * 0.035;
      const star = `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(s * 2.6)}" fill="url(#glow)"/><path d="M${r1(sx)} ${r1(sy - s)} Q${r1(sx + s * 0.15)} ${r1(sy - s * 0.15)} ${r1(sx + s)} ${r1(sy)} Q${r1(sx + s * 0.15)} ${r1(sy + s * 0.15)} ${r1(sx)} ${r1(sy + s)} Q${r1(sx - s * 0.15)} ${r1(sy + s * 0.15)} ${r1(sx - s)} ${r1(sy)} Q${r1(sx - s * 0.15)} ${r1(sy - s * 0.15)} ${r1(sx)} ${r1(sy - s)} Z" fill="${hsl(SUN, 90, 97)}"/>`;
      const trail = Array.from({ length: 7 }, (_, i) => {
        const t = i / 6;
        const x = px - w * 0.12 * (1 - t) + Math.sin(t * 6) * u * 0.04 * (1 - t);
        const y = h * 0.8 - (h * 0.8 - py - u * 0.2) * t;
        return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(u * 0.011 * (1.6 - t))}" fill="${hsl(hue, 30, 96)}" fill-opacity="0.85"/>`;
      }).join('');
      return `${peak}${snow}${star}${trail}`;
    },
    front: () => '',
  },
  // Birds crossing over a wide sea towards the light: reaching out.
  reach: {
    sun: { x: 0.78, y: 0.36, r: 0.16 },
    lands: [{ base: 0.6, amp: 0.015, waves: 1, l: 70 }],
    front: (ctx) => {
      const { w, h, u, hue, rnd } = ctx;
      const ink = hsl(hue, 30, 30);
      const birds = Array.from({ length: 7 }, (_, i) => bird(w * (0.16 + 0.07 * i + 0.03 * rnd()), h * (0.18 + 0.05 * Math.abs(i - 3) + 0.04 * rnd()), u * (0.028 - 0.0015 * i), ink)).join('');
      const cliff = `<path d="M0 ${r1(h * 0.5)} Q${r1(w * 0.08)} ${r1(h * 0.46)} ${r1(w * 0.14)} ${r1(h * 0.58)} L${r1(w * 0.18)} ${h} L0 ${h} Z" fill="${hsl(hue, 30, 40)}"/>`;
      return `${water(ctx, 0.6, 0.78)}${cliff}${birds}`;
    },
  },
  // Stones balanced on a quiet shore, their reflection still: a pause before answering.
  respond: {
    sun: { x: 0.3, y: 0.32, r: 0.15 },
    lands: [{ base: 0.54, amp: 0.04, waves: 1.4, l: 72 }],
    front: (ctx) => {
      const { w, h, u, hue } = ctx;
      const stones = [
        { rx: 0.14, ry: 0.055, l: 44 },
        { rx: 0.11, ry: 0.05, l: 52 },
        { rx: 0.085, ry: 0.042, l: 60 },
        { rx: 0.06, ry: 0.034, l: 68 },
      ];
      let y = h * 0.8;
      const cx = w * 0.64;
      const drawn = stones.map((s, i) => {
        const cy = y - s.ry * u;
        y = cy - s.ry * u * 0.85;
        return `<ellipse cx="${r1(cx + (i % 2 ? 1 : -1) * u * 0.006)}" cy="${r1(cy)}" rx="${r1(s.rx * u)}" ry="${r1(s.ry * u)}" fill="${hsl(hue, 16, s.l)}"/>`;
      });
      const shore = `<path d="M${r1(w * 0.4)} ${r1(h * 0.8)} Q${r1(w * 0.64)} ${r1(h * 0.74)} ${r1(w * 0.95)} ${r1(h * 0.8)} L${w} ${h} L${r1(w * 0.36)} ${h} Z" fill="${hsl(hue, 18, 38)}"/>`;
      const reflection = `<g opacity="0.25" transform="translate(0 ${r1(h * 1.6)}) scale(1 -1)">${drawn.join('')}</g>`;
      return `${water(ctx, 0.6, 0.3)}${reflection}${shore}${drawn.join('')}`;
    },
  },
  // An open gate on the hill, warm light through it, steps up to it.
  unlock: {
    sun: { x: 0.5, y: 0.44, r: 0.1 },
    lands: [
      { base: 0.56, amp: 0.04, waves: 1.7, l: 74 },
      { base: 0.7, amp: 0.03, waves: 1.2, l: 58, phase: 1.6 },
    ],
    front: ({ w, h, u, hue }) => {
      const cx = w * 0.5;
      const base = h * 0.72;
      const gw = u * 0.22;
      const gh = u * 0.4;
      const outer = u * 0.05;
      const arch = (x: number, y: number, half: number, height: number) =>
        `M${r1(x - half)} ${r1(y)} L${r1(x - half)} ${r1(y - height + half)} A${r1(half)} ${r1(half)} 0 0 1 ${r1(x + half)} ${r1(y - height + half)} L${r1(x + half)} ${r1(y)} Z`;
      const frame = `<path d="${arch(cx, base, gw / 2 + outer, gh + outer)} ${arch(cx, base, gw / 2, gh)}" fill="${hsl(hue, 26, 40)}" fill-rule="evenodd"/>`;
      const light = `<path d="${arch(cx, base, gw / 2, gh)}" fill="${hsl(SUN, 90, 92)}"/>`;
      const beam = `<path d="M${r1(cx - gw / 2)} ${r1(base)} L${r1(cx + gw / 2)} ${r1(base)} L${r1(cx + gw * 1.6)} ${h} L${r1(cx - gw * 1.6)} ${h} Z" fill="${hsl(SUN, 90, 92)}" fill-opacity="0.45"/>`;
      const steps = [0, 1, 2]
        .map((i) => `<rect x="${r1(cx - gw * (0.75 + 0.35 * i))}" y="${r1(base + i * u * 0.05)}" width="${r1(gw * (1.5 + 0.7 * i))}" height="${r1(u * 0.035)}" rx="${r1(u * 0.01)}" fill="${hsl(hue, 20, 70 - 6 * i)}"/>`)
        .join('');
      return `${beam}${light}${frame}${steps}`;
    },
  },
  // The tour: the welcome is a sunrise over open hills.
  welcome: {
    sun: { x: 0.5, y: 0.5, r: 0.24 },
    lands: [
      { base: 0.56, amp: 0.05, waves: 1.6, l: 72 },
      { base: 0.68, amp: 0.06, waves: 2.2, l: 58, phase: 1 },
      { base: 0.82, amp: 0.04, waves: 1.3, l: 44, phase: 2 },
    ],
    front: () => '',
  },
  // The dashboard: a path with stones marking where you are, leading on.
  dashboard: {
    sun: { x: 0.74, y: 0.32, r: 0.16 },
    lands: [
      { base: 0.5, amp: 0.05, waves: 1.4, l: 72 },
      { base: 0.7, amp: 0.04, waves: 1.8, l: 56, phase: 2 },
    ],
    front: (ctx) => {
      const { w, h, u, hue } = ctx;
      const marks = [0.2, 0.45, 0.66, 0.82].map((t, i) => {
        const x = w * (0.3 + 0.34 * t);
        const y = h - (h - h * 0.55) * t;
        const r = u * 0.04 * (1 - t * 0.7);
        return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${i < 2 ? hsl(hue, 40, 36) : '#fff'}" stroke="${hsl(hue, 40, 36)}" stroke-width="${r1(r * 0.25)}"/>`;
      });
      return `${path(ctx, [w * 0.64, h * 0.55], 0.3, 0.3, 0.03)}${marks.join('')}`;
    },
  },
  // The topics: eight stones in the eight topics' colours along a shore.
  topics: {
    sun: { x: 0.5, y: 0.3, r: 0.14 },
    lands: [{ base: 0.5, amp: 0.04, waves: 1.4, l: 74 }],
    front: (ctx) => {
      const { w, h, u, topicHues } = ctx;
      const stones = topicHues
        .map((hue, i) => {
          const x = w * (0.12 + (0.76 * i) / Math.max(1, topicHues.length - 1));
          const y = h * (0.78 + 0.04 * Math.sin(i * 1.3));
          return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(u * 0.07)}" ry="${r1(u * 0.045)}" fill="${hsl(hue, 45, 62)}"/><ellipse cx="${r1(x - u * 0.02)}" cy="${r1(y - u * 0.018)}" rx="${r1(u * 0.025)}" ry="${r1(u * 0.01)}" fill="#fff" fill-opacity="0.5"/>`;
        })
        .join('');
      return `${water(ctx, 0.58, 0.5)}${stones}`;
    },
  },
  // The activities: a leaf floating on still water, rings of sound spreading.
  activities: {
    sun: { x: 0.3, y: 0.3, r: 0.14 },
    lands: [{ base: 0.52, amp: 0.04, waves: 1.6, l: 72 }],
    front: (ctx) => {
      const { w, h, u, hue } = ctx;
      const cx = w * 0.56;
      const cy = h * 0.76;
      const leaf = `<path d="M${r1(cx - u * 0.1)} ${r1(cy)} Q${r1(cx)} ${r1(cy - u * 0.09)} ${r1(cx + u * 0.1)} ${r1(cy)} Q${r1(cx)} ${r1(cy + u * 0.05)} ${r1(cx - u * 0.1)} ${r1(cy)} Z" fill="${hsl(hue + 140, 35, 42)}"/>`;
      return `${water(ctx, 0.58, 0.3)}${ripples(cx, cy, u * 0.1, 4, hsl(hue, 40, 97))}${leaf}`;
    },
  },
  // The assessments: a flag on the summit, the way up marked.
  assessments: {
    sun: { x: 0.24, y: 0.3, r: 0.14 },
    lands: [
      { base: 0.66, amp: 0.03, waves: 1.3, l: 72 },
      { base: 0.82, amp: 0.04, waves: 1.5, l: 54, phase: 1 },
    ],
    back: ({ w, h, u, hue }) => {
      const px = w * 0.6;
      const py = h * 0.3;
      const hill = `<path d="M${r1(px - w * 0.36)} ${h} Q${r1(px - u * 0.2)} ${r1(py)} ${r1(px)} ${r1(py)} Q${r1(px + u * 0.2)} ${r1(py)} ${r1(px + w * 0.36)} ${h} Z" fill="url(#peak)"/>`;
      const pole = `<rect x="${r1(px - u * 0.004)}" y="${r1(py - u * 0.16)}" width="${r1(u * 0.008)}" height="${r1(u * 0.16)}" fill="${hsl(hue, 30, 30)}"/>`;
      const flag = `<path d="M${r1(px + u * 0.004)} ${r1(py - u * 0.16)} Q${r1(px + u * 0.06)} ${r1(py - u * 0.17)} ${r1(px + u * 0.1)} ${r1(py - u * 0.13)} Q${r1(px + u * 0.06)} ${r1(py - u * 0.1)} ${r1(px + u * 0.004)} ${r1(py - u * 0.1)} Z" fill="${hsl(SUN, 85, 62)}"/>`;
      const marks = [0.2, 0.45, 0.7].map((t) => `<circle cx="${r1(px - w * 0.2 * (1 - t))}" cy="${r1(h * 0.86 - (h * 0.86 - py) * t)}" r="${r1(u * 0.014)}" fill="#fff" fill-opacity="0.9"/>`);
      return `${hill}${pole}${flag}${marks.join('')}`;
    },
    front: () => '',
  },
};

export function artSvg({ hue, motif, width: w, height: h, topicHues = [] }: ArtOptions): string {
  const scene = scenes[motif];
  const rnd = random([...motif].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0);
  const u = Math.min(w, h);
  const ctx: SceneContext = { w, h, u, hue, rnd, topicHues };
  const warm = hue + 20; // a companion hue for the sky
  const { sun } = scene;
  const sunX = w * sun.x;
  const sunY = h * sun.y;
  const sunR = u * sun.r;

  const blobs = Array.from({ length: 3 }, (_, i) => {
    const cx = w * rnd();
    const cy = h * (0.1 + 0.3 * rnd());
    return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * (0.1 + 0.1 * rnd()))}" ry="${r1(h * (0.05 + 0.06 * rnd()))}" fill="${hsl(hue + 12 * (i - 1), 45, 96)}" fill-opacity="0.6" filter="url(#soft)"/>`;
  }).join('');

  const lands = scene.lands
    .map((l) => `<path d="${land(w, h, l.base, l.amp, l.waves, l.phase ?? rnd() * Math.PI * 2, l.sharp)}" fill="${hsl(hue, 30 + (80 - l.l) / 4, l.l)}"/>`)
    .join('');

  const glow = sun.moon
    ? `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 1.6)}" fill="url(#glow)" fill-opacity="0.6"/><path d="M${r1(sunX)} ${r1(sunY - sunR * 0.5)} A${r1(sunR * 0.5)} ${r1(sunR * 0.5)} 0 1 0 ${r1(sunX)} ${r1(sunY + sunR * 0.5)} A${r1(sunR * 0.62)} ${r1(sunR * 0.62)} 0 0 1 ${r1(sunX)} ${r1(sunY - sunR * 0.5)} Z" fill="${hsl(SUN, 90, 97)}" stroke="${hsl(SUN, 45, 78)}" stroke-width="${r1(u * 0.004)}"/>`
    : `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 1.8)}" fill="url(#glow)"/><circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 0.55)}" fill="${hsl(SUN, 85, 96)}" fill-opacity="0.92"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${hsl(hue, 42, 93)}"/><stop offset="0.6" stop-color="${hsl(warm, 48, 90)}"/><stop offset="1" stop-color="${hsl(hue, 36, 82)}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${hsl(SUN, 90, 96)}"/><stop offset="0.55" stop-color="${hsl(SUN, 80, 88)}" stop-opacity="0.7"/><stop offset="1" stop-color="${hsl(SUN, 70, 85)}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 40, 78)}"/><stop offset="1" stop-color="${hsl(hue + 8, 36, 58)}"/></linearGradient>
<linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 30, 62)}"/><stop offset="1" stop-color="${hsl(hue + 8, 32, 44)}"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(u * 0.04)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${glow}
${blobs}
${scene.back?.(ctx) ?? ''}
${lands}
${scene.front(ctx)}
</svg>
`;
}

/** Each tour slide's hue: the app's own teal to welcome, then colours of the program. */
const tourHues: Record<(typeof TourMotifs)[number], number> = { welcome: 174, dashboard: 140, topics: 205, activities: 262, assessments: 16 };

/**
 * The tour's illustrations (apps/web/public/tour/<slide>.svg), small enough to load as files
 * when a slide shows; the 'topics' slide has a stone in every topic's hue.
 */
export function tourArt(topicHues: readonly number[]): Record<(typeof TourMotifs)[number], string> {
  return Object.fromEntries(TourMotifs.map((motif) => [motif, artSvg({ hue: tourHues[motif], motif, width: 480, height: 270, topicHues })])) as Record<
    (typeof TourMotifs)[number],
    string
  >;
}
