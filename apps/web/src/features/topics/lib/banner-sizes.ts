import { Breakpoints, Layout } from '@innerway/domain';

// `sizes` for the topic banners' `srcset`: how wide each layout draws the image, so that the
// browser picks the smallest file that covers it (a phone never loads the desktop size). The
// browser needs these before any CSS is applied, so they restate the layout's numbers from
// tokens.css and the screens' CSS modules; an estimate a little too large only costs a few bytes.

/** --side-menu-width, shown above the small breakpoint. */
const sideMenu = 248;
/** The screen's padding on each side: --space-4 on small screens, --space-6 above. */
const smallPadding = 16;
const padding = 32;
/** The grids' gap, --space-5. */
const gap = 24;

const small = `(max-width: ${Breakpoints.small}px)`;
/** Everything beside the content above the small breakpoint. */
const chrome = sideMenu + 2 * padding;
/** From this width the content stops growing (max content width 1400, padding included). */
const widest = `(min-width: ${sideMenu + Layout.maxContentWidth}px)`;
const widestContent = Layout.maxContentWidth - 2 * padding;

export const BannerSizes = {
  /** Library grid: 1 column at 760 or below, 2 above, 3 from 1500. */
  libraryCard: `${small} calc(100vw - ${2 * smallPadding}px), (min-width: ${Breakpoints.libraryThreeColumns}px) ${Math.ceil((widestContent - 2 * gap) / 3)}px, calc((100vw - ${chrome + gap}px) / 2)`,
  /** Dashboard carousel: the screen less 60 on small screens, else 375 up to a third of the content. */
  carousel: `${small} calc(100vw - ${Layout.carouselSmallOffset}px), ${widest} ${Math.ceil(widestContent / 3)}px, ${Layout.carouselItemMin}px`,
  /** Progress cards: 1 column on small screens, 2 up to large, then 3. */
  progressCard: `${small} calc(100vw - ${2 * smallPadding}px), (max-width: ${Breakpoints.large}px) calc((100vw - ${chrome + gap}px) / 2), ${Math.ceil((widestContent - 2 * gap) / 3)}px`,
  /** Topic overview header: the content's full width. */
  overviewHeader: `${small} calc(100vw - ${2 * smallPadding}px), ${widest} ${widestContent}px, calc(100vw - ${chrome}px)`,
} as const;
