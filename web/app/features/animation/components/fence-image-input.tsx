import type { ChangeEvent, Ref } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { showToast } from '~/lib/ui-state/toast-store';
import { checkFenceImage, FENCE_IMAGE_ACCEPT } from '../fence-image';

/**
 * A file picker that looks like a button (the input stays focusable and named by its label): a
 * picked file is checked (SPEC texts 'please select upload file', 'Unsupported file', 'Image cant
 * not exceed 2M'), refused with a toast and `onRefused`, or handed to `onFile`.
 */
export function FenceImageInput({
  label,
  describedBy,
  disabled = false,
  onFile,
  onRefused,
  inputRef,
}: {
  label: string;
  describedBy: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRefused: (text: string) => void;
  /** Where focus goes once an image of the group is removed. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const refusal = checkFenceImage(file);
    if (refusal || !file) {
      const text = t(refusal ?? 'animation.fence.none');
      showToast(text);
      onRefused(file ? `${file.name}: ${text}` : text);
      return;
    }
    onFile(file);
  };
  return (
    <label className="btn btn--secondary btn--sm fence-input" data-disabled={disabled || undefined}>
      <Icon name="arrowUp" size={16} />
      {label}
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        accept={FENCE_IMAGE_ACCEPT}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={onChange}
      />
    </label>
  );
}
