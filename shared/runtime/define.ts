import type { ComponentType } from 'react';
import type { Struct } from 'superstruct';
import type { Dictionary } from '../i18n';
import type { Services } from './services';

export interface EnhanceContext<P> {
  el: HTMLElement;
  props: P;
  services: Services;
}

/**
 * A widget: its name, the options it accepts (from data-* attributes and data-props JSON), its strings,
 * and either a Component rendered into the mount point or an `enhance` that brings server markup to
 * life and returns its cleanup.
 */
export interface WidgetDefinition<P = Record<string, unknown>> {
  name: string;
  options?: Struct<P, unknown>;
  messages?: Dictionary[];
  Component?: ComponentType<P>;
  enhance?: (context: EnhanceContext<P>) => (() => void) | void;
}

export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition;
}

/**
 * Marks a container of sanitized server markup (shared/ui/html.tsx): the mounter never mounts a widget
 * inside it (README "Security model").
 */
export const INERT_ATTR = 'data-wgt-inert';
