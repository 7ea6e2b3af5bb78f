import { Icon, type TIconName } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import './billing.css';

type TChoice<TValue extends string> = { value: TValue; label: TMessageKey; note: TMessageKey; icon?: TIconName };

/**
 * One of a few choices (how to pay, what the sandbox wallet does): native radios, so arrow keys move
 * between them, each a whole clickable card with its label, a note and maybe an icon. The legend
 * shows as the card's title, or is only read out (`isLegendHidden`) where a heading already says it.
 */
export function ChoiceCards<TValue extends string>({
  name,
  legend,
  isLegendHidden = false,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  isLegendHidden?: boolean;
  choices: readonly TChoice<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="pay-methods">
      <legend className={isLegendHidden ? 'visually-hidden' : 'billing-card__title'}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="pay-method" data-selected={value === choice.value || undefined}>
          <input
            className="pay-method__radio"
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.icon ? (
            <span className="pay-method__icon tone-info" aria-hidden="true">
              <Icon name={choice.icon} size={20} />
            </span>
          ) : null}
          <span>
            <strong>{t(choice.label)}</strong>
            <span className="meta-text pay-method__note">{t(choice.note)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
