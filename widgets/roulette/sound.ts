import type { Rarity } from './rules';

/**
 * Rarity sounds, synthesized in JS (no audio files) into a small WAV and played by an <audio> element:
 * a short chime whose notes and length grow with the rarity; `simple` a soft low tick (every win is heard).
 *
 * Not Web Audio: constructing an AudioContext asks the audio service for the output device
 * synchronously, a 90 ms task on a desktop and 350 ms at 4× CPU throttling, which is a frozen frame
 * wherever it falls (docs/widgets/roulette.md, "Size and speed"). A media element starts its audio
 * pipeline off the main thread. The chime is prepared when the answer is known (mid-spin, a few ms),
 * and played when the prize appears; the open click before it is the user activation autoplay needs.
 * Any failure (no media support, a refused play()) is only logged.
 */
type Note = [freq: number, start: number, length: number];
const A4 = 440;
const tone = (semitones: number) => A4 * 2 ** (semitones / 12);
export const SAMPLE_RATE = 22050;
const GAIN = 0.12;

export const CHIMES: Record<Rarity, { wave: Wave; notes: Note[] }> = {
  simple: { wave: 'sine', notes: [[tone(-5), 0, 0.12]] },
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

export type Wave = 'sine' | 'triangle' | 'square' | 'sawtooth';

/** One period of each wave, phase p in [0, 1), amplitude ±1. */
const WAVES: Record<Wave, (p: number) => number> = {
  sine: (p) => Math.sin(2 * Math.PI * p),
  triangle: (p) => 1 - 4 * Math.abs(p - 0.5),
  square: (p) => (p < 0.5 ? 1 : -1),
  sawtooth: (p) => 2 * p - 1,
};

/**
 * The chime's samples (mono, SAMPLE_RATE), the notes summed; empty for a silent rarity. Each note: a
 * 15 ms exponential attack from silence, then an exponential decay to silence by its end, computed as
 * a running product (no pow per sample: this runs mid-spin and must stay a few ms at 4× throttling).
 */
export function renderChime(rarity: Rarity, rate = SAMPLE_RATE): Float32Array {
  const { wave, notes } = CHIMES[rarity];
  const end = Math.max(0, ...notes.map(([, start, length]) => start + length));
  const out = new Float32Array(Math.ceil(end * rate));
  const shape = WAVES[wave];
  const attack = Math.round(0.015 * rate);
  for (const [freq, start, length] of notes) {
    const from = Math.floor(start * rate);
    const count = Math.min(out.length - from, Math.round(length * rate));
    const rise = 1e4 ** (1 / attack);
    const fall = 1e-4 ** (1 / Math.max(1, count - attack));
    const step = freq / rate;
    let level = 1e-4;
    let phase = 0;
    for (let i = 0; i < count; i++) {
      out[from + i]! += GAIN * level * shape(phase);
      level *= i < attack ? rise : fall;
      phase = (phase + step) % 1;
    }
  }
  return out;
}

/** 16-bit PCM mono WAV bytes of `samples` (clipped to ±1). */
export function toWav(samples: Float32Array, rate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  const pcm = new Int16Array(bytes.buffer, 44, samples.length); // WAV is little-endian, as every browser's platform
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 0x7fff);
  return bytes;
}

export interface Sounds {
  /** Renders the rarity's chime and loads it into an <audio> element, ready for play(). */
  prepare(rarity: Rarity): void;
  play(rarity: Rarity): void;
  close(): void;
}

export interface SoundEnv {
  createAudio: (src: string) => HTMLAudioElement;
  createUrl: (blob: Blob) => string;
  revokeUrl: (url: string) => void;
}

export const browserSoundEnv = (): SoundEnv => ({
  createAudio: (src) => new Audio(src),
  createUrl: (blob) => URL.createObjectURL(blob),
  revokeUrl: (url) => URL.revokeObjectURL(url),
});

export function createSounds(env: SoundEnv, log: (message: string, detail?: unknown) => void): Sounds {
  const ready = new Map<Rarity, { audio: HTMLAudioElement; url: string }>();
  const guard = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      log(`sound ${what} failed`, error);
    }
  };
  const prepare = (rarity: Rarity) => {
    if (ready.has(rarity) || CHIMES[rarity].notes.length === 0) return;
    guard('prepare', () => {
      const url = env.createUrl(new Blob([toWav(renderChime(rarity))], { type: 'audio/wav' }));
      const audio = env.createAudio(url);
      audio.preload = 'auto';
      ready.set(rarity, { audio, url });
    });
  };
  return {
    prepare,
    play(rarity) {
      prepare(rarity);
      const entry = ready.get(rarity);
      if (!entry) return;
      guard('play', () => {
        entry.audio.currentTime = 0;
        entry.audio.play().catch((error: unknown) => log('sound play failed', error));
      });
    },
    close() {
      for (const { audio, url } of ready.values()) guard('close', () => (audio.pause(), env.revokeUrl(url)));
      ready.clear();
    },
  };
}
