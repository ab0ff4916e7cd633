import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n/locales';
import { readConfig } from '../../../shared/runtime/config';

function page(html: string, globals: Record<string, unknown> = {}) {
  document.head.innerHTML = html;
  Object.assign(window, globals);
  const warn = vi.fn();
  return { config: readConfig(window, warn), warn };
}

const clearGlobals = () =>
  ['apiUrl', 'apiToken', 'isHome', 'locale', 'recaptchaSiteKey', 'productName'].forEach(
    (k) => delete (window as unknown as Record<string, unknown>)[k],
  );

describe('readConfig', () => {
  it('reads window globals and the CSRF meta, trims the API base, and freezes the result', () => {
    clearGlobals();
    const { config, warn } = page('<meta name="csrf-token" content="c1">', {
      apiUrl: 'http://api.test/',
      apiToken: 't',
      isHome: true,
      locale: 'en',
      recaptchaSiteKey: 'k',
      productName: 'Nova RP',
    });
    expect(config).toEqual({
      apiUrl: 'http://api.test',
      apiToken: 't',
      isHome: true,
      locale: 'en',
      recaptchaSiteKey: 'k',
      productName: 'Nova RP',
      csrfToken: 'c1',
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('prefers the JSON config block (strict-CSP hosts)', () => {
    clearGlobals();
    const { config } = page(
      '<script type="application/json" id="widgets-config">{"apiUrl":"http://json.test","locale":"uk"}</script>',
      { apiUrl: 'http://global.test' },
    );
    expect(config.apiUrl).toBe('http://json.test');
    expect(config.locale).toBe('uk');
  });

  it('gives one readable warning per bad value and uses the safe default', () => {
    clearGlobals();
    const { config, warn } = page('', { locale: 'de', isHome: 'yes', apiToken: 'ok' });
    expect(config.locale).toBe(DEFAULT_LOCALE);
    expect(config.isHome).toBe(false);
    expect(config.apiToken).toBe('ok');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      `[widgets] config: locale must be one of ${LOCALES.join(', ')}, got "de"; using "${DEFAULT_LOCALE}"`,
    );
    expect(warn).toHaveBeenCalledWith('[widgets] config: isHome must be a boolean, got "yes"; using false');
  });

  it('survives a broken JSON block', () => {
    clearGlobals();
    const { config, warn } = page('<script type="application/json" id="widgets-config">{oops</script>', {
      locale: 'en',
    });
    expect(config.locale).toBe('en');
    expect(warn).toHaveBeenCalledWith('[widgets] config: #widgets-config is not a JSON object; using window globals');
  });
});
