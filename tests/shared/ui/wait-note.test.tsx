import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/button';
import { useAction } from '../../../shared/ui/use-action';
import { SLOW_WAIT_MS } from '../../../shared/ui/wait-note';
import roulette from '../../../widgets/roulette/index';
import { detail } from '../../widgets/roulette/fixtures';
import { renderWith, renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { fakeReducedMotion } from '../../support/media';

// A stuck open spun ~50 s with no word. A wait a player watches speaks after SLOW_WAIT_MS; at the client's
// timeout, the action's failure state.
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const note = () => screen.queryByRole('status');

function Save({ work }: { work: () => Promise<unknown> }) {
  const [run, { pending }] = useAction(work);
  return (
    <Button busy={pending} onClick={() => void run()}>
      Save
    </Button>
  );
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('a long wait speaks (shared/ui/wait-note.tsx)', () => {
  it('a busy button: nothing for SLOW_WAIT_MS, then a visible, announced note; gone with the answer', async () => {
    let release!: () => void;
    const { services } = fakeServices({ config: { locale: 'ru' } });
    renderWith(<Save work={() => new Promise<void>((r) => (release = r))} />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await advance(SLOW_WAIT_MS - 1);
    expect(note()).toBeNull();
    await advance(1);
    expect(note()!.textContent).toBe('Сервер отвечает дольше обычного…');
    expect(SLOW_WAIT_MS).toBeLessThanOrEqual(5000); // "a few seconds"
    await act(async () => release());
    expect(note()).toBeNull();
  });

  it('each wait counts from its own start', async () => {
    let release!: () => void;
    const { services } = fakeServices({ config: { locale: 'uk' } });
    renderWith(<Save work={() => new Promise<void>((r) => (release = r))} />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await advance(SLOW_WAIT_MS - 100);
    await act(async () => release());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await advance(SLOW_WAIT_MS - 100);
    expect(note()).toBeNull();
    await advance(100);
    expect(note()!.textContent).toBe('Сервер відповідає довше, ніж зазвичай…');
  });

  it('the roulette: the open speaks while its request is out; at the timeout, the failure says so', async () => {
    fakeReducedMotion();
    const fake = fakeServices({
      config: { locale: 'ru', apiToken: 'tok' },
      routes: { 'GET /api/v1/cases/user/11': detail(4), 'POST /api/v1/cases/open/': 'hang' },
    });
    renderWidget(roulette, { userCaseId: 11 }, fake.services);
    await advance(100);
    fireEvent.click(document.querySelector<HTMLButtonElement>('.wgt-roulette__open')!);
    await advance(SLOW_WAIT_MS - 1);
    expect(screen.queryByText('Сервер отвечает дольше обычного…')).toBeNull();
    await advance(1);
    // Said by the strip's waiting state (tests/widgets/roulette/waiting.test.tsx), once.
    expect(screen.getByText('Сервер отвечает дольше обычного…').closest('[role="status"]')).toBeTruthy();
    await advance(HTTP_TIMEOUT_MS - SLOW_WAIT_MS);
    expect(screen.queryByText('Сервер отвечает дольше обычного…')).toBeNull();
    // No answer in time: it cannot tell whether the case opened, so it says so and sends to the inventory.
    expect(
      screen.getByText(
        'Сервер не ответил. Попробуйте ещё раз через минуту. Мы не знаем, открылся ли кейс: проверьте донат-инвентарь, прежде чем открывать снова.',
      ),
    ).toBeTruthy();
  });
});
