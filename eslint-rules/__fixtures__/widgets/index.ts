// The loader and the registry are exempt from the cross-widget rule.
import { registry } from './registry';
import { mount } from './online-counter/index';
import { start } from '../shared/runtime/mounter';

export const boot = () => start(registry, mount);
