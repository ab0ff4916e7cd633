import { useT } from '../../../shared/runtime/context';
import { SelectField, TextField } from '../../../shared/ui/field';
import type { ServerRef } from './cart';
import { donate } from '../messages';
import type { MessageKey } from '../../../shared/i18n';
import type { PurchaseForm } from './use-purchase-form';

/** Server select and e-mail field of a purchase form (locked for a signed-in player). */
export function PurchaseFields({ form, servers }: { form: PurchaseForm; servers: readonly ServerRef[] }) {
  const { t } = useT(donate);
  const error = (key?: MessageKey<typeof donate>) => (key ? t(key) : undefined);
  return (
    <div ref={form.box} className="wgt-donate__fields">
      <SelectField
        label={t('donate.server')}
        value={form.server}
        options={servers.map((s) => ({ value: s.key, label: s.title }))}
        onChange={form.setServer}
        placeholder="—"
        disabled={form.locked}
        error={error(form.errors.server)}
        name="server"
      />
      <TextField
        label={t('donate.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={form.setEmail}
        readOnly={form.locked}
        error={error(form.errors.email)}
      />
    </div>
  );
}
