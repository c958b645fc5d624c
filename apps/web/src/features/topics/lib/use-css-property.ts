import { useCallback, type RefCallback } from 'react';

/**
 * Sets one CSS custom property on an element through the CSSOM. The Content Security Policy
 * forbids inline style attributes, but a property set from script is allowed, so per-item values
 * (a topic's hue, a measured width) reach the CSS modules this way.
 */
export function useCssProperty(name: `--${string}`, value: string | number | null | undefined): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      if (value === null || value === undefined) element.style.removeProperty(name);
      else element.style.setProperty(name, String(value));
    },
    [name, value],
  );
}
