// The roulette's part that comes with the first Open (case-view.tsx), not before: the prize panel (with
// its strings and the swap buttons) and the chimes. A spin lasts longer than they take to arrive.
export { Results } from './results';
export { browserSoundEnv, createSounds } from './sound';
