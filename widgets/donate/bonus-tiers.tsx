import { useServices } from '../../shared/runtime/context';
import { tierClickAmount, type Tier } from './pricing';
import { Image } from '../../shared/ui/image';

export interface TierData extends Tier {
  image?: string | null;
  title?: string | null;
  price_text?: string | null;
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
  const { i18n } = useServices();
  return (
    <div className="wgt-donate__tiers" role="group" aria-label={i18n.t('donate.tiers')}>
      {tiers.map((t) => {
        const percent = Math.round((t.bonus_coefficient - 1) * 100);
        const on = t === active;
        return (
          <button
            key={`${t.price_from}-${t.price_to}`}
            type="button"
            className={`wgt-donate__tier${on ? ' wgt-donate__tier--on' : ''}`}
            aria-pressed={on}
            onClick={() => onPick(tierClickAmount(t))}
          >
            {t.image && <Image src={t.image} alt="" width="48" height="48" />}
            <span className="wgt-donate__tier-title">
              <bdi>{t.title}</bdi>
            </span>
            <span className="wgt-donate__tier-price">{t.price_text ?? `${t.price_from}–${t.price_to} €`}</span>
            <span className="wgt-donate__tier-bonus">
              {percent > 0 ? i18n.t('donate.tierBonus', { percent }) : i18n.t('donate.noBonus')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
