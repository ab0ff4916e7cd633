import { boot } from '../shared/runtime/boot';
import { registry } from './registry';

boot(window, registry, () => import('../shared/runtime/start'));
