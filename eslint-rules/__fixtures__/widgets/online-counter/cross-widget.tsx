import { signIn } from '../auth/api'; // expect: house/import-boundaries
import type { Price } from '../donate/pricing'; // expect: house/import-boundaries
import { Tabs } from '../tab-box'; // expect: house/import-boundaries
import { registry } from '../registry'; // expect: house/import-boundaries
import { boot } from '..'; // expect: house/import-boundaries
import { Banner } from 'widgets/banner/index'; // expect: house/import-boundaries
import { Cabinet } from '@/widgets/cabinet/cabinet'; // expect: house/import-boundaries
import { format } from './format';
import { Digits } from '../online-counter/parts/digits';
import { api } from '../../shared/api/client';
import { Modal } from '@/shared/ui/modal';
import { loadCore } from '../../shared/loader/manifest'; // expect: house/import-boundaries
export * from '../copy/copy-button'; // expect: house/import-boundaries
export { spin } from '../roulette/engine'; // expect: house/import-boundaries

export const loadVideo = () => import('../video/index'); // expect: house/import-boundaries
export const loadOwn = () => import('./chart');
export type Award = import('../awards/model').Award; // expect: house/import-boundaries
export { signIn, registry, boot, Tabs, Banner, Cabinet, format, Digits, api, Modal, loadCore };
export type { Price };
