import type { CSSOptions, Plugin } from 'vite';
import { Breakpoints } from '../../../packages/domain/src/limits.ts';

/**
 * CSS cannot read custom properties inside media queries, so the stylesheets name the spec's
 * breakpoints as custom media, `@media (--small)`, defined here from the domain package: one
 * source of truth for CSS and TypeScript alike.
 */
const breakpointRules = [
  `@custom-media --small (max-width: ${Breakpoints.small}px);`,
  `@custom-media --above-small (min-width: ${Breakpoints.small + 1}px);`,
  `@custom-media --medium (max-width: ${Breakpoints.medium}px);`,
  `@custom-media --above-medium (min-width: ${Breakpoints.medium + 1}px);`,
  `@custom-media --large (max-width: ${Breakpoints.large}px);`,
  `@custom-media --above-large (min-width: ${Breakpoints.large + 1}px);`,
].join('\n');

/**
 * Lightning CSS's custom media draft replaces each `(--name)` with its query and drops the
 * definitions; a name with no definition fails the build.
 */
export const customMediaCss: CSSOptions = { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } };

/**
 * Gives every stylesheet the breakpoints' `@custom-media` rules, at its end (after any `@import`,
 * which must come first), for Lightning CSS to resolve with `customMediaCss`.
 */
export function breakpointMedia(): Plugin {
  return {
    name: 'innerway-breakpoint-media',
    enforce: 'pre',
    transform(code, id) {
      const [file, query = ''] = id.split('?');
      if (!file!.endsWith('.css') || /\b(raw|url)\b/.test(query)) return null;
      return { code: `${code}\n${breakpointRules}\n`, map: null };
    },
  };
}
