import { useServices, useT } from '../../../shared/runtime/context';
import { donate } from '../messages';
import { tierClickAmount, type Tier } from './pricing';
import { Image } from '../../../shared/ui/image';

export interface TierData extends Tier {
  image?: string | null;
  title?: string | null;
}

/** The bonus tiers; the one holding the current price is marked, a click jumps to a tier's start. */
export function BonusTiers({
  tiers,
  active,
  onPick,
}: {
  tiers: readonly TierData[];
  active: Tier | undefined;
  onPick: (coins: number) => void;
}) {
  const { t } = useT(donate);
  const { i18n } = useServices();
  return (
    <div className="wgt-donate__tiers" role="group" aria-label={t('donate.tiers')}>
      {tiers.map((tier) => {
        const percent = Math.round((tier.bonus_coefficient - 1) * 100);
        const on = tier === active;
        return (
          <button
            key={`${tier.price_from}-${tier.price_to}`}
            type="button"
            className={`wgt-donate__tier${on ? ' wgt-donate__tier--on' : ''}`}
            aria-pressed={on}
            onClick={() => onPick(tierClickAmount(tier))}
          >
            {tier.image && <Image src={tier.image} alt="" width="48" height="48" />}
            <span className="wgt-donate__tier-title">
              <bdi>{tier.title}</bdi>
            </span>
            {/* The bounds (euro, docs/BACKEND.md) in the store's money format; the API's price_text is not shown. */}
            <span className="wgt-donate__tier-price">
              {`${i18n.money(tier.price_from, 'EUR')} – ${i18n.money(tier.price_to, 'EUR')}`}
            </span>
            <span className="wgt-donate__tier-bonus">
              {percent > 0 ? t('donate.tierBonus', { percent }) : t('donate.noBonus')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
