// runtime may import i18n, storage and api; never ui, not even by a lazy import().
import { Modal } from '../ui/modal'; // expect: house/import-boundaries
export { Button } from '../ui/button'; // expect: house/import-boundaries
import { createI18n } from '../i18n/index';
import { KEYS } from '../storage/index';
import { createClient } from '../api/client';

export const notifications = () => import('../ui/notifications'); // expect: house/import-boundaries
export { createClient, createI18n, KEYS, Modal };
export const loader = () => import('../loader/manifest'); // expect: house/import-boundaries
