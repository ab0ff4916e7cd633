import type { Dictionary } from '../../shared/i18n';

export const video = {
  ru: { video: { play: 'Воспроизвести видео', pause: 'Поставить видео на паузу' } },
  uk: { video: { play: 'Відтворити відео', pause: 'Поставити відео на паузу' } },
  en: { video: { play: 'Play the video', pause: 'Pause the video' } },
} satisfies Dictionary;
