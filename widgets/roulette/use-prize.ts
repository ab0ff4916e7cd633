import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../shared/ui/lazy-part';
import type { Sounds } from './sound';

type PrizeModule = typeof import('./prize');
const prizePart = lazyPart(() => import('./prize'));
interface Prize {
  Results: PrizeModule['Results'];
  sounds: Sounds;
}

/**
 * The prize panel and the chimes (widgets/roulette/prize.ts), loaded by the first Open: `load()` starts
 * the import once (again after a failure, which is logged); `prize` is there for rendering once they
 * are; `withSounds` uses the chimes once they are in, and does nothing while no load is on its way.
 */
export function usePrize(warn: (message: string, detail?: unknown) => void) {
  const [prize, setPrize] = useState<Prize | null>(null);
  const loading = useRef<Promise<Prize> | null>(null);
  const load = useCallback(() => {
    loading.current ??= prizePart.load().then(
      (m) => {
        const loaded = { Results: m.Results, sounds: m.createSounds(m.browserSoundEnv(), warn) };
        setPrize(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null;
        warn('the prize panel did not load', error);
        throw error;
      },
    );
    return loading.current;
  }, [warn]);
  const withSounds = useCallback(
    (use: (sounds: Sounds) => void) =>
      void loading.current?.then(
        (p) => use(p.sounds),
        () => {},
      ),
    [],
  );
  useEffect(() => () => withSounds((sounds) => sounds.close()), [withSounds]);
  return { prize, load, withSounds };
}
