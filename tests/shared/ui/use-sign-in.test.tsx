import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignedInOnly } from '../../../shared/ui/use-sign-in';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function Private() {
  return useSignedInOnly() ? <p>Your cabinet</p> : null;
}

describe('useSignedInOnly: the guard of a page only players see', () => {
  it('sends a visitor to the sign-in page in its locale and shows nothing', () => {
    const { services, nav } = fakeServices({ config: { locale: 'uk' } });
    expect(services.session.signedIn).toBe(false);
    renderWith(<Private />, services);
    expect(nav.assign).toHaveBeenCalledExactlyOnceWith('/uk/auth');
    expect(screen.queryByText('Your cabinet')).toBeNull();
  });

  it('lets a player in, and goes nowhere', () => {
    const { services, nav } = fakeServices({ config: { apiToken: 'tok' } });
    expect(services.session.signedIn).toBe(true);
    renderWith(<Private />, services);
    expect(screen.getByText('Your cabinet')).toBeTruthy();
    expect(nav.assign).not.toHaveBeenCalled();
  });
});
