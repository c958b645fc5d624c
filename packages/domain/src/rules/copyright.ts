import { Copyright } from '../limits.ts';

/** The footer's years, '2009-2020'. */
export function copyrightYears(): string {
  return `${Copyright.from}-${Copyright.to}`;
}
