import { useState, useActionState } from 'react'; // expect: no-restricted-syntax
import { useOptimistic, use, useEffectEvent } from 'react'; // expect: no-restricted-syntax, no-restricted-syntax, no-restricted-syntax
import { useFormStatus } from 'react-dom'; // expect: no-restricted-syntax
import * as React from 'react';
import { render } from 'preact'; // expect: no-restricted-imports
import { useSignal } from 'preact/hooks'; // expect: no-restricted-imports
import { lazy, memo, Suspense, useSyncExternalStore } from 'react'; // expect: no-restricted-syntax
import { Button } from './button';

async function save(_data: FormData) {}

export function CopyForm() {
  const [value] = useState('');
  const data = React.use(Promise.resolve(1)); // expect: no-restricted-syntax
  return (
    <form action={save}> {/* expect: no-restricted-syntax */}
      <button formAction={save}>Save</button> {/* expect: no-restricted-syntax */}
      <form action="/donate/success" />
      <form action={'/donate/fail'} />
      <Button action={save} />
      {value}
      {data}
    </form>
  );
}

export { useActionState, useOptimistic, use, useEffectEvent, useFormStatus, render, useSignal };
export { lazy, memo, Suspense, useSyncExternalStore };
export { useOptimistic as optimistic } from 'react'; // expect: no-restricted-syntax
export { useId } from 'react';
