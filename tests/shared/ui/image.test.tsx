import { describe, expect, it } from 'vitest';
import { Image } from '../../../shared/ui/image';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

const srcOf = (src: string | null | undefined) => {
  const { services, log } = fakeServices();
  const { container } = renderWith(<Image src={src} width={64} height={64} />, services);
  const img = container.querySelector('img')!;
  return { src: img.getAttribute('src'), size: [img.getAttribute('width'), img.getAttribute('height')], log };
};

describe('Image (API picture addresses pass the URL policy)', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/pixel.png',
    '\\\\evil.example\\pixel.png',
    'http://evil.example/pixel.png',
    'java\tscript:alert(1)',
  ])('refuses %j: no src (never requested), the box keeps its size, one warning', (hostile) => {
    const { src, size, log } = srcOf(hostile);
    expect(src).toBeNull();
    expect(size).toEqual(['64', '64']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps same-site, https and loopback http addresses, and an empty one quietly', () => {
    expect(srcOf('/img/case/1.svg?hue=200').src).toBe('/img/case/1.svg?hue=200');
    expect(srcOf('https://cdn.example/case.png').src).toBe('https://cdn.example/case.png');
    expect(srcOf('http://127.0.0.1:8080/case.png').src).toBe('http://127.0.0.1:8080/case.png');
    const empty = srcOf('');
    expect(empty.src).toBeNull();
    expect(empty.log.warn).not.toHaveBeenCalled();
  });
});
