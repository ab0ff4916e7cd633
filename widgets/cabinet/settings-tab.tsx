import { useState } from 'react';
import type { MessageKey } from '../../shared/i18n';
import { useT } from '../../shared/runtime/context';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { ChangePassword } from './change-password';
import type { TabProps } from './tab-props';
import { TwoFactor } from './two-factor';
import { cabinetSettings } from './settings.messages';

const SUB_TEXT = {
  password: 'settings.tabs.password',
  twoFa: 'settings.tabs.twoFa',
} as const satisfies Record<string, MessageKey<typeof cabinetSettings>>;
type Sub = keyof typeof SUB_TEXT;

/** Settings: change password and two-factor authentication. */
export default function SettingsTab({ user, onUser }: TabProps) {
  const { t } = useT(cabinetSettings);
  const ids = useTabIds();
  const [sub, setSub] = useState<Sub>('password');
  const items = (Object.keys(SUB_TEXT) as Sub[]).map((id) => ({ id, label: t(SUB_TEXT[id]) }));
  return (
    <section className="wgt-settings">
      <Tabs
        label={t('settings.tabs.label')}
        items={items}
        active={sub}
        onSelect={(id) => setSub(id as Sub)}
        ids={ids}
        className="wgt-subtabs"
      />
      <div {...ids.panelProps(sub)} className="wgt-settings__panel">
        {sub === 'password' ? <ChangePassword /> : <TwoFactor user={user} onUser={onUser} />}
      </div>
    </section>
  );
}
