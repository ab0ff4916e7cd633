import { describe, expect, it } from 'vitest';
import { defaultServer, FALLBACK_SERVERS, serverOptions } from '../../../widgets/auth/servers';

describe('auth server list', () => {
  it('maps servers to options by key', () => {
    expect(
      serverOptions([
        { key: 'one', title: 'Nova One' },
        { key: 'two', title: 'Nova Two' },
      ]),
    ).toEqual([
      { value: 'one', label: 'Nova One' },
      { value: 'two', label: 'Nova Two' },
    ]);
  });
  it.each([[undefined], [[]]])('falls back to the fixed one-server list for %j', (list) => {
    expect(serverOptions(list)).toBe(FALLBACK_SERVERS);
    expect(FALLBACK_SERVERS).toHaveLength(1);
  });
  it('preselects only a lone server', () => {
    expect(defaultServer(FALLBACK_SERVERS)).toBe('one');
    expect(
      defaultServer(
        serverOptions([
          { key: 'a', title: 'A' },
          { key: 'b', title: 'B' },
        ]),
      ),
    ).toBe('');
  });
});
