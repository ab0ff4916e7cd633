import { useId } from 'react';
import { useServices } from '../runtime/context';

/** An element id unique on the page: compat's useId repeats across roots, so it is prefixed per widget instance. */
export function useUid(): string {
  const { instanceId } = useServices();
  return `${instanceId}-${useId().replace(/[^\w-]/g, '')}`;
}
