import { extraFenceImages, type TAnimType } from '@matchwire/contracts/animation/fields';
import { useId, useRef, useState, type RefObject } from 'react';
import { useT } from '~/i18n';
import type { TAnimDraftState } from '../hooks/use-anim-draft';
import { FenceImageInput } from './fence-image-input';
import { FenceImageItem } from './fence-image-item';

/**
 * The fence image and the half-fence images (SPEC 9: football 10, basketball 2): pick, preview,
 * remove. Picked files stay in the page until Save uploads them; refusals are announced.
 */
export function FenceImages({ animType, editor }: { animType: TAnimType; editor: TAnimDraftState }) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState('');
  const { image, extras } = editor.draft;
  const max = extraFenceImages[animType];
  const isFull = extras.length >= max;
  const hintId = `${id}-hint`;
  const imageInput = useRef<HTMLInputElement>(null);
  const extrasInput = useRef<HTMLInputElement>(null);
  // A removed image's button goes with it: focus moves to its group's picker.
  const remove = (imageId: string, picker: RefObject<HTMLInputElement | null>) => {
    editor.removeImage(imageId);
    requestAnimationFrame(() => picker.current?.focus());
  };

  return (
    <div className="fence-images">
      <p id={hintId} className="field__hint">
        {t('animation.fence.hint')}
      </p>
      <div className="fence-images__group">
        <h3 className="fence-images__title">{t('animation.fence.image')}</h3>
        {image ? (
          <ul className="fence-images__list">
            <FenceImageItem image={image} onRemove={() => remove(image.id, imageInput)} />
          </ul>
        ) : (
          <p className="meta-text">{t('animation.fence.noImage')}</p>
        )}
        <FenceImageInput
          inputRef={imageInput}
          label={t(image ? 'animation.fence.replace' : 'animation.fence.pick')}
          describedBy={hintId}
          onFile={(file) => {
            editor.setFenceImage(file);
            setStatus(file.name);
          }}
          onRefused={setStatus}
        />
      </div>
      <div className="fence-images__group">
        <h3 className="fence-images__title spread">
          {t('animation.fence.extras')}
          <span className="pill count-pill" data-testid="fence-extras-count">
            {t('animation.fence.count', { count: extras.length, max })}
          </span>
        </h3>
        {extras.length > 0 ? (
          <ul className="fence-images__list">
            {extras.map((extra) => (
              <FenceImageItem key={extra.id} image={extra} onRemove={() => remove(extra.id, extrasInput)} />
            ))}
          </ul>
        ) : (
          <p className="meta-text">{t('animation.fence.noExtras')}</p>
        )}
        <FenceImageInput
          inputRef={extrasInput}
          label={isFull ? t('animation.fence.full', { max }) : t('animation.fence.add')}
          describedBy={hintId}
          disabled={isFull}
          onFile={(file) => {
            editor.addExtraImage(file);
            setStatus(file.name);
          }}
          onRefused={setStatus}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
