import { useT } from '../../shared/runtime/context';
import { currentStatus, nextStatus, PROGRESS_COUNT, progressPercent } from './referral-status';
import type { ReferralData } from './use-referral';
import { Image } from '../../shared/ui/image';
import { cabinetReferral } from './referral.messages';

/** Donat: the current status (lastStatus or the first), cashback, progress to the next one, and the ladder. */
export function ReferralDonat({ data }: { data: ReferralData }) {
  const { t } = useT(cabinetReferral);
  const current = currentStatus(data.statuses, data.lastStatus);
  const next = nextStatus(data.statuses, current);
  const count = data.stats[PROGRESS_COUNT];
  return (
    <div className="wgt-referral__donat">
      {current && (
        <div className="wgt-status-card" data-testid="current-status">
          {current.imageName && (
            <Image className="wgt-status-card__image" src={current.imageName} alt="" width="96" height="96" />
          )}
          <div>
            <p className="wgt-profile__label">{t('referral.current')}</p>
            <p className="wgt-status-card__name">
              <bdi>{current.name}</bdi>
            </p>
            <p className="wgt-status-card__cashback">{t('referral.cashback', { percent: current.cashBackPercent })}</p>
          </div>
        </div>
      )}
      {next ? (
        <div className="wgt-status-next" data-testid="next-status">
          <p>
            {t('referral.next', {
              name: next.name,
              count: Math.min(count, next.referralsAmountFrom),
              target: next.referralsAmountFrom,
            })}
          </p>
          <progress
            className="wgt-progress"
            max={100}
            value={progressPercent(count, next.referralsAmountFrom)}
            aria-label={next.name}
          />
        </div>
      ) : (
        <p className="wgt-status-next" data-testid="next-status">
          {t('referral.top')}
        </p>
      )}
      <h2 className="wgt-referral__heading">{t('referral.statuses')}</h2>
      <ol className="wgt-status-list">
        {data.statuses.map((s) => (
          <li
            key={s.name}
            className={`wgt-status-list__item${s.name === current?.name ? ' wgt-status-list__item--current' : ''}`}
            aria-current={s.name === current?.name ? 'true' : undefined}
          >
            <bdi className="wgt-status-list__name">{s.name}</bdi>
            <span>
              {s.referralsAmountTo != null
                ? t('referral.rangeTo', { from: s.referralsAmountFrom, to: s.referralsAmountTo })
                : t('referral.range', { from: s.referralsAmountFrom })}
            </span>
            <span>{t('referral.cashback', { percent: s.cashBackPercent })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
