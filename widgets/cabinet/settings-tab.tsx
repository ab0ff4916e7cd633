import { useState } from 'react';
import { useMessages, useServices } from '../../shared/runtime/context';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { ChangePassword } from './change-password';
import type { TabProps } from './tab-props';
import { TwoFactor } from './two-factor';
import { cabinetSettings } from './settings.messages';

type Sub = 'password' | 'twoFa';

/** Settings: change password and two-factor authentication. */
export default function SettingsTab({ user, onUser }: TabProps) {
  useMessages(cabinetSettings);
  const { i18n } = useServices();
  const ids = useTabIds();
  const [sub, setSub] = useState<Sub>('password');
  const items = (['password', 'twoFa'] as const).map((id) => ({ id, label: i18n.t(`settings.tabs.${id}`) }));
  return (
    <section className="wgt-settings">
      <Tabs
        label={i18n.t('settings.tabs.label')}
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
