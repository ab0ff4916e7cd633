import { useCallback, useEffect, useRef, useState } from 'react';
import { couponsEndpoints } from '../../shared/api/endpoints/coupons';
import { stackCoupons } from '../../shared/api/coupon-stacks';
import type { PluralKey } from '../../shared/i18n';
import type { Coupon } from '../../shared/api/schemas/coupons';
import type { User } from '../../shared/api/schemas/user';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { ConfirmButton } from '../../shared/ui/confirm-button';
import { InfiniteList } from '../../shared/ui/infinite-list';
import { padTo } from '../../shared/ui/pad';
import { useAction } from '../../shared/ui/use-action';
import { useInfiniteList } from '../../shared/ui/use-infinite-list';
import { Image } from '../../shared/ui/image';
import { cabinetInventory } from './inventory.messages';
import { prize } from '../../shared/i18n/prize.messages';

export const COUPON_CELLS = 24;

/**
 * The donate inventory: coupons page by page, swappable for premium coins. Equal prizes share one tile
 * ("×3"); the tiles, not the coupons, are padded to 24, and only once there is one (docs/widgets/cabinet.md).
 */
export function Coupons({ user }: { user: User }) {
  const { bus, nav } = useServices();
  const { t } = useT(cabinetInventory, prize);
  const endpoints = useEndpoints(couponsEndpoints);
  const list = useInfiniteList<Coupon>(
    useCallback((page: number) => endpoints.list(page).then((r) => ({ items: r.coupons, ...r.pageInfo })), [endpoints]),
  );
  const coins = useRef(user.premiumCoins);
  coins.current = user.premiumCoins;

  const swapped = (coupon: Coupon, answer: number | undefined) => {
    const balance = answer ?? coins.current + coupon.premiumCoinsPrice;
    list.update((c) => (c.id === coupon.id ? { ...c, converted: true } : c));
    bus.emit('coins:changed', { premiumCoins: balance });
    return balance;
  };

  // Nothing won yet: a sentence and the way to prizes, not a grid of blanks (docs/widgets/cabinet.md).
  if (list.status === 'complete' && list.items.length === 0)
    return (
      <div className="wgt-inventory__empty">
        <p>{t('inventory.noCoupons')}</p>
        <a className="wgt-btn wgt-btn--primary" href={nav.localePath('/donate#cases')}>
          <span className="wgt-btn__label">{t('inventory.getCase')}</span>
        </a>
      </div>
    );
  const stacks = stackCoupons(list.items);
  return (
    <InfiniteList status={list.status} onMore={list.more}>
      <ul className="wgt-grid wgt-grid--coupons">
        {padTo(stacks, stacks.length > 0 ? COUPON_CELLS : 0).map((stack, i) =>
          stack ? (
            <CouponCard key={stack[0]!.id} stack={stack} onSwapped={swapped} />
          ) : (
            <li key={`empty-${i}`} className="wgt-card wgt-card--empty" aria-hidden="true" />
          ),
        )}
      </ul>
    </InfiniteList>
  );
}

/** One tile: a prize, or a stack of equal ones; Swap acts on one of them, so the count goes down by one. */
function CouponCard({
  stack,
  onSwapped,
}: {
  stack: readonly Coupon[];
  onSwapped(c: Coupon, balance: number | undefined): number;
}) {
  const { i18n } = useServices();
  const { t, tn } = useT(cabinetInventory, prize);
  const endpoints = useEndpoints(couponsEndpoints);
  const coupon = stack[0]!;
  // The last of the stack: the tile keeps its first prize, its place and its focus.
  const target = stack[stack.length - 1]!;
  const price = coupon.premiumCoinsPrice;
  const coins = (key: PluralKey<typeof prize>, n: number) => tn(key, n, { n: i18n.number(n) });
  const many = stack.length > 1;
  const sentence = coins(many ? 'prize.swapOne' : 'prize.swap', price);
  // The balance after this tile's swap, shown on it (docs/widgets/cabinet.md).
  const [balance, setBalance] = useState<number>();
  const tile = useRef<HTMLLIElement>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);
  const [swap, { pending }] = useAction(async () => {
    hadFocus.current = tile.current?.contains(document.activeElement) === true;
    try {
      setBalance(onSwapped(target, await endpoints.convert(target.id)));
    } catch {
      // docs/widgets/cabinet.md: a failed swap silently re-enables the button
    }
  });
  // A swap replaces the tile's button by a line: focus goes on to the next tile's Swap, else to that line
  // (never to <body>), as on the roulette's board.
  useEffect(() => {
    if (!coupon.converted || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    let next = tile.current?.nextElementSibling;
    while (next && !next.querySelector('button')) next = next.nextElementSibling;
    (next?.querySelector('button') ?? doneLine.current)?.focus();
  }, [coupon.converted]);
  const done =
    balance === undefined ? (
      t('inventory.swapped')
    ) : (
      <span role="status">{coins('prize.swappedBalance', balance)}</span>
    );
  return (
    <li
      ref={tile}
      className={`wgt-card wgt-card--coupon${coupon.color ? ` wgt-card--${coupon.color}` : ''}`}
      data-coupon={coupon.id}
      data-count={stack.length}
    >
      <Image className="wgt-card__image" src={coupon.imageName} alt="" width="120" height="120" loading="lazy" />
      <h2 className="wgt-card__title">
        <bdi>{coupon.name}</bdi>
        {stack.length > 1 && <span className="wgt-card__count"> ×{stack.length}</span>}
      </h2>
      {coupon.converted ? (
        <p className="wgt-card__meta wgt-card__meta--done" ref={doneLine} tabIndex={-1}>
          {done}
        </p>
      ) : coupon.isSwapAvailable ? (
        // The price is its own line and the button says only "Swap" ("Swap 1" on a stack: one of it, each at
        // the price), so neither wraps in a phone's two-column grid; the accessible name keeps the sentence.
        <>
          <p className="wgt-card__meta">{coins(many ? 'prize.each' : 'prize.coins', price)}</p>
          {balance !== undefined && <p className="wgt-card__meta wgt-card__meta--done">{done}</p>}
          <ConfirmButton
            busy={pending}
            question={`${sentence}?`}
            yes={t('prize.yes')}
            cancel={t('prize.cancel')}
            onConfirm={() => void swap()}
            aria-label={`${sentence}: ${coupon.name}`}
          >
            {t(many ? 'prize.swapOneShort' : 'prize.swapShort')}
          </ConfirmButton>
        </>
      ) : (
        <p className="wgt-card__meta">{t('prize.notSwappable')}</p>
      )}
    </li>
  );
}
