import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../shared/ui/modal';
import { Tabs, useTabIds } from '../../../shared/ui/tabs';
import { useAction } from '../../../shared/ui/use-action';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function TabsHarness() {
  const [active, setActive] = useState('a');
  const ids = useTabIds();
  return (
    <>
      <Tabs
        label="Sections"
        ids={ids}
        active={active}
        onSelect={setActive}
        items={[
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B', disabled: true },
          { id: 'c', label: 'C', badge: 3 },
        ]}
      />
      <div {...ids.panelProps(active)}>panel {active}</div>
    </>
  );
}

describe('Tabs', () => {
  it('marks the active tab, links it to its panel, and moves with arrows skipping disabled tabs', () => {
    renderWith(<TabsHarness />, fakeServices().services);
    const [a, b, c] = screen.getAllByRole('tab');
    expect(a!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(a!.id);
    expect(a!.id).toMatch(/^wgt-test-1-/);
    fireEvent.click(b!);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
    fireEvent.keyDown(a!, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    expect(document.activeElement).toBe(c);
    expect(c!.tabIndex).toBe(0);
    expect(a!.tabIndex).toBe(-1);
    fireEvent.keyDown(c!, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
    fireEvent.keyDown(a!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    expect(c!.textContent).toBe('C3');
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal open={open} title="Buy" onClose={() => setOpen(false)}>
        <button>first</button>
        <button>last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, traps Tab, closes on Escape and gives focus back', () => {
    renderWith(<ModalHarness />, fakeServices().services);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Buy' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
    screen.getByText('last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByText('last'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

// Not disabled while pending on purpose: happy-dom drops clicks on a disabled button, so only the
// hook's own guard can keep the second click from running the work again.
function ActionHarness({ work }: { work: () => Promise<void> }) {
  const [run, { pending }] = useAction(work);
  return (
    <button data-pending={pending} onClick={() => void run().catch(() => {})}>
      {pending ? 'busy' : 'go'}
    </button>
  );
}

describe('useAction', () => {
  it('runs once however often it is clicked while pending, and comes back after a failure', async () => {
    let reject!: (e: Error) => void;
    const work = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    renderWith(<ActionHarness work={work} />, fakeServices().services);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(work).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('busy');
    await act(async () => reject(new Error('500')));
    expect(button.textContent).toBe('go');
    expect(button.dataset.pending).toBe('false');
    fireEvent.click(button);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
