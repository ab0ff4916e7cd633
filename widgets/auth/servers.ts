import type { Option } from '../../shared/ui/field';

/** The auth screen's fixed fallback when the server list cannot be fetched (docs/widgets/auth.md, Server). */
export const FALLBACK_SERVERS: readonly Option[] = [{ value: 'one', label: 'Nova One' }];

/** The server list as select options; an empty or failed list gives the fallback. */
export function serverOptions(list: readonly { key: string; title: string }[] | undefined): readonly Option[] {
  return list && list.length > 0 ? list.map((s) => ({ value: s.key, label: s.title })) : FALLBACK_SERVERS;
}

/** The choice to start with: the only server when there is one, else none (the player must pick theirs). */
export const defaultServer = (options: readonly Option[]): string => (options.length === 1 ? options[0]!.value : '');
