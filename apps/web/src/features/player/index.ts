export { StepPlayer } from './components/step-player';
export type { TNextUpOffer } from './components/next-up-overlay';
