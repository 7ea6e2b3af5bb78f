import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ZAttachment } from '@matchwire/contracts/ticket/ticket';
import { apiClient } from '~/lib/api/api-client';
import { useI18n } from '~/i18n';
import { formatFileSize } from '../file-size';

type TAttachment = z.output<typeof ZAttachment>;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The file's bytes through a URL signed now (every /api call is signed and sent with X-Requested-With). */
function fetchAttachment(key: string, ticketCode: string | undefined) {
  return apiClient.download('GET /api/ticket/attachment', { query: { key, ticketCode } });
}

/**
 * One attachment of a ticket's message: a button that fetches it (signed at click time; the direct
 * view passes the ticket's code) and saves it under its name; a PNG, JPEG or GIF also shows a thumbnail.
 */
export function AttachmentLink({ file, ticketCode }: { file: TAttachment; ticketCode?: string }) {
  const { t } = useI18n();
  const [thumbUrl, setThumbUrl] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isImage = IMAGE_TYPES.has(file.contentType);

  useEffect(() => {
    if (!isImage) return;
    let url: string | null = null;
    let isCurrent = true;
    fetchAttachment(file.key, ticketCode).then(
      ({ blob }) => {
        if (!isCurrent) return;
        url = URL.createObjectURL(blob);
        setThumbUrl(url);
      },
      () => {},
    );
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.key, ticketCode, isImage]);

  const save = async () => {
    setBusy(true);
    try {
      const { blob } = await fetchAttachment(file.key, ticketCode);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="ticket-attachment">
      {thumbUrl ? <img src={thumbUrl} alt="" className="ticket-attachments__thumb" width={48} height={48} /> : null}
      <button
        type="button"
        className="ticket-attachment__link"
        onClick={() => void save()}
        aria-busy={isBusy || undefined}
        aria-label={t('tickets.detail.download', { name: file.fileName })}
      >
        {file.fileName}
      </button>{' '}
      <span className="ticket-message__size">({formatFileSize(file.size)})</span>
    </span>
  );
}
