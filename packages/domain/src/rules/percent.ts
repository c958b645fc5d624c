/** A percentage's full scale; not a business limit, so it lives here and not in `Constants`. */
export const PercentMax = 100;

/** Clamps to 0..100 and maps NaN to 0, so bad input from a player or an old row never breaks a bar. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(PercentMax, Math.max(0, value));
}
