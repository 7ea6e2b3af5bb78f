import { ticketAttachmentPrefix, ticketLimits, ticketTexts } from '@matchwire/contracts/ticket/fields';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { ApiError } from '~/lib/api/api-error';
import { apiClient } from '~/lib/api/api-client';
import { errorText } from '~/lib/language/error-text';
import { showToast } from '~/lib/ui-state/toast-store';
import { useRootData } from '~/root-data';
import { ATTACHMENT_ACCEPT, checkAttachment } from '../ticket-form';
import { formatFileSize } from '../file-size';

type TItem = { id: string; file: File; previewUrl: string | null; key: string | null };

/** What the form sends: the keys of the uploaded files, and whether an upload is still running. */
export type TAttachmentState = { keys: string[]; isUploading: boolean };

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The server's refusals (SPEC 5) in the page's language; any other failure in the catalogue's words. */
const REFUSAL_KEYS: Record<string, TMessageKey> = {
  [ticketTexts.unsupportedFile]: 'tickets.file.unsupported',
  [ticketTexts.fileTooLarge]: 'tickets.file.tooLarge',
  [ticketTexts.noFile]: 'tickets.file.none',
};

/** SPEC 7's proposed key, `silk/ticket/<hash>_<timestamp>_<name>`; the server names the file itself. */
function proposedKey(file: File): string {
  const hash = crypto.randomUUID().replace(/-/g, '').slice(0, 16);
  return `${ticketAttachmentPrefix}/${hash}_${Date.now()}_${file.name.slice(-100)}`;
}

/**
 * The ticket form's attachments (SPEC 5): each chosen file is checked, then uploaded at once;
 * images show a thumbnail, other files an icon, name and size; each can be removed; at most 8.
 * Upload progress is announced in a live region.
 */
export function AttachmentPicker({ onChange }: { onChange: (state: TAttachmentState) => void }) {
  const { t } = useI18n();
  const uploadToken = useRootData()?.nav.systemConfig.uploadToken ?? '';
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [items, setItems] = useState<TItem[]>([]);
  const [uploading, setUploading] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const max = ticketLimits.attachmentsDefaultMax;

  useEffect(() => {
    onChange({ keys: items.flatMap((item) => (item.key ? [item.key] : [])), isUploading: uploading.length > 0 });
  }, [items, uploading]);

  // Thumbnails' object URLs are released when the form goes away.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const upload = async (file: File) => {
    const id = crypto.randomUUID();
    setUploading((names) => [...names, id]);
    setStatus(t('tickets.form.uploading', { name: file.name }));
    try {
      const answer = await apiClient.call(
        'POST /api/ticket/upload',
        { body: { token: uploadToken, key: proposedKey(file) }, file },
        { isQuiet: true },
      );
      if (!answer?.key) throw new Error('Upload failure');
      const previewUrl = IMAGE_TYPES.has(file.type) ? URL.createObjectURL(file) : null;
      setItems((current) => [...current, { id, file, previewUrl, key: answer.key }]);
      setStatus(`${file.name} ✓`);
    } catch (error) {
      const refusal = error instanceof ApiError ? REFUSAL_KEYS[error.resultInfo] : undefined;
      const text =
        refusal !== undefined
          ? t(refusal)
          : error instanceof ApiError && error.resultCode !== null
            ? errorText(error, t)
            : t('tickets.file.uploadFailed');
      showToast(text);
      setStatus(`${file.name}: ${text}`);
    } finally {
      setUploading((ids) => ids.filter((other) => other !== id));
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) {
      showToast(t('tickets.file.none'));
      return;
    }
    let room = max - itemsRef.current.length - uploading.length;
    for (const file of files) {
      const refusal = checkAttachment(file);
      if (refusal) {
        showToast(t(refusal));
        setStatus(`${file.name}: ${t(refusal)}`);
        continue;
      }
      if (room <= 0) {
        showToast(t('tickets.file.tooMany', { max }));
        break;
      }
      room -= 1;
      void upload(file);
    }
  };

  const remove = (item: TItem) => {
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems((current) => current.filter((other) => other.id !== item.id));
    setStatus('');
  };

  const isFull = items.length + uploading.length >= max;
  return (
    <div className="field ticket-attachments">
      <label htmlFor={inputId} className="field__label">
        {t('tickets.form.attachments')}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={onPick}
        disabled={isFull}
        aria-describedby={hintId}
        aria-busy={uploading.length > 0 || undefined}
        className="ticket-attachments__input"
      />
      <p id={hintId} className="field__hint">
        {t('tickets.form.attachmentsHint', { max })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {items.length > 0 ? (
        <ul className="ticket-attachments__list">
          {items.map((item) => (
            <li key={item.id} className="ticket-attachments__item">
              {item.previewUrl ? (
                <img src={item.previewUrl} alt="" className="ticket-attachments__thumb" width={48} height={48} />
              ) : (
                <span className="ticket-attachments__icon" aria-hidden="true">
                  📄
                </span>
              )}
              <span className="ticket-attachments__name">{item.file.name}</span>
              <span className="ticket-attachments__size">{formatFileSize(item.file.size)}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => remove(item)}
                aria-label={t('tickets.form.removeFile', { name: item.file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
