import type { Locale } from './types';

interface Item {
  title: string;
  text: string;
}

export interface SectionsCopy {
  serverPoints: { online: string; address: string; copyHint: string; slots: string; start: string; features: string[] };
  benefitsTitle: string;
  benefitsLead: string;
  benefits: Item[];
  startTabs: { label: string; steps: string[] }[];
  startLabel: string;
  mediaTitle: string;
  mediaLead: string;
  trailer: string;
  trailerPlay: string;
  embedTitle: string;
  embedPlay: string;
  awardsTitle: string;
  awardsLead: string;
  awards: Item[];
  awardsMore: string;
  awardsLess: string;
}

export const SECTIONS_COPY: Record<Locale, SectionsCopy> = {
  ru: {
    serverPoints: {
      online: 'Онлайн в пике',
      address: 'Адрес сервера',
      copyHint: 'Нажмите, чтобы скопировать',
      slots: 'Слотов',
      start: 'Старт',
      features: ['Еженедельные события', 'Собственная экономика', 'Модерация 24/7', 'Бонус новичкам'],
    },
    benefitsTitle: 'Преимущества',
    benefitsLead: 'Почему игроки выбирают Nova RP и остаются надолго.',
    benefits: [
      {
        title: 'Уникальные системы',
        text: 'Собственные механики бизнеса, недвижимости и производства, которых нет на других проектах.',
      },
      { title: 'Стабильная работа', text: 'Выделенные серверы в Европе, пинг до 40 мс и ежедневные резервные копии.' },
      { title: 'Поддержка игроков', text: 'Отвечаем в тикетах и Discord в среднем за 15 минут, круглосуточно.' },
      { title: 'Честный донат', text: 'Покупки ускоряют прогресс, но не дают преимущества в бою.' },
    ],
    startLabel: 'Способ установки',
    startTabs: [
      {
        label: 'Лаунчер',
        steps: ['Скачайте лаунчер Nova RP', 'Войдите с помощью аккаунта', 'Выберите сервер и нажмите «Играть»'],
      },
      {
        label: 'Steam',
        steps: ['Установите игру в Steam', 'Добавьте мод-клиент из нашего гайда', 'Подключитесь по адресу сервера'],
      },
      {
        label: 'Epic Games',
        steps: ['Установите игру в Epic Games', 'Запустите клиент один раз', 'Подключитесь через лаунчер Nova RP'],
      },
    ],
    mediaTitle: 'Видео',
    mediaLead: 'Трейлер проекта и обзор последнего обновления.',
    trailer: 'Трейлер Nova RP',
    trailerPlay: 'Воспроизвести видео',
    embedTitle: 'Обзор обновления 3.2',
    embedPlay: 'Загрузить и воспроизвести видео «Обзор обновления 3.2»',
    awardsTitle: 'Награды',
    awardsLead: 'Проект отмечен сообществом и партнёрами.',
    awards: [
      { title: 'Проект года', text: 'RP Awards 2024' },
      { title: 'Лучшая экономика', text: 'Community Choice 2024' },
      { title: 'Выбор игроков', text: 'GTA RP Top 2023' },
      { title: 'Лучший старт', text: 'Indie RP 2019' },
      { title: 'Стабильность', text: 'Host Awards 2023' },
      { title: 'Лучшее комьюнити', text: 'Discord Stars 2022' },
      { title: 'Инновации', text: 'RP Awards 2022' },
      { title: 'Благотворительность', text: 'Charity Stream 2021' },
    ],
    awardsMore: 'Показать все награды',
    awardsLess: 'Свернуть награды',
  },
  uk: {
    serverPoints: {
      online: 'Онлайн у піку',
      address: 'Адреса сервера',
      copyHint: 'Натисніть, щоб скопіювати',
      slots: 'Слотів',
      start: 'Старт',
      features: ['Щотижневі події', 'Власна економіка', 'Модерація 24/7', 'Бонус новачкам'],
    },
    benefitsTitle: 'Переваги',
    benefitsLead: 'Чому гравці обирають Nova RP і залишаються надовго.',
    benefits: [
      {
        title: 'Унікальні системи',
        text: 'Власні механіки бізнесу, нерухомості та виробництва, яких немає на інших проєктах.',
      },
      { title: 'Стабільна робота', text: 'Виділені сервери в Європі, пінг до 40 мс і щоденні резервні копії.' },
      { title: 'Підтримка гравців', text: 'Відповідаємо в тікетах і Discord в середньому за 15 хвилин, цілодобово.' },
      { title: 'Чесний донат', text: 'Покупки пришвидшують прогрес, але не дають переваги в бою.' },
    ],
    startLabel: 'Спосіб встановлення',
    startTabs: [
      {
        label: 'Лаунчер',
        steps: ['Завантажте лаунчер Nova RP', 'Увійдіть за допомогою акаунта', 'Оберіть сервер і натисніть «Грати»'],
      },
      {
        label: 'Steam',
        steps: ['Встановіть гру в Steam', 'Додайте мод-клієнт з нашого гайду', 'Підключіться за адресою сервера'],
      },
      {
        label: 'Epic Games',
        steps: ['Встановіть гру в Epic Games', 'Запустіть клієнт один раз', 'Підключіться через лаунчер Nova RP'],
      },
    ],
    mediaTitle: 'Відео',
    mediaLead: 'Трейлер проєкту та огляд останнього оновлення.',
    trailer: 'Трейлер Nova RP',
    trailerPlay: 'Відтворити відео',
    embedTitle: 'Огляд оновлення 3.2',
    embedPlay: 'Завантажити й відтворити відео «Огляд оновлення 3.2»',
    awardsTitle: 'Нагороди',
    awardsLead: 'Проєкт відзначений спільнотою та партнерами.',
    awards: [
      { title: 'Проєкт року', text: 'RP Awards 2024' },
      { title: 'Найкраща економіка', text: 'Community Choice 2024' },
      { title: 'Вибір гравців', text: 'GTA RP Top 2023' },
      { title: 'Найкращий старт', text: 'Indie RP 2019' },
      { title: 'Стабільність', text: 'Host Awards 2023' },
      { title: 'Найкраща спільнота', text: 'Discord Stars 2022' },
      { title: 'Інновації', text: 'RP Awards 2022' },
      { title: 'Благодійність', text: 'Charity Stream 2021' },
    ],
    awardsMore: 'Показати всі нагороди',
    awardsLess: 'Згорнути нагороди',
  },
  en: {
    serverPoints: {
      online: 'Peak online',
      address: 'Server address',
      copyHint: 'Click to copy',
      slots: 'Slots',
      start: 'Launched',
      features: ['Weekly events', 'Its own economy', '24/7 moderation', 'Starter bonus'],
    },
    benefitsTitle: 'Benefits',
    benefitsLead: 'Why players choose Nova RP and stay for years.',
    benefits: [
      {
        title: 'Unique systems',
        text: 'Our own business, property and production mechanics you will not find elsewhere.',
      },
      { title: 'Stable servers', text: 'Dedicated hardware in Europe, ping under 40 ms and daily backups.' },
      { title: 'Player support', text: 'Tickets and Discord answered in 15 minutes on average, around the clock.' },
      { title: 'Fair donations', text: 'Purchases speed up progress but never give an edge in combat.' },
    ],
    startLabel: 'How to install',
    startTabs: [
      {
        label: 'Launcher',
        steps: ['Download the Nova RP launcher', 'Sign in with your account', 'Pick a server and press Play'],
      },
      {
        label: 'Steam',
        steps: ['Install the game on Steam', 'Add the mod client from our guide', 'Connect to the server address'],
      },
      {
        label: 'Epic Games',
        steps: ['Install the game on Epic Games', 'Start the client once', 'Connect through the Nova RP launcher'],
      },
    ],
    mediaTitle: 'Videos',
    mediaLead: 'The project trailer and a tour of the latest update.',
    trailer: 'Nova RP trailer',
    trailerPlay: 'Play the video',
    embedTitle: 'Update 3.2 overview',
    embedPlay: 'Load and play the video “Update 3.2 overview”',
    awardsTitle: 'Awards',
    awardsLead: 'Recognised by the community and our partners.',
    awards: [
      { title: 'Project of the year', text: 'RP Awards 2024' },
      { title: 'Best economy', text: 'Community Choice 2024' },
      { title: 'Players’ choice', text: 'GTA RP Top 2023' },
      { title: 'Best launch', text: 'Indie RP 2019' },
      { title: 'Stability', text: 'Host Awards 2023' },
      { title: 'Best community', text: 'Discord Stars 2022' },
      { title: 'Innovation', text: 'RP Awards 2022' },
      { title: 'Charity', text: 'Charity Stream 2021' },
    ],
    awardsMore: 'Show all awards',
    awardsLess: 'Show fewer awards',
  },
};
