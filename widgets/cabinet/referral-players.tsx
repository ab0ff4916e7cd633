import type { MessageKey } from '../../shared/i18n';
import { formatMoneyText } from '../../shared/i18n/format';
import { useServices, useT } from '../../shared/runtime/context';
import { PROGRESS_COUNT, progressPercent, reachedCount } from './referral-status';
import type { ReferralData } from './use-referral';
import { Image } from '../../shared/ui/image';
import { cabinetReferral } from './referral.messages';

/** Players: four statistics and the milestone ladder with progress bars (capped at 100 %). */
export function ReferralPlayers({ data }: { data: ReferralData }) {
  const { i18n } = useServices();
  const { t, tn } = useT(cabinetReferral);
  const { stats, milestones } = data;
  const count = stats[PROGRESS_COUNT];
  const figures: [string, MessageKey<typeof cabinetReferral>, string][] = [
    ['active', 'referral.active', i18n.number(stats.activeReferral)],
    ['awards', 'referral.awards', i18n.number(stats.userRewards)],
    // The API writes these as text ("5 $"): the page's one money format.
    ['perPerson', 'referral.perPerson', formatMoneyText(i18n.locale, stats.rewardsAmount || '0 $')],
    ['earned', 'referral.earned', formatMoneyText(i18n.locale, stats.earnedFromReferralsSum || '0 $')],
  ];
  return (
    <div className="wgt-referral__players">
      <dl className="wgt-stats">
        {figures.map(([key, text, value]) => (
          <div key={key} className="wgt-stats__item">
            <dt>{t(text)}</dt>
            <dd data-testid={`stat-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="wgt-referral__heading">
        {t('referral.milestones')}{' '}
        <span className="wgt-referral__counter" data-testid="milestones-reached">
          {t('referral.reached', { reached: reachedCount(milestones, count), all: milestones.length })}
        </span>
      </h2>
      <ol className="wgt-milestones">
        {milestones.map((m) => {
          const percent = progressPercent(count, m.requiredReferralsAmount);
          const label = `${m.couponName}: ${tn('referral.needed', m.requiredReferralsAmount)}`;
          return (
            <li
              key={m.requiredReferralsAmount}
              className={`wgt-milestone${percent >= 100 ? ' wgt-milestone--done' : ''}`}
            >
              <Image className="wgt-milestone__image" src={m.imageName} alt="" width="64" height="64" loading="lazy" />
              <span className="wgt-milestone__name">{m.couponName}</span>
              <span className="wgt-milestone__need">
                {Math.min(count, m.requiredReferralsAmount)} / {tn('referral.needed', m.requiredReferralsAmount)}
              </span>
              <progress className="wgt-progress" max={100} value={percent} aria-label={label} data-percent={percent} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
