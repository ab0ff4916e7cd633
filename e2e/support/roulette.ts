import type { Page } from '@playwright/test';
import { profileFor } from '../../widgets/roulette/motion';

/**
 * Skips the strip's slow-down in one jump of the page's clock (installed with `page.clock.install()` before
 * the page loads; time runs at its real pace until then): 2 s on a desktop, 1.2 s on a phone
 * (docs/widgets/roulette.md), each spin. The stop, the pause on the stopped strip and the reveal still play.
 * For the tests about where the strip stops and what follows, not about how it slows down.
 */
export async function skipDeceleration(page: Page) {
  await page.waitForFunction(
    () =>
      /^(decelerating|final|finished)$/.test(
        document.querySelector<HTMLElement>('[data-widget="roulette"] .wgt-roulette__stage')?.dataset.phase ?? '',
      ),
    null,
    { timeout: 10_000 },
  );
  await page.clock.fastForward(profileFor(page.viewportSize()!.width).decelMs);
}
