import { describe, expect, it, vi } from 'vitest';
import { loadPart, setPartFiles } from '../../../shared/runtime/parts';

describe('loadPart (a lazy part behind its checked files)', () => {
  it('refuses a part asked for before the core started: its files could not be checked', async () => {
    const load = vi.fn(() => Promise.resolve('the part'));
    await expect(loadPart('widgets/a/more', load)).rejects.toThrow(
      'the lazy part widgets/a/more was asked for before the core started',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it("imports once the loader has the part's files in, and never when one was refused", async () => {
    let filesIn = () => {};
    const files = vi.fn((id: string) =>
      id === 'widgets/a/refused'
        ? Promise.reject(new Error('chunk-p.js did not load or does not match its integrity hash'))
        : new Promise<void>((resolve) => (filesIn = resolve)),
    );
    setPartFiles(files);
    const load = vi.fn(() => Promise.resolve('the part'));
    const part = loadPart('widgets/a/more', load);
    await Promise.resolve();
    expect(files).toHaveBeenCalledWith('widgets/a/more');
    expect(load).not.toHaveBeenCalled();
    filesIn();
    await expect(part).resolves.toBe('the part');
    const refused = vi.fn(() => Promise.resolve('tampered'));
    await expect(loadPart('widgets/a/refused', refused)).rejects.toThrow('does not match its integrity hash');
    expect(refused).not.toHaveBeenCalled();
  });
});
