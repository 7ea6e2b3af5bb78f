import { Icon } from '~/components/ui/icon';
import '~/components/ui/icon-button.css';
import { useT } from '~/i18n';
import type { TFenceImage } from '../fence-draft';

/** One fence image: its preview and name, whether it is saved or waits for the next save to upload it, and Remove. */
export function FenceImageItem({ image, onRemove }: { image: TFenceImage; onRemove: () => void }) {
  const t = useT();
  return (
    <li className="fence-item" data-testid="fence-image">
      {image.url ? <img className="fence-item__thumb" src={image.url} alt="" width={96} height={40} /> : null}
      <span className="fence-item__text">
        <span className="fence-item__name">{image.name}</span>
        <span className="meta-text">{t(image.file ? 'animation.fence.pending' : 'animation.fence.savedImage')}</span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('animation.fence.remove', { name: image.name })}
        onClick={onRemove}
      >
        <Icon name="trash" size={16} />
      </button>
    </li>
  );
}
