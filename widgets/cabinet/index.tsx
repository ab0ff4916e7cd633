import { cabinet } from './messages';
import { cabinetInventory } from './inventory.messages';
import { cabinetReferral } from './referral.messages';
import { cabinetSettings } from './settings.messages';
import { infiniteList } from '../../shared/ui/infinite-list.messages';
import { defineWidget } from '../../shared/runtime/define';
import { Cabinet } from './cabinet';

export default defineWidget<Record<string, never>>({
  name: 'cabinet',
  messages: [cabinet, cabinetInventory, cabinetReferral, cabinetSettings, infiniteList],
  Component: Cabinet,
});
