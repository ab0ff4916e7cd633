import { describe, expect, it, vi } from 'vitest';
import { CHIMES, createSounds, renderChime, SAMPLE_RATE, toWav, type SoundEnv } from '../../../widgets/roulette/sound';

describe('roulette sound: synthesis', () => {
  it('every rarity is heard, simple too; each chime lasts until its last note ends', () => {
    expect(renderChime('simple')).toHaveLength(Math.ceil(0.12 * SAMPLE_RATE));
    expect(renderChime('common')).toHaveLength(Math.ceil(0.18 * SAMPLE_RATE));
    expect(renderChime('epic')).toHaveLength(Math.ceil((0.27 + 0.6) * SAMPLE_RATE));
  });

  it('starts and ends in silence, peaks near the gain, never clips', () => {
    for (const rarity of ['common', 'rare', 'legendary', 'epic'] as const) {
      const s = renderChime(rarity);
      const peak = Math.max(...s.map(Math.abs));
      expect(Math.abs(s[0]!)).toBeLessThan(1e-3);
      expect(Math.abs(s.at(-1)!)).toBeLessThan(2e-3);
      expect(peak).toBeGreaterThan(0.08);
      expect(peak).toBeLessThanOrEqual(0.12 * CHIMES[rarity].notes.length);
    }
  });

  it('plays the note at its pitch: the sine of "common" crosses zero 2 × f times a second', () => {
    const s = renderChime('common');
    let crossings = 0;
    for (let i = 1; i < s.length; i++) if (s[i - 1]! < 0 !== s[i]! < 0) crossings++;
    const f = 440 * 2 ** (3 / 12);
    expect(crossings).toBeGreaterThan(2 * f * 0.18 - 4);
    expect(crossings).toBeLessThan(2 * f * 0.18 + 4);
  });

  it('writes a 16-bit mono PCM WAV', () => {
    const bytes = toWav(new Float32Array([0, 0.5, -1, 2]), 8000);
    const view = new DataView(bytes.buffer);
    const text = (at: number, n: number) => String.fromCharCode(...bytes.slice(at, at + n));
    expect([text(0, 4), text(8, 8), text(36, 4)]).toEqual(['RIFF', 'WAVEfmt ', 'data']);
    expect(bytes).toHaveLength(44 + 8);
    expect(view.getUint32(4, true)).toBe(36 + 8);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true)]).toEqual([1, 1, 8000]);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 16384, -32767, 32767]);
  });
});

function fakeEnv() {
  const audios: {
    src: string;
    play: ReturnType<typeof vi.fn>;
    pause: ReturnType<typeof vi.fn>;
    currentTime: number;
  }[] = [];
  const env: SoundEnv = {
    createAudio: (src) => {
      const audio = { src, currentTime: 5, preload: '', play: vi.fn(() => Promise.resolve()), pause: vi.fn() };
      audios.push(audio);
      return audio as unknown as HTMLAudioElement;
    },
    createUrl: vi.fn(() => `blob:${audios.length}`),
    revokeUrl: vi.fn(),
  };
  return { env, audios };
}

describe('roulette sound: playback', () => {
  it('prepares one element per rarity, plays it from the start; close releases them', () => {
    const { env, audios } = fakeEnv();
    const sounds = createSounds(env, vi.fn());
    sounds.prepare('rare');
    sounds.prepare('rare');
    expect(audios.map((a) => a.src)).toEqual(['blob:0']);
    sounds.play('rare');
    expect(audios[0]!.play).toHaveBeenCalledTimes(1);
    expect(audios[0]!.currentTime).toBe(0);
    sounds.play('epic'); // not prepared: prepared on the spot
    expect(audios).toHaveLength(2);
    expect(audios[1]!.play).toHaveBeenCalledTimes(1);
    sounds.play('epic');
    expect(audios).toHaveLength(2);
    sounds.close();
    expect(env.revokeUrl).toHaveBeenCalledTimes(2);
    expect(audios.every((a) => a.pause.mock.calls.length === 1)).toBe(true);
  });

  it('only logs a refused play() or a failing element', async () => {
    const { env, audios } = fakeEnv();
    const log = vi.fn();
    const sounds = createSounds(env, log);
    sounds.prepare('common');
    audios[0]!.play.mockReturnValue(Promise.reject(new Error('NotAllowedError')));
    sounds.play('common');
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toHaveBeenCalledWith('sound play failed', expect.any(Error));
    const broken = createSounds(
      {
        ...env,
        createAudio: () => {
          throw new Error('no media');
        },
      },
      log,
    );
    expect(() => broken.play('epic')).not.toThrow();
    expect(log).toHaveBeenCalledWith('sound prepare failed', expect.any(Error));
  });
});
