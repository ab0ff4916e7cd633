import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Донат', lead: 'One Coins, премиум-аккаунты, специальные предложения, услуги и кейсы.' },
  uk: { title: 'Донат', lead: 'One Coins, преміум-акаунти, спеціальні пропозиції, послуги та кейси.' },
  en: { title: 'Donate', lead: 'One Coins, premium accounts, special offers, services and cases.' },
};

/** The donate area: /donate and everything below it (case, verification-payment, success, fail). */
export const donatePage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return { title: c.title, body: simplePage(ctx, c.title, c.lead), bodyClass: 'page-donate' };
};
