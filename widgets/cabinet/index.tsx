import { cabinet } from '../../shared/i18n/dict/cabinet';
import { cabinetInventory } from '../../shared/i18n/dict/cabinet-inventory';
import { cabinetReferral } from '../../shared/i18n/dict/cabinet-referral';
import { cabinetSettings } from '../../shared/i18n/dict/cabinet-settings';
import { infiniteList } from '../../shared/i18n/dict/infinite-list';
import { defineWidget } from '../../shared/runtime/define';
import { Cabinet } from './cabinet';

export default defineWidget<Record<string, never>>({
  name: 'cabinet',
  messages: [cabinet, cabinetInventory, cabinetReferral, cabinetSettings, infiniteList],
  Component: Cabinet,
});
