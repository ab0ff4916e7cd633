import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServicesContext, useMessages, useServices } from '../../../shared/runtime/context';
import type { Dictionary } from '../../../shared/i18n';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

const part: Dictionary = {
  ru: { part: { title: 'Вкладка' } },
  uk: { part: { title: 'Вкладка' } },
  en: { part: { title: 'The tab' } },
};

function LazyPart() {
  useMessages(part);
  const { i18n } = useServices();
  return <h2>{i18n.t('part.title')}</h2>;
}

describe('useMessages (a part loaded after its widget brings its own strings)', () => {
  it('translates from its first render, with no missing-key warning', () => {
    const { services, log } = fakeServices();
    expect(services.i18n.t('part.title')).toBe('part.title'); // not there before the part renders
    vi.mocked(log.warn).mockClear();
    const view = renderWith(<LazyPart />, services);
    expect(screen.getByRole('heading').textContent).toBe('Вкладка');
    view.rerender(
      <ServicesContext.Provider value={services}>
        <LazyPart />
      </ServicesContext.Provider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Вкладка');
    expect(log.warn).not.toHaveBeenCalled();
  });
});
