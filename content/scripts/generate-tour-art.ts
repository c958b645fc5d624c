// Writes the onboarding tour's illustrations into the web app's static files:
// apps/web/public/tour/<slide>.svg, one per slide (scripts/art.ts, in the banner family).
// Usage: npm exec -- node content/scripts/generate-tour-art.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, loadContentSource } from '../index.ts';
import { tourArt } from './art.ts';

const TOUR_ART_DIR = join(CONTENT_DIR, '..', 'apps', 'web', 'public', 'tour');

mkdirSync(TOUR_ART_DIR, { recursive: true });
for (const [slide, svg] of Object.entries(tourArt(loadContentSource().topics.map((t) => t.hue)))) {
  writeFileSync(join(TOUR_ART_DIR, `${slide}.svg`), svg);
}
console.log(`tour art: ${TOUR_ART_DIR}`);
