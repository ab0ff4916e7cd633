import { useT } from '../../shared/runtime/context';
import { Image } from '../../shared/ui/image';
import type { UserCaseDetail } from '../../shared/api/schemas/cases';
import { roulette } from './messages';

/** The case's picture, name, description and the copies left. */
export function CaseInfo({
  detail,
  titleId,
  remaining,
}: {
  detail: UserCaseDetail;
  titleId: string;
  remaining: number;
}) {
  const { tn } = useT(roulette);
  return (
    <section className="wgt-roulette__info" aria-labelledby={titleId}>
      <Image className="wgt-roulette__case-img" src={detail.case.imageName} alt="" width={120} height={120} />
      <div>
        <h2 className="wgt-roulette__title" id={titleId}>
          <bdi>{detail.case.name}</bdi>
        </h2>
        {detail.case.description && <p className="wgt-roulette__desc">{detail.case.description}</p>}
        <p className="wgt-roulette__remaining" data-remaining={remaining}>
          {tn('roulette.remaining', remaining)}
        </p>
      </div>
    </section>
  );
}
