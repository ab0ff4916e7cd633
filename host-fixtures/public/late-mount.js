// Test page helper for /test/late-mount: adds and removes a mount point after load.
document.addEventListener('DOMContentLoaded', () => {
  const slot = document.getElementById('slot');
  const add = document.getElementById('add');
  const remove = document.getElementById('remove');
  if (!slot || !add || !remove) return;
  add.addEventListener('click', () => {
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'online-counter');
    el.className = 'late-counter';
    slot.appendChild(el);
  });
  remove.addEventListener('click', () => {
    const el = slot.querySelector('[data-widget="online-counter"]');
    if (el) el.remove();
  });
});
