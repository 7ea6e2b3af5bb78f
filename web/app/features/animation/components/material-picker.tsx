import type { TMaterial } from '@matchwire/contracts/animation/config';
import type { TMaterialType } from '@matchwire/contracts/animation/fields';
import { useT } from '~/i18n';
import { MaterialSwatch } from './material-swatch';

/**
 * The materials of one type as radio cards (native radios, so arrow keys move between them), each
 * with its swatch, name and description; the fieldset's legend names the type.
 */
export function MaterialPicker({
  type,
  materials,
  chosenId,
  onChoose,
  name,
}: {
  type: TMaterialType;
  materials: readonly TMaterial[];
  chosenId: number;
  onChoose: (materialId: number) => void;
  /** The radio group's name, unique on the page. */
  name: string;
}) {
  const t = useT();
  return (
    <fieldset className="material-picker">
      <legend className="material-picker__legend">{t(`animation.materialType.${type}`)}</legend>
      {materials.length === 0 ? (
        <p className="meta-text">{t('animation.materials.none')}</p>
      ) : (
        <div className="material-picker__options">
          {materials.map((material) => (
            <label
              key={material.materialId}
              className="material-card"
              data-selected={material.materialId === chosenId || undefined}
            >
              <input
                className="material-card__radio"
                type="radio"
                name={name}
                value={material.materialId}
                checked={material.materialId === chosenId}
                onChange={() => onChoose(material.materialId)}
              />
              <MaterialSwatch style={material.style} />
              <span className="material-card__text">
                <strong className="material-card__name">{material.name}</strong>
                <span className="material-card__description meta-text">{material.description}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
