import { useEffect, useState } from 'react';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { useAction } from '../../shared/ui/use-action';
import { advance, nextTickIn, readCooldown, startCooldown, type Cooldown } from './cooldown';
import { cabinet } from './messages';

/** Resend the verification e-mail, then a 10-minute cooldown that survives reloads (see cooldown.ts). */
export function useResend() {
  const { storage, clock, notify } = useServices();
  const { t } = useT(cabinet);
  const endpoints = useEndpoints(accountEndpoints);
  const [cooldown, setCooldown] = useState<Cooldown | null>(() =>
    advance(readCooldown(storage.local.get(KEYS.counter), storage.local.get(KEYS.counterAt), clock.now()), clock.now()),
  );

  useEffect(() => {
    if (!cooldown) return void [KEYS.counter, KEYS.counterAt].forEach((key) => storage.local.remove(key));
    storage.local.set(KEYS.counter, cooldown.counter);
    storage.local.set(KEYS.counterAt, cooldown.at);
    return clock.timeout(() => setCooldown((c) => advance(c, clock.now())), nextTickIn(cooldown, clock.now()));
  }, [cooldown, storage, clock]);

  const [send, { pending }] = useAction(async () => {
    try {
      await endpoints.resendVerify();
    } catch {
      return; // docs/widgets/cabinet.md: a failure only hides the loader
    }
    setCooldown(startCooldown(clock.now()));
    notify.success(t('cabinet.verify.sent'));
  });
  return { minutes: cooldown?.counter ?? 0, send, pending };
}
