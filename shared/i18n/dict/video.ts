import type { Dictionary } from '../index';

export const video: Dictionary = {
  ru: { video: { play: 'Воспроизвести видео', pause: 'Поставить видео на паузу' } },
  uk: { video: { play: 'Відтворити відео', pause: 'Поставити відео на паузу' } },
  en: { video: { play: 'Play the video', pause: 'Pause the video' } },
};
