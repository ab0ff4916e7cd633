/**
 * What a field means to the widgets, by `Component.field`: for every optional field, what an absent or null
 * value does; for markup and text, which is which (docs/BACKEND.md "Markup and text"). The types and
 * required/optional come from the schemas; tests/contract/openapi.test.ts checks that every optional field
 * has a line here and every line names a real field.
 */
const MARKUP = 'Markup: sanitized (no scripts, handlers, styles, forms, data-*; ids prefixed) and rendered.';
const TEXT = 'Plain text: shown as is (markup would show as its characters).';
const PICTURE = 'A picture address (same site or https); absent: no picture.';

/** Where cart_id goes (widgets/donate/checkout/use-checked-cart.ts, verification.tsx send the stored record's id as it is). */
export const CART_ID =
  'The `cart_id` the cart save answered (docs/BACKEND.md "Visitor carts"), sent whenever the save answered one: a visitor\'s, and a signed-in player\'s too (whose cart goes by the token: the id may be ignored). Absent when the save answered none.';

export const FIELDS: Record<string, string> = {
  'ServerOnline.title': 'Not read (the counter sums `online`).',
  'Server.id': 'Numeric: the cart sends it as `server_id`; a server without one fails the whole answer.',
  'Server.key': 'The key the forms send as `server` and the shop as `?server=`.',

  'Banner.thumbnail': PICTURE,
  'Banner.description': `${MARKUP} Absent: no text.`,
  'Banner.btnTitle': `${TEXT} Absent: no button.`,
  'Banner.btnLink':
    "The button's address (same site or https; others are refused and the button left out). Absent: no button.",
  'Banner.expiredAt': 'ISO date (a bare `YYYY-MM-DD HH:mm:ss` is UTC). Absent or unreadable: no expiry, no countdown.',
  'Banner.isLimited': 'Absent: false (no "cases left").',
  'Banner.limitedCaseQuantity': 'Cases left, shown instead of the countdown when limited and above 0.',
  'Banner.isAllowWebsite': 'Absent: false: not shown on site pages.',
  'Banner.isAllowCabinet': 'Absent: false: not shown in the cabinet.',

  'LoginResponse.data': 'Holds `token` on success, or `needTwoFactor`.',
  'LoginResponse.needTwoFactor': 'true asks for the authenticator code (may also come inside `data`, or with a 4xx).',
  'LoginBody.email': 'Sent (lower-cased) when the player typed a valid e-mail; otherwise `login` is sent.',
  'LoginBody.login': 'Sent when what the player typed is not an e-mail.',
  'LoginBody.verification_code': 'The six-digit authenticator code, on the second try after `needTwoFactor`.',
  'RegisterBody.promo_code': 'Upper-case; left out when empty.',
  'ResetPasswordResponse.data': 'Not read.',
  'StoreTokenResponse.ok': 'Not read.',

  'User.email': TEXT,
  'User.login': TEXT,
  'User.server': "The player's server key (a number is read as text): locks the shop's server select.",
  'User.createdAt': 'ISO date, shown DD.MM.YYYY.',
  'User.premiumCoins': 'The coin balance.',
  'User.userPromoCode': "The player's own promo code; absent: no copy button.",
  'User.registrationPromoCode': "The inviter's code; absent: the field to enter one.",
  'User.couponCount': 'The donate inventory badge; absent: 0.',
  'User.isVerified': 'false: the "verify your e-mail" bar.',
  'User.isTwoFaEnabled':
    "Absent: false: two-factor shown as off (setup offered). This is the API's name; `isTwoFa` is only the local-storage mirror.",
  'User.isMediaPartner': 'Absent: "no".',
  'User.status': `${TEXT} Absent: "no status".`,
  'User.serverTitle': `${TEXT} Absent: the server key is shown.`,

  'Case.description': `${TEXT} (unlike goods descriptions). Absent: none.`,
  'Case.imageName': 'The case picture (same site or https).',
  'Case.count': 'Absent: 0.',
  'Case.isLimited': 'Absent: false (not limited).',
  'Case.limitedCaseQuantity': 'Copies left of a limited case; 0 or absent with isLimited: sold out.',
  'Case.price': 'Price in euro; absent or 0: no euro option of its own (goods may sell it).',
  'Case.premiumCoinsPrice': 'Price in coins; absent or 0: no coin option of its own.',
  'CaseItem.color': 'Rarity: simple, common, improved, rare, legendary or epic; any other value is shown as simple.',
  'CaseItem.chance': 'Drop chance in per cent (0–100), shown on the case page; absent: no chance is shown.',

  'Coupon.converted': 'Already swapped; absent: false.',
  'Coupon.color': 'Rarity as in CaseItem.color; any other value or absent: no rarity colour.',
  'Coupon.isSwapAvailable': 'false: no Swap button.',
  'Coupon.premiumCoinsPrice': 'The swap price in coins.',
  'ConvertResponse.data': 'Holds `premiumCoins`, the new balance.',
  'ConvertResponse.success': 'Not read.',
  'OpenMultipleResponse.success': 'Not read.',

  'AccountStatistic.activeReferral': 'Absent: 0. The milestone and status progress counts these.',
  'AccountStatistic.userRewards': 'Absent: 0.',
  'AccountStatistic.rewardsAmount': `${TEXT} Display text with its currency ("5 $"). Absent: "0 $".`,
  'AccountStatistic.earnedFromReferralsSum': `${TEXT} Display text. Absent: "0 $".`,
  'AccountStatistic.referralsDonationsSum': 'Not read.',
  'AccountStatistic.referralsDonationCashBackSum': 'Not read.',
  'AccountStatistic.totalReferral': 'The invited total shown by the promo code; not what progress counts. Absent: 0.',
  'Status.imageName': PICTURE,
  'Status.referralsAmountTo': 'Absent: an open-ended range ("from N").',

  'Product.type':
    'The tab: `one_coin` (the coin form), `goods` (special offers), `cases` (cases; signed-in only); other types are tabs that can only be coming soon. Lower-case, exactly these words.',
  'Product.title': TEXT,
  'Product.image': 'The product picture (One Coins icon in the cart); absent: none.',
  'Product.is_coming_soon': 'true: a disabled tab with a clock, after the live ones. Absent: false.',
  'Product.tab_title': `${TEXT} The tab label; absent: title.`,
  'Product.base_price': 'Euro per coin; absent or 0: 0.1.',
  'Product.one_coin_price_range': 'The euro range of a coin purchase; absent: 5 to 50000 coins.',
  'Product.one_coin_bonuses': 'Bonus tiers; absent: no tiers, no bonus.',
  'BonusTier.bonus_coefficient': 'Coins received = floor(coefficient × coins); 1 = no bonus.',
  'BonusTier.image': PICTURE,
  'BonusTier.title': `${TEXT} Absent: no title.`,
  'BonusTier.price_text': `${TEXT} Absent: "price_from–price_to €".`,
  'PaymentGroup.title': `${TEXT} The group's label; absent: none.`,
  'PaymentMethod.name': 'Sent as `payment_method_name`.',
  'PaymentMethod.title': `${TEXT} Absent: name.`,
  'PaymentMethod.image': "The method's logo; absent: none.",

  'GoodsItem.description': `${MARKUP} Absent: none.`,
  'GoodsItem.image': 'The row picture; absent: imageName.',
  'GoodsItem.imageName': 'The row picture when image is absent.',
  'GoodsItem.price': 'Euro price of one row; 0: no euro Buy.',
  'GoodsItem.premiumCoinsPrice': 'Coin price; absent or 0: no coin Buy.',
  'GoodsItem.count': 'Items in one row (a bundle when above 1).',
  'GoodsItem.quantity': 'Not read.',
  'GoodsItem.product_type': 'What the row sells; absent: `cases` (a case option when product_id is the case).',
  'GoodsItem.product_id': 'The case the row sells; absent: not a case option.',
  'GoodsItem.isCaseBundle': 'true: a case option even when product_type is not `cases`. Absent: false.',
  'GoodsResponse.data': 'The special offer: title (text), description (markup), image, goods.',

  'CartResponse.data': 'Not read (the cart as the server saved it).',
  'CartResponse.product_type': 'Stored with the record for the result pages; absent: the product_type sent.',
  'CartRecordBody.bundle_id': 'The goods id, only for a row of more than one item.',
  'ServerCart.login': 'The account charged (compared).',
  'ServerCart.title': `${TEXT} What is bought (compared).`,
  'ServerCart.price': 'Euro total (compared).',
  'ServerCart.product_qty': 'Quantity (compared).',
  'ServerCart.amount': 'Not read on the check page (coins or items delivered).',
  'ServerCart.bonus': 'Bonus coins (compared; absent: 0).',
  'ServerCart.discount':
    'Money off the purchase amount, in the cart currency (price is after it); absent: no discount row.',
  'ServerCart.payment_method_name': 'Not shown (the player picks the method on the check page).',
  'ServerCart.server': 'Its title is the server row; absent: no server row.',
  'ServerCart.product_type': 'Not shown.',
  'ServerCart.currency_code': 'Only EUR; absent: EUR (compared).',
  'OrderBody.cart_id': CART_ID,
  'CartResponse.cart_id':
    'Names the saved cart for a visitor (unguessable, at least 128 bits): sent back on GET /api/donate/cart?cart_id= and in the order. Absent: the shop sends none (a session-less visitor then finds no cart).',
  'ServerCart.cart_id': 'Not compared; kept with the stored record.',
  'OrderBody.payment_method_name': "The method the player picked; absent: the cart's.",
  'StoreByCoinBody.product_type':
    'Always `0` (the widgets send no other value): it does not say what is bought; `product_id` does.',
  'StoreByCoinBody.product_id':
    'A goods id (a special offer\'s row, or a case option sold as goods: its goods `id`, not its `product_id`) or a case id (a case bought at its own `premiumCoinsPrice`), with nothing in the body to say which: keep goods ids and case ids apart, or look the id up among the goods first and then among the cases (docs/BACKEND.md "The shop").',
  'StoreByCoinBody.product_qty':
    'How many rows (or copies of the case) to buy, 1 or more; a goods row of `count` N gives N × product_qty cases.',
  'StoreByCoinResponse.data': 'Holds `premiumCoins`, the new balance, and a `message` (not read).',
  'StoreByCoinResponse.success': 'Not read.',
};
