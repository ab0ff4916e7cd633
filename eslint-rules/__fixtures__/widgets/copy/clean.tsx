import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Services } from '../../shared/runtime/services';
import { useServices } from '../../shared/runtime/use-services';
import { CopyButton } from './copy-button';

export function Copy({ text, onDone: _onDone }: { text: string; onDone?: () => void }) {
  const services = useServices() as Services;
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function onSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    await services.api.servers();
    services.bus.emit('copy:copied', { text });
    setCopied(true);
  }
  return (
    <form className="wgt-copy" action="/copy" onSubmit={onSubmit}>
      <CopyButton copied={copied} />
    </form>
  );
}

export function mount(el: Element) {
  createRoot(el).render(<Copy text={el.textContent ?? ''} />);
}
