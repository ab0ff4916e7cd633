import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import video from '../../../widgets/video/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

describe('video: play/pause overlay', () => {
  it('plays and pauses the <video>, following its events for state and label', async () => {
    const { el } = enhanceWidget(
      video,
      '<div data-widget="video"><video src="/a.webm"></video><button type="button" data-video-toggle aria-label="Play the video"></button></div>',
      fakeServices({ config: { locale: 'en' } }).services,
      {},
    );
    const media = el.querySelector('video')!;
    let paused = true;
    Object.defineProperty(media, 'paused', { get: () => paused });
    media.play = vi.fn(async () => {
      paused = false;
      media.dispatchEvent(new Event('play'));
    });
    media.pause = vi.fn(() => {
      paused = true;
      media.dispatchEvent(new Event('pause'));
    });
    const button = el.querySelector('button')!;
    button.click();
    await waitFor(() => expect(el.classList.contains('wgt-video--playing')).toBe(true));
    expect(button.getAttribute('aria-label')).toBe('Pause the video');
    button.click();
    expect(media.pause).toHaveBeenCalled();
    expect([el.classList.contains('wgt-video--playing'), button.getAttribute('aria-label')]).toEqual([
      false,
      'Play the video',
    ]);
  });

  it('logs a refused play() without breaking', async () => {
    const fake = fakeServices();
    const { el } = enhanceWidget(
      video,
      '<div data-widget="video"><video></video><button type="button" data-video-toggle></button></div>',
      fake.services,
      {},
    );
    el.querySelector('video')!.play = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    el.querySelector('button')!.click();
    await waitFor(() => expect(fake.log.warn).toHaveBeenCalledWith('video playback failed', expect.any(Error)));
  });
});

describe('video: click-to-load embed', () => {
  // happy-dom would fetch the iframe's page: tests stay off the network.
  beforeAll(() => {
    (
      window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
    ).happyDOM.settings.disableIframePageLoading = true;
  });

  it('requests nothing before the click, then swaps the button for the iframe', () => {
    const { el } = enhanceWidget(
      video,
      '<div data-widget="video"><img src="data:," alt=""><button type="button" data-video-toggle aria-label="Play">▶</button></div>',
      fakeServices().services,
      { embed: 'https://site.test/test/video-embed?v=1', title: 'Update overview', embedHosts: 'site.test' },
    );
    expect(el.querySelector('iframe')).toBeNull();
    el.querySelector('button')!.click();
    const frame = el.querySelector('iframe')!;
    expect([frame.getAttribute('src'), frame.title, frame.className]).toEqual([
      'https://site.test/test/video-embed?v=1',
      'Update overview',
      'wgt-video__frame',
    ]);
    expect(el.querySelector('button')).toBeNull();
    expect(el.classList.contains('wgt-video--playing')).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//evil.example/embed', undefined],
    ['https://evil.example/embed', undefined],
    ['http://www.youtube.com/embed/1', undefined],
    ['https://player.example/1', 'www.youtube.com'],
  ])('refuses the embed %j (one warning, no iframe, button disabled)', (embed, embedHosts) => {
    const { services, log } = fakeServices();
    const { el } = enhanceWidget(
      video,
      '<div data-widget="video"><button type="button" data-video-toggle aria-label="Play">▶</button></div>',
      services,
      { embed, embedHosts },
    );
    const button = el.querySelector('button')!;
    button.click();
    expect(el.querySelector('iframe')).toBeNull();
    expect(button.disabled).toBe(true);
    expect(vi.mocked(log.warn).mock.calls).toEqual([[expect.stringMatching(/^\[widgets\] url: refused embed/)]]);
  });
});
