import { defineWidget } from '../../shared/runtime/define';

/**
 * The logout control (the mount point, or the button inside it): logs out with the bearer token,
 * clears the stored token and local storage, reloads. Repeated clicks while busy do nothing.
 */
export default defineWidget({
  name: 'logout',
  enhance({ el, services }) {
    const button = el.matches('button') ? (el as HTMLButtonElement) : el.querySelector('button');
    const target = button ?? el;
    let busy = false;
    const setBusy = (on: boolean) => {
      busy = on;
      if (on) target.setAttribute('aria-busy', 'true');
      else target.removeAttribute('aria-busy');
      if (button) button.disabled = on;
    };
    const click = async (event: Event) => {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      try {
        await services.session.logout();
      } catch (error) {
        services.log.warn('logout failed', error);
        setBusy(false);
      }
    };
    target.addEventListener('click', click);
    return () => target.removeEventListener('click', click);
  },
});
