import type { Rarity } from './rules';

/**
 * Rarity sounds synthesized with Web Audio (no audio files): a short chime whose notes and length grow
 * with the rarity; `simple` is silent. The context is created after the open click (autoplay rules)
 * and any failure (no Web Audio, a blocked context) is only logged.
 */
type Note = [freq: number, start: number, length: number];
const A4 = 440;
const tone = (semitones: number) => A4 * 2 ** (semitones / 12);

export const CHIMES: Record<Rarity, { wave: OscillatorType; notes: Note[] }> = {
  simple: { wave: 'sine', notes: [] },
  common: { wave: 'sine', notes: [[tone(3), 0, 0.18]] },
  improved: {
    wave: 'triangle',
    notes: [
      [tone(3), 0, 0.14],
      [tone(7), 0.1, 0.22],
    ],
  },
  rare: {
    wave: 'triangle',
    notes: [
      [tone(3), 0, 0.14],
      [tone(7), 0.1, 0.14],
      [tone(10), 0.2, 0.3],
    ],
  },
  legendary: {
    wave: 'square',
    notes: [
      [tone(0), 0, 0.12],
      [tone(4), 0.1, 0.12],
      [tone(7), 0.2, 0.12],
      [tone(12), 0.3, 0.45],
    ],
  },
  epic: {
    wave: 'sawtooth',
    notes: [
      [tone(0), 0, 0.12],
      [tone(4), 0.09, 0.12],
      [tone(7), 0.18, 0.12],
      [tone(12), 0.27, 0.6],
      [tone(16), 0.27, 0.6],
      [tone(19), 0.27, 0.6],
    ],
  },
};

export interface Sounds {
  /** Creates or resumes the audio context; the page must have had a click (sticky activation). */
  unlock(): void;
  play(rarity: Rarity): void;
  close(): void;
}

type AudioCtor = new () => AudioContext;

export function createSounds(ctor: AudioCtor | undefined, log: (message: string, detail?: unknown) => void): Sounds {
  let ctx: AudioContext | undefined;
  const guard = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      log(`sound ${what} failed`, error);
    }
  };
  return {
    unlock() {
      guard('unlock', () => {
        if (!ctor) throw new Error('Web Audio is not available');
        ctx ??= new ctor();
        if (ctx.state === 'suspended') ctx.resume().catch((error: unknown) => log('sound resume failed', error));
      });
    },
    play(rarity) {
      const { wave, notes } = CHIMES[rarity];
      if (notes.length === 0) return;
      guard('play', () => {
        if (!ctx) throw new Error('audio context not unlocked');
        const master = ctx.createGain();
        master.gain.value = 0.12;
        master.connect(ctx.destination);
        const t0 = ctx.currentTime;
        for (const [freq, start, length] of notes) {
          const osc = ctx.createOscillator();
          const env = ctx.createGain();
          osc.type = wave;
          osc.frequency.value = freq;
          env.gain.setValueAtTime(0.0001, t0 + start);
          env.gain.exponentialRampToValueAtTime(1, t0 + start + 0.015);
          env.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
          osc.connect(env).connect(master);
          osc.start(t0 + start);
          osc.stop(t0 + start + length + 0.05);
        }
      });
    },
    close() {
      guard('close', () => void ctx?.close().catch(() => {}));
      ctx = undefined;
    },
  };
}
