import { Constants } from '../limits.ts';

export function isStepComplete(percent: number | null | undefined): boolean {
  return (percent ?? 0) >= Constants.stepCompletePercent;
}
