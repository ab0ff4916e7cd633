import { useT } from '../../../shared/runtime/context';
import { donate } from '../messages';
import { useUid } from '../../../shared/ui/use-uid';
import { Image } from '../../../shared/ui/image';

export interface PaymentGroupData {
  title?: string | null;
  methods: readonly { name: string; title?: string | null; image?: string | null }[];
}

/** A radio group of every payment method, grouped under the group's title; each shows its logo or a card mark. */
export function PaymentMethods({
  groups,
  value,
  onChange,
}: {
  groups: readonly PaymentGroupData[];
  value: string;
  onChange: (name: string) => void;
}) {
  const { t } = useT(donate);
  const uid = useUid();
  return (
    <fieldset className="wgt-donate__methods">
      <legend className="wgt-field__label">{t('donate.methods')}</legend>
      {groups.map((group, g) => (
        <div
          key={g}
          className="wgt-donate__method-group"
          role="group"
          aria-labelledby={group.title ? `${uid}-group-${g}` : undefined}
        >
          {group.title && (
            <h3 id={`${uid}-group-${g}`} className="wgt-donate__method-title">
              <bdi>{group.title}</bdi>
            </h3>
          )}
          {group.methods.map((m) => (
            <label key={m.name} className={`wgt-donate__method${m.name === value ? ' wgt-donate__method--on' : ''}`}>
              <input
                type="radio"
                className="wgt-radio"
                name={`${uid}-method`}
                value={m.name}
                checked={m.name === value}
                onChange={() => onChange(m.name)}
              />
              {m.image ? (
                <Image src={m.image} alt="" width="24" height="24" />
              ) : (
                // No logo from the API: one neutral card mark (two letters told Bitcoin and Binance Coin apart badly).
                <svg className="wgt-donate__badge" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d="M3 6h18v12H3zM3 10h18M6 15h5" />
                </svg>
              )}
              <bdi>{m.title || m.name}</bdi>
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
