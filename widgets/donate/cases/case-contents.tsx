import { RARITIES, type CaseItem } from '../../../shared/api/schemas/cases';
import { formatPercent } from '../../../shared/i18n/format';
import { rarity } from '../../../shared/i18n/rarity.messages';
import { useServices, useT } from '../../../shared/runtime/context';
import { useUid } from '../../../shared/ui/use-uid';
import { Image } from '../../../shared/ui/image';
import { donateCases } from './cases.messages';

const RARITY_NAME = {
  simple: 'rarity.simple',
  common: 'rarity.common',
  improved: 'rarity.improved',
  rare: 'rarity.rare',
  legendary: 'rarity.legendary',
  epic: 'rarity.epic',
} as const;
const isRarity = (color: string): color is keyof typeof RARITY_NAME => (RARITIES as readonly string[]).includes(color);

/** What a case may give, in sortOrder, each card in its rarity colour, with its drop chance when the API sends one. */
export function CaseContents({ items }: { items: readonly CaseItem[] }) {
  const { i18n } = useServices();
  const { t } = useT(donateCases, rarity);
  const id = useUid();
  const sorted = [...items].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <section className="wgt-donate__contents" aria-labelledby={id}>
      <h3 id={id} className="wgt-donate__subheading">
        {t('donateCases.contents')}
      </h3>
      <ul className="wgt-cases wgt-cases--items">
        {sorted.map((it) => (
          <li key={it.id} className={`wgt-cases__item wgt-rarity--${it.color}`}>
            <Image src={it.imageName} alt="" width="120" height="120" />
            <bdi>{it.name}</bdi>
            {isRarity(it.color) && <span className="wgt-cases__rarity">{t(RARITY_NAME[it.color])}</span>}
            {it.chance != null && (
              <span className="wgt-cases__chance">
                {t('donateCases.chance', { p: formatPercent(i18n.locale, it.chance) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
