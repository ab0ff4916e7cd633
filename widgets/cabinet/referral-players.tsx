import { formatMoneyText } from '../../shared/i18n/format';
import { useServices } from '../../shared/runtime/context';
import { progressPercent, reachedCount } from './referral-status';
import type { ReferralData } from './use-referral';
import { Image } from '../../shared/ui/image';

/** Players: four statistics and the milestone ladder with progress bars (capped at 100 %). */
export function ReferralPlayers({ data }: { data: ReferralData }) {
  const { i18n } = useServices();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`referral.${key}`, params);
  const { stats, milestones } = data;
  const count = stats.activeReferral;
  const figures: [string, string][] = [
    ['active', i18n.number(stats.activeReferral)],
    ['awards', i18n.number(stats.userRewards)],
    // The API writes these as text ("5 $"): the page's one money format (issue 33).
    ['perPerson', formatMoneyText(i18n.locale, stats.rewardsAmount || '0 $')],
    ['earned', formatMoneyText(i18n.locale, stats.earnedFromReferralsSum || '0 $')],
  ];
  return (
    <div className="wgt-referral__players">
      <dl className="wgt-stats">
        {figures.map(([key, value]) => (
          <div key={key} className="wgt-stats__item">
            <dt>{t(key)}</dt>
            <dd data-testid={`stat-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="wgt-referral__heading">
        {t('milestones')}{' '}
        <span className="wgt-referral__counter" data-testid="milestones-reached">
          {t('reached', { reached: reachedCount(milestones, count), all: milestones.length })}
        </span>
      </h2>
      <ol className="wgt-milestones">
        {milestones.map((m) => {
          const percent = progressPercent(count, m.requiredReferralsAmount);
          const label = `${m.couponName}: ${i18n.tn('referral.needed', m.requiredReferralsAmount)}`;
          return (
            <li
              key={m.requiredReferralsAmount}
              className={`wgt-milestone${percent >= 100 ? ' wgt-milestone--done' : ''}`}
            >
              <Image className="wgt-milestone__image" src={m.imageName} alt="" width="64" height="64" loading="lazy" />
              <span className="wgt-milestone__name">{m.couponName}</span>
              <span className="wgt-milestone__need">
                {Math.min(count, m.requiredReferralsAmount)} / {i18n.tn('referral.needed', m.requiredReferralsAmount)}
              </span>
              <progress className="wgt-progress" max={100} value={percent} aria-label={label} data-percent={percent} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
