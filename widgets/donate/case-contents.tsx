import { RARITIES, type CaseItem } from '../../shared/api/schemas/cases';
import { useServices } from '../../shared/runtime/context';
import { useUid } from '../../shared/ui/use-uid';
import { Image } from '../../shared/ui/image';

/** What a case may give, in sortOrder, each card in its rarity colour. */
export function CaseContents({ items }: { items: readonly CaseItem[] }) {
  const { i18n } = useServices();
  const id = useUid();
  const sorted = [...items].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <section className="wgt-donate__contents" aria-labelledby={id}>
      <h3 id={id} className="wgt-donate__subheading">
        {i18n.t('donateCases.contents')}
      </h3>
      <ul className="wgt-cases wgt-cases--items">
        {sorted.map((it) => (
          <li key={it.id} className={`wgt-cases__item wgt-rarity--${it.color}`}>
            <Image src={it.imageName} alt="" width="120" height="120" />
            <bdi>{it.name}</bdi>
            {(RARITIES as readonly string[]).includes(it.color) && (
              <span className="wgt-cases__rarity">{i18n.t(`rarity.${it.color}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
