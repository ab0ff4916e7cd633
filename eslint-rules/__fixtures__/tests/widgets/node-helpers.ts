// Tests, e2e and the fixture host may use the network, storage and globals freely.
import { render } from 'preact';
import { useActionState } from 'react';
import { Donate } from '../../widgets/donate/index';

export async function helper() {
  localStorage.clear();
  document.cookie = 'token=1';
  return [await fetch('http://localhost:4173/'), window.apiUrl, render, useActionState, Donate, process.env.CI];
}
