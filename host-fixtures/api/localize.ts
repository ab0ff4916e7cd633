import type { IncomingHttpHeaders } from 'node:http';
import { isLocale, type Locale } from '../../shared/i18n/locales';

/**
 * Server content in the player's language: the fixture API reads `Accept-Language` (the client sends the
 * page locale) and answers banners, product tab titles, goods, cases, case items, referral statuses and
 * payment-group labels in ru, uk or en. The seed holds one source text per string (English, banners in
 * Russian); this table gives the other languages. Strings not in the table go out as they are.
 */
export type Lang = Locale;

/** The first supported language of the header; undefined (content as seeded) when none is. */
export function langOf(headers: IncomingHttpHeaders): Lang | undefined {
  for (const part of String(headers['accept-language'] ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return undefined;
}

type Row = [ru: string, uk: string, en: string];

const ROWS: Row[] = [
  // Product tabs and titles, payment groups.
  ['Премиум-аккаунты', 'Преміум-акаунти', 'Premium accounts'],
  ['Спецпредложения', 'Спецпропозиції', 'Special offers'],
  ['Услуги', 'Послуги', 'Services'],
  ['Кейсы', 'Кейси', 'Cases'],
  ['Карта', 'Картка', 'Card'],
  ['Карта (Stripe)', 'Картка (Stripe)', 'Card (Stripe)'],
  ['Другой способ', 'Інший спосіб', 'Other method'],
  ['Электронные кошельки', 'Електронні гаманці', 'E-wallets'],
  ['Криптовалюта', 'Криптовалюта', 'Crypto'],
  ['Кейсы от 20 штук', 'Кейси від 20 штук', 'Cases from 20'],
  ['Премиум', 'Преміум', 'Premium'],
  // One Coins bonus tiers (the others are percentages).
  ['Старт', 'Старт', 'Start'],
  // Cases and goods.
  ['Стартовый кейс', 'Стартовий кейс', 'Starter case'],
  ['Золотой кейс', 'Золотий кейс', 'Gold case'],
  ['Набор золотых кейсов', 'Набір золотих кейсів', 'Gold case bundle'],
  ['Зимний лимитированный', 'Зимовий лімітований', 'Winter limited'],
  ['Зимний набор', 'Зимовий набір', 'Winter bundle'],
  ['Распроданная легенда', 'Розпродана легенда', 'Sold-out legend'],
  ['Коллекционный кейс', 'Колекційний кейс', 'Collector case'],
  [
    'Всё нужное для старта в городе.',
    'Усе потрібне для старту в місті.',
    'Everyday things for a fresh start in the city.',
  ],
  [
    'Машины, часы и шанс на суперкар.',
    'Машини, годинники й шанс на суперкар.',
    'Cars, watches and a chance at a supercar.',
  ],
  [
    'Только пока лежит снег: внутри все редкости.',
    'Лише поки лежить сніг: усередині всі рідкості.',
    'Only while the snow lasts: every rarity inside.',
  ],
  [
    'Лимитированный кейс, который закончился.',
    'Лімітований кейс, який закінчився.',
    'A limited case that has run out.',
  ],
  [
    'Показан в каталоге, но не продаётся: без цены и без товара.',
    'Показаний у каталозі, але не продається: без ціни й без товару.',
    'Shown in the catalogue, not on sale: no price and no goods item.',
  ],
  // Goods and the special offer (markup as the seed has it; the unsafe script stays, e2e/xss.spec.ts).
  ['Один <b>стартовый</b> кейс.', 'Один <b>стартовий</b> кейс.', 'One <b>Starter</b> case.'],
  [
    '<p>Двадцать <em>золотых</em> кейсов сразу.</p><img src="/img/goods/gold.svg?hue=40" alt="" width="24" height="24">',
    '<p>Двадцять <em>золотих</em> кейсів одразу.</p><img src="/img/goods/gold.svg?hue=40" alt="" width="24" height="24">',
    '<p>Twenty <em>Gold</em> cases at once.</p><img src="/img/goods/gold.svg?hue=40" alt="" width="24" height="24">',
  ],
  [
    'Один золотой кейс за монеты.<script>alert(1)</script>',
    'Один золотий кейс за монети.<script>alert(1)</script>',
    'One Gold case for coins.<script>alert(1)</script>',
  ],
  [
    'Пять <i>зимних</i> кейсов за монеты.',
    'П’ять <i>зимових</i> кейсів за монети.',
    'Five <i>Winter</i> cases for coins.',
  ],
  [
    '<p>Спецпредложения: <strong>наборы кейсов</strong> дешевле, чем по одному.</p>',
    '<p>Спецпропозиції: <strong>набори кейсів</strong> дешевше, ніж поодинці.</p>',
    '<p>Special offers: <strong>case bundles</strong> cheaper than one by one.</p>',
  ],
  // Case items.
  ['Канистра', 'Каністра', 'Canister'],
  ['Ящик с инструментами', 'Ящик з інструментами', 'Toolbox'],
  ['Аптечка', 'Аптечка', 'Bandage pack'],
  ['Карта города', 'Мапа міста', 'Street map'],
  ['Спортивная куртка', 'Спортивна куртка', 'Sport jacket'],
  ['Горный велосипед', 'Гірський велосипед', 'Mountain bike'],
  ['Телефон X2', 'Телефон X2', 'Phone X2'],
  ['Седан Веста', 'Седан Веста', 'Sedan Vesta'],
  ['Золотые часы', 'Золотий годинник', 'Gold watch'],
  ['Ключ от квартиры', 'Ключ від квартири', 'Apartment key'],
  ['Купе Шторм', 'Купе Шторм', 'Coupe Storm'],
  ['Пропуск на яхту', 'Пропуск на яхту', 'Yacht pass'],
  ['Суперкар Сокол', 'Суперкар Сокіл', 'Supercar Falcon'],
  ['Особняк на холме', 'Особняк на пагорбі', 'Mansion on the hill'],
  // Referral statuses.
  ['Новичок', 'Новачок', 'Newcomer'],
  ['Вербовщик', 'Вербувальник', 'Recruiter'],
  ['Капитан', 'Капітан', 'Captain'],
  ['Лидер', 'Лідер', 'Leader'],
  // Banners (the seed is Russian).
  [
    '<p><strong>Весенний кейс</strong></p><p>Легендарный транспорт с шансом <strong>x2</strong> до конца акции.</p>',
    '<p><strong>Весняний кейс</strong></p><p>Легендарний транспорт із шансом <strong>x2</strong> до кінця акції.</p>',
    '<p><strong>Spring case</strong></p><p>Legendary vehicles with a <strong>x2</strong> chance until the promotion ends.</p>',
  ],
  ['Открыть кейс', 'Відкрити кейс', 'Open the case'],
  [
    '<p><strong>Кешбэк 10%</strong></p><p>Только для игроков: возврат монет за каждую покупку.</p>',
    '<p><strong>Кешбек 10%</strong></p><p>Лише для гравців: повернення монет за кожну покупку.</p>',
    '<p><strong>10% cashback</strong></p><p>Players only: coins back on every purchase.</p>',
  ],
  ['В магазин', 'До магазину', 'To the shop'],
  [
    '<p><strong>Молниеносная скидка</strong></p><p>−30% на премиум, осталось совсем немного.</p>',
    '<p><strong>Блискавична знижка</strong></p><p>−30% на преміум, залишилося зовсім небагато.</p>',
    '<p><strong>Flash sale</strong></p><p>−30% on premium, almost over.</p>',
  ],
  ['Успеть', 'Встигнути', 'Catch it'],
  [
    '<p><strong>Зимний кейс</strong></p><p>Акция завершена.</p>',
    '<p><strong>Зимовий кейс</strong></p><p>Акцію завершено.</p>',
    '<p><strong>Winter case</strong></p><p>The promotion is over.</p>',
  ],
  ['Открыть', 'Відкрити', 'Open'],
  [
    '<p><strong>Лимитированный кейс «Nova»</strong></p><p>Тираж ограничен.</p>',
    '<p><strong>Лімітований кейс «Nova»</strong></p><p>Наклад обмежений.</p>',
    '<p><strong>Limited “Nova” case</strong></p><p>Limited run.</p>',
  ],
  ['Купить', 'Купити', 'Buy'],
  [
    '<p><strong>Кейс «Коллекционер»</strong></p><p>Все кейсы проданы, но акция ещё идёт.</p>',
    '<p><strong>Кейс «Колекціонер»</strong></p><p>Усі кейси продано, але акція ще триває.</p>',
    '<p><strong>“Collector” case</strong></p><p>Every case is sold, but the promotion goes on.</p>',
  ],
  ['Подробнее', 'Докладніше', 'Details'],
];

const INDEX = { ru: 0, uk: 1, en: 2 } as const;
const TABLE = new Map<string, Row>();
for (const row of ROWS) for (const text of row) if (!TABLE.has(text)) TABLE.set(text, row);

/** One string in `lang`, when the table knows it. */
export const translate = (text: string, lang: Lang): string => TABLE.get(text)?.[INDEX[lang]] ?? text;

/**
 * Fields that carry text for people (the profile's `status` is a referral status name); keys such as
 * `type` or `key` are identifiers and stay as they are.
 */
const TEXT_FIELDS = new Set(['title', 'tab_title', 'name', 'description', 'btnTitle', 'couponName', 'status']);

/** A JSON answer with every known text field (at any depth) in `lang`; other values untouched. */
export function localize(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        typeof v === 'string' && TEXT_FIELDS.has(k) ? translate(v, lang) : localize(v, lang),
      ]),
    );
  return value;
}
