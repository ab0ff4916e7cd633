import { optional, string, type } from 'superstruct';
import { video as videoDict } from './messages';
import { translator } from '../../shared/i18n/translator';
import { defineWidget } from '../../shared/runtime/define';
import { DEFAULT_EMBED_HOSTS } from '../../shared/runtime/safe-url';
import type { Services } from '../../shared/runtime/services';

interface VideoProps {
  /** Click-to-load player: the embed address (nothing is requested from it before the click). */
  embed?: string;
  /** The iframe's accessible title. */
  title?: string;
  /** Space-separated hosts the embed may load from, replacing the default allow-list (docs/widgets/video.md). */
  embedHosts?: string;
}

export const PLAYING_CLASS = 'wgt-video--playing';

/**
 * A `<video>` with a play/pause overlay button (`[data-video-toggle]`), or, with `data-embed`, a poster
 * whose button (`[data-video-toggle]`) swaps itself for the embedded player's iframe on click.
 */
export default defineWidget<VideoProps>({
  name: 'video',
  options: type({ embed: optional(string()), title: optional(string()), embedHosts: optional(string()) }),
  messages: [videoDict],
  enhance({ el, props, services }) {
    const button = el.querySelector<HTMLButtonElement>('[data-video-toggle]');
    if (!button) return;
    if (props.embed === undefined) return player(el, button, services);
    // The embed address passes the URL policy: https on an allow-listed video host, or nothing at all.
    const hosts = props.embedHosts?.split(/\s+/).filter(Boolean) ?? DEFAULT_EMBED_HOSTS;
    const src = services.nav.url(props.embed, 'embed', hosts);
    if (src) return embed(el, button, src, props.title);
    button.disabled = true;
  },
});

function player(el: HTMLElement, button: HTMLButtonElement, { i18n, log }: Services) {
  const video = el.querySelector('video');
  if (!video) return;
  const { t } = translator(i18n, videoDict);
  const paint = () => {
    const playing = !video.paused && !video.ended;
    el.classList.toggle(PLAYING_CLASS, playing);
    button.setAttribute('aria-label', t(playing ? 'video.pause' : 'video.play'));
  };
  const toggle = () => {
    if (video.paused || video.ended) video.play().catch((error: unknown) => log.warn('video playback failed', error));
    else video.pause();
  };
  const events = ['play', 'pause', 'ended'] as const;
  events.forEach((name) => video.addEventListener(name, paint));
  button.addEventListener('click', toggle);
  paint();
  return () => {
    events.forEach((name) => video.removeEventListener(name, paint));
    button.removeEventListener('click', toggle);
  };
}

function embed(el: HTMLElement, button: HTMLButtonElement, src: string, title?: string) {
  const load = () => {
    const frame = el.ownerDocument.createElement('iframe');
    frame.className = 'wgt-video__frame';
    frame.src = src;
    frame.title = title ?? button.getAttribute('aria-label') ?? '';
    frame.allow = 'autoplay; fullscreen; picture-in-picture';
    frame.setAttribute('allowfullscreen', '');
    el.classList.add(PLAYING_CLASS);
    el.append(frame);
    button.remove();
    frame.focus();
  };
  button.addEventListener('click', load, { once: true });
  return () => button.removeEventListener('click', load);
}
