// Calm abstract artwork for topic banners and video slides, as SVG text.
// One family: a soft sky gradient, a blurred glow (a sun or moon suggested), three layers of
// rolling hills and a few drifting soft shapes, all in the topic's hue. No people, no text.
// Deterministic: the same topic index and hue always give the same picture.

export interface ArtOptions {
  hue: number;
  /** topic index (0..7): varies the composition inside the family */
  seed: number;
  width: number;
  height: number;
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

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${s}%,${l}%)`;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A smooth closed hill shape across the whole width, its crest around `base` (0..1 of height). */
function hill(width: number, height: number, base: number, amplitude: number, waves: number, phase: number): string {
  const points: [number, number][] = [];
  const n = 8;
  for (let i = 0; i <= n; i++) {
    const x = (width * i) / n;
    const y = height * (base + amplitude * Math.sin((i / n) * Math.PI * waves + phase));
    points.push([x, y]);
  }
  // Catmull-Rom to cubic Bezier for soft curves.
  let d = `M0 ${height} L${r1(points[0]![0])} ${r1(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d} L${width} ${height} Z`;
}

export function artSvg({ hue, seed, width, height }: ArtOptions): string {
  const rnd = random(seed + 1);
  const warm = (hue + 20) % 360; // a companion hue for the sky
  const sun = 42; // the glow is always a soft amber: one family across topics
  const sunX = width * (0.18 + 0.64 * rnd());
  const sunY = height * (0.26 + 0.12 * rnd());
  const sunR = Math.min(width, height) * (0.16 + 0.06 * rnd());
  const blur = Math.min(width, height) * 0.05;

  const blobs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = width * rnd();
    const cy = height * (0.15 + 0.35 * rnd());
    const rx = width * (0.12 + 0.1 * rnd());
    const ry = height * (0.08 + 0.08 * rnd());
    blobs.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${hsl(hue + 12 * (i - 1), 45, 94)}" fill-opacity="0.55" filter="url(#soft)"/>`,
    );
  }

  const layers = [
    { base: 0.58, amp: 0.06, waves: 1.6, l: 72, s: 30, o: 0.75 },
    { base: 0.7, amp: 0.07, waves: 2.2, l: 58, s: 34, o: 0.85 },
    { base: 0.83, amp: 0.05, waves: 1.3, l: 42, s: 36, o: 0.95 },
  ].map((layer, i) => {
    const d = hill(width, height, layer.base, layer.amp, layer.waves, rnd() * Math.PI * 2);
    return `<path d="${d}" fill="url(#hill${i})" fill-opacity="${layer.o}"/>`;
  });

  const hillGradients = [72, 58, 42]
    .map(
      (l, i) =>
        `<linearGradient id="hill${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 34, l)}"/><stop offset="1" stop-color="${hsl(hue + 8, 30, l - 10)}"/></linearGradient>`,
    )
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${hsl(hue, 42, 93)}"/><stop offset="0.6" stop-color="${hsl(warm, 48, 90)}"/><stop offset="1" stop-color="${hsl(hue, 36, 82)}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${hsl(sun, 90, 96)}"/><stop offset="0.55" stop-color="${hsl(sun, 80, 88)}" stop-opacity="0.7"/><stop offset="1" stop-color="${hsl(sun, 70, 85)}" stop-opacity="0"/></radialGradient>
${hillGradients}
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(blur)}"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 1.8)}" fill="url(#glow)"/>
<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 0.55)}" fill="${hsl(sun, 85, 96)}" fill-opacity="0.9"/>
${blobs.join('\n')}
${layers.join('\n')}
</svg>
`;
}
