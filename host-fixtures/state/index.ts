import { seedAuth } from './auth';
import { seedBanners } from './banners';
import { seedCaseOpen } from './case-open';
import { seedCases } from './cases';
import { seedCounters } from './counters';
import { seedEmailTokens } from './email-tokens';
import { seedReferral } from './referral';
import { seedDonate } from './donate';
import { seedServers } from './servers';
import { seedUsers } from './users';

/**
 * One session's world. Each area owns a slice seeded by its own module; to add one, write
 * `state/<area>.ts` exporting `seed<Area>()` and add a line here. The State type follows.
 */
export function seed() {
  return {
    servers: seedServers(),
    users: seedUsers(),
    counters: seedCounters(),
    cases: seedCases(),
    auth: seedAuth(),
    banners: seedBanners(),
    emailTokens: seedEmailTokens(),
    referral: seedReferral(),
    donate: seedDonate(),
    caseOpen: seedCaseOpen(),
  };
}

export type State = ReturnType<typeof seed>;
