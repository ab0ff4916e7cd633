import { useT } from '../../shared/runtime/context';
import { Html } from '../../shared/ui/html';
import { LoadView } from '../../shared/ui/load-view';
import { SVG_PROFILE } from '../../shared/ui/sanitize-svg';
import { CopyButton } from './copy-button';
import type { useTwoFaSecret } from './use-two-fa-secret';
import { cabinetSettings } from './settings.messages';

/** Two-factor off: the setup steps, with the QR code and the secret to copy or type. */
export function TwoFaSetup({ state, regenerate }: ReturnType<typeof useTwoFaSecret>) {
  const { t } = useT(cabinetSettings);
  return (
    <ol className="wgt-twofa__steps">
      <li>{t('settings.twoFa.step1')}</li>
      <li>
        {t('settings.twoFa.step2')}
        <LoadView state={state} block="wgt-twofa" error={t('settings.twoFa.loadError')} onRetry={regenerate}>
          {({ secret, QRImage }) => (
            <div className="wgt-twofa__setup">
              <figure className="wgt-twofa__qr" role="img" aria-label={t('settings.twoFa.qr')}>
                <Html html={QRImage} svg={SVG_PROFILE} className="wgt-twofa__qr-image" />
              </figure>
              <div className="wgt-twofa__secret">
                <span className="wgt-profile__label">{t('settings.twoFa.secret')}</span>
                {/* Groups of four for typing by hand, apart by a gap, not spaces: a selection copies it whole. */}
                <code className="wgt-profile__code wgt-twofa__key" data-testid="twofa-secret">
                  {secret.match(/.{1,4}/gu)?.map((group, i) => (
                    <span key={i}>{group}</span>
                  ))}
                </code>
                <CopyButton
                  text={secret}
                  label={t('settings.twoFa.copy')}
                  copiedLabel={t('settings.twoFa.copied')}
                  what={t('settings.twoFa.secret')}
                />
              </div>
            </div>
          )}
        </LoadView>
      </li>
      <li>{t('settings.twoFa.step3')}</li>
    </ol>
  );
}
