import { cabinet } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { Cabinet } from './cabinet';

export default defineWidget<Record<string, never>>({
  name: 'cabinet',
  // Each tab brings its own strings (useT).
  messages: [cabinet],
  Component: Cabinet,
});
