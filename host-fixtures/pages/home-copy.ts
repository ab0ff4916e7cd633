import type { Locale } from './types';

interface Card {
  title: string;
  text: string;
}

interface HomeCopy {
  title: string;
  eyebrow: string;
  lead: string;
  online: string;
  play: string;
  donate: string;
  aboutTitle: string;
  aboutLead: string;
  about: Card[];
  serversTitle: string;
  serversLead: string;
  serverTags: string[];
  newsTitle: string;
  news: (Card & { date: string })[];
  startTitle: string;
  start: Card[];
}

export const HOME_COPY: Record<Locale, HomeCopy> = {
  ru: {
    title: 'Главная',
    eyebrow: 'Ролевая игра без компромиссов',
    lead: 'Четыре сервера, живая экономика, фракции и истории, которые пишут сами игроки.',
    online: 'Игроков онлайн:',
    play: 'Начать играть',
    donate: 'Магазин',
    aboutTitle: 'О проекте',
    aboutLead: 'Nova RP — сеть ролевых серверов, где каждое решение имеет последствия.',
    about: [
      {
        title: 'Живая экономика',
        text: 'Цены на рынке формируют игроки: бизнесы, аукционы и собственные производства.',
      },
      { title: 'Фракции и карьера', text: 'Полиция, медики, банды и корпорации — более 40 организаций с рангами.' },
      { title: 'Честная администрация', text: 'Прозрачные правила, жалобы рассматриваются в течение 24 часов.' },
    ],
    serversTitle: 'Серверы',
    serversLead: 'Выберите сервер по душе — прогресс на каждом свой.',
    serverTags: ['Классика', 'Для новичков', 'Хардкор', 'Новый'],
    newsTitle: 'Новости',
    news: [
      {
        date: '12.05.2025',
        title: 'Открытие Nova Four',
        text: 'Новый сервер с обновлённой картой и стартовыми бонусами для всех.',
      },
      {
        date: '28.04.2025',
        title: 'Весенний кейс',
        text: 'Ограниченный кейс с легендарным транспортом доступен до конца мая.',
      },
      {
        date: '15.04.2025',
        title: 'Обновление 3.2',
        text: 'Переработанная система бизнесов, новые работы и сотни исправлений.',
      },
    ],
    startTitle: 'Как начать',
    start: [
      { title: 'Создайте аккаунт', text: 'Регистрация занимает минуту, подтвердите e-mail.' },
      { title: 'Установите клиент', text: 'Скачайте лаунчер и выберите сервер из списка.' },
      { title: 'Войдите в игру', text: 'Пройдите обучение и получите стартовый набор.' },
    ],
  },
  uk: {
    title: 'Головна',
    eyebrow: 'Рольова гра без компромісів',
    lead: 'Чотири сервери, жива економіка, фракції та історії, які пишуть самі гравці.',
    online: 'Гравців онлайн:',
    play: 'Почати грати',
    donate: 'Магазин',
    aboutTitle: 'Про проєкт',
    aboutLead: 'Nova RP — мережа рольових серверів, де кожне рішення має наслідки.',
    about: [
      { title: 'Жива економіка', text: 'Ціни на ринку формують гравці: бізнеси, аукціони та власні виробництва.' },
      { title: 'Фракції та кар’єра', text: 'Поліція, медики, банди й корпорації — понад 40 організацій з рангами.' },
      { title: 'Чесна адміністрація', text: 'Прозорі правила, скарги розглядаються протягом 24 годин.' },
    ],
    serversTitle: 'Сервери',
    serversLead: 'Оберіть сервер до душі — прогрес на кожному свій.',
    serverTags: ['Класика', 'Для новачків', 'Хардкор', 'Новий'],
    newsTitle: 'Новини',
    news: [
      {
        date: '12.05.2025',
        title: 'Відкриття Nova Four',
        text: 'Новий сервер з оновленою мапою та стартовими бонусами для всіх.',
      },
      {
        date: '28.04.2025',
        title: 'Весняний кейс',
        text: 'Обмежений кейс з легендарним транспортом доступний до кінця травня.',
      },
      {
        date: '15.04.2025',
        title: 'Оновлення 3.2',
        text: 'Перероблена система бізнесів, нові роботи та сотні виправлень.',
      },
    ],
    startTitle: 'Як почати',
    start: [
      { title: 'Створіть акаунт', text: 'Реєстрація займає хвилину, підтвердіть e-mail.' },
      { title: 'Встановіть клієнт', text: 'Завантажте лаунчер і оберіть сервер зі списку.' },
      { title: 'Увійдіть у гру', text: 'Пройдіть навчання та отримайте стартовий набір.' },
    ],
  },
  en: {
    title: 'Home',
    eyebrow: 'Roleplay without compromise',
    lead: 'Four servers, a living economy, factions and stories written by the players themselves.',
    online: 'Players online:',
    play: 'Start playing',
    donate: 'Store',
    aboutTitle: 'About',
    aboutLead: 'Nova RP is a network of roleplay servers where every decision has consequences.',
    about: [
      {
        title: 'Living economy',
        text: 'Players set market prices: businesses, auctions and their own production chains.',
      },
      {
        title: 'Factions and careers',
        text: 'Police, medics, gangs and corporations: over 40 organisations with ranks.',
      },
      { title: 'Fair administration', text: 'Clear rules; every report is reviewed within 24 hours.' },
    ],
    serversTitle: 'Servers',
    serversLead: 'Pick the server that suits you; progress is kept per server.',
    serverTags: ['Classic', 'Beginner friendly', 'Hardcore', 'New'],
    newsTitle: 'News',
    news: [
      {
        date: '12.05.2025',
        title: 'Nova Four is open',
        text: 'A new server with a reworked map and starter bonuses for everyone.',
      },
      {
        date: '28.04.2025',
        title: 'Spring case',
        text: 'A limited case with legendary vehicles, available until the end of May.',
      },
      { date: '15.04.2025', title: 'Update 3.2', text: 'Reworked businesses, new jobs and hundreds of fixes.' },
    ],
    startTitle: 'How to start',
    start: [
      { title: 'Create an account', text: 'Signing up takes a minute; confirm your e-mail.' },
      { title: 'Install the client', text: 'Download the launcher and pick a server from the list.' },
      { title: 'Join the game', text: 'Finish the tutorial and claim your starter kit.' },
    ],
  },
};
