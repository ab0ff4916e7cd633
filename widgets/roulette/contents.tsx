import { rarity } from '../../shared/i18n/rarity.messages';
import { useT } from '../../shared/runtime/context';
import { padTo } from '../../shared/ui/pad';
import { useUid } from '../../shared/ui/use-uid';
import { roulette } from './messages';
import { RARITY_NAME } from './rarity-name';
import { asRarity } from './rules';
import type { CaseItem } from '../../shared/api/schemas/cases';
import { Image } from '../../shared/ui/image';

/** docs/widgets/roulette.md: the contents grid keeps at least 30 slots. */
export const CONTENT_SLOTS = 30;

/**
 * What the case holds, by sortOrder, coloured by rarity; empty slots pad the grid. CaseView renders it
 * as one element kept while the items stay (useMemo), so a spin's re-renders skip it.
 */
export function Contents({ items }: { items: readonly CaseItem[] }) {
  const { t } = useT(roulette, rarity);
  const id = useUid();
  return (
    <section className="wgt-roulette__contents" aria-labelledby={id}>
      <h3 className="wgt-roulette__subtitle" id={id}>
        {t('roulette.contents')}
      </h3>
      <ul className="wgt-roulette__grid">
        {padTo(items, CONTENT_SLOTS).map((item, i) =>
          item ? (
            <li
              key={item.id}
              className={`wgt-roulette__cell wgt-rarity--${asRarity(item.color)}`}
              data-rarity={asRarity(item.color)}
            >
              <Image
                className="wgt-roulette__cell-img"
                src={item.imageName}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
              <span className="wgt-roulette__cell-name">
                <bdi>{item.name}</bdi>
              </span>
              <span className="wgt-roulette__rarity">{t(RARITY_NAME[asRarity(item.color)])}</span>
            </li>
          ) : (
            <li key={`empty-${i}`} className="wgt-roulette__cell wgt-roulette__cell--empty" aria-hidden="true" />
          ),
        )}
      </ul>
    </section>
  );
}
