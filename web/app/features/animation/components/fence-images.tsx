import { extraFenceImages, type TAnimType } from '@matchwire/contracts/animation/fields';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/i18n';
import type { TFenceImage } from '../fence-draft';
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
  return (
    <div className="fence-images">
      <p id={hintId} className="field__hint">
        {t('animation.fence.hint')}
      </p>
      <FenceImageGroup
        title={t('animation.fence.image')}
        images={image ? [image] : []}
        empty={t('animation.fence.noImage')}
        pickLabel={t(image ? 'animation.fence.replace' : 'animation.fence.pick')}
        describedBy={hintId}
        onPick={editor.setFenceImage}
        onRemove={editor.removeImage}
        onStatus={setStatus}
      />
      <FenceImageGroup
        title={t('animation.fence.extras')}
        count={
          <span className="pill count-pill" data-testid="fence-extras-count">
            {t('animation.fence.count', { count: extras.length, max })}
          </span>
        }
        images={extras}
        empty={t('animation.fence.noExtras')}
        pickLabel={isFull ? t('animation.fence.full', { max }) : t('animation.fence.add')}
        describedBy={hintId}
        isFull={isFull}
        onPick={editor.addExtraImage}
        onRemove={editor.removeImage}
        onStatus={setStatus}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/**
 * One group of fence images: its heading (with its `count`, if any), its images, each with Remove,
 * or `empty`, and its picker. `onStatus` announces what was picked or refused.
 */
function FenceImageGroup({
  title,
  count,
  images,
  empty,
  pickLabel,
  describedBy,
  isFull,
  onPick,
  onRemove,
  onStatus,
}: {
  title: string;
  count?: ReactNode;
  images: readonly TFenceImage[];
  empty: string;
  pickLabel: string;
  describedBy: string;
  isFull?: boolean;
  onPick: (file: File) => void;
  onRemove: (imageId: string) => void;
  onStatus: (text: string) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  // A removed image's button goes with it: focus moves to its group's picker.
  const remove = (imageId: string) => {
    onRemove(imageId);
    requestAnimationFrame(() => picker.current?.focus());
  };
  return (
    <div className="fence-images__group">
      <h3 className={count ? 'fence-images__title spread' : 'fence-images__title'}>
        {title}
        {count}
      </h3>
      {images.length > 0 ? (
        <ul className="fence-images__list">
          {images.map((image) => (
            <FenceImageItem key={image.id} image={image} onRemove={() => remove(image.id)} />
          ))}
        </ul>
      ) : (
        <p className="meta-text">{empty}</p>
      )}
      <FenceImageInput
        inputRef={picker}
        label={pickLabel}
        describedBy={describedBy}
        disabled={isFull}
        onFile={(file) => {
          onPick(file);
          onStatus(file.name);
        }}
        onRefused={onStatus}
      />
    </div>
  );
}
