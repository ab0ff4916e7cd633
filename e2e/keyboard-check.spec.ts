import { expect, test } from './support/fixtures';
import { press } from './support/keyboard';

// The walk's own check (e2e/support/keyboard.ts): a step is decided when the focus lands, however late, and a
// step whose focus never lands right fails saying after which key and what is wrong.

const PAGE = `<style>button:focus { outline: 2px solid #000 } .bare:focus { outline: none }</style>
<button id="first">First</button> <button id="late">Late</button> <button class="bare">Bare</button>`;

test.describe('keyboard walk check', () => {
  test('waits for a focus that lands a moment after the key', async ({ page }) => {
    await page.setContent(PAGE);
    await page.locator('#first').focus();
    // Enter on First moves the focus to Late 300 ms later, as a view whose part loads does.
    await page.evaluate(() =>
      document.querySelector('#first')!.addEventListener('keydown', (e) => {
        if ((e as KeyboardEvent).key !== 'Enter') return;
        (e.target as HTMLElement).blur();
        setTimeout(() => document.querySelector<HTMLElement>('#late')!.focus(), 300);
      }),
    );
    await press(page, 'Enter');
    await expect(page.locator('#late')).toBeFocused();
  });

  test('says when the focus fell to <body>', async ({ page }) => {
    await page.setContent(PAGE);
    await page.locator('#first').focus();
    await page.locator('#first').blur();
    await expect(press(page, 'Shift')).rejects.toThrow(/after Shift[\s\S]*focus fell to <body>/);
  });

  test('says when the focused control has no ring', async ({ page }) => {
    await page.setContent(PAGE);
    await page.locator('#late').focus();
    await expect(press(page, 'Tab')).rejects.toThrow(/after Tab[\s\S]*button\.bare [\s\S]*has no visible focus ring/);
  });
});
