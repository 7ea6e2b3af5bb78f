import { LoadFailed } from '~/components/feedback/load-failed';
import { Badge, type TBadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { CardsTable, LabelledCell } from '~/components/ui/data-table';
import { Icon } from '~/components/ui/icon';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useTimeZone } from '~/lib/language/use-time-zone';
import { showToast } from '~/lib/ui-state/toast-store';
import { webhookConfigQuery } from '../api/get-webhook-config';
import { useQueueDeliveryMutation, useWebhookDeliveries, type TWebhookDelivery } from '../api/webhook-deliveries';
import { formatDeliveryTime } from '../webhook-format';

const COLUMNS: readonly TMessageKey[] = [
  'webhooks.col.created',
  'webhooks.col.event',
  'webhooks.col.status',
  'webhooks.col.attempts',
  'webhooks.col.answer',
  'webhooks.col.next',
  'webhooks.col.actions',
];

const STATUS_TONES: Record<TWebhookDelivery['status'], TBadgeTone> = {
  pending: 'neutral',
  delivered: 'accent',
  failed: 'hot',
};

/**
 * The delivery log: the last 50, newest first, each with its status in colour and words, attempts,
 * the receiver's last answer and the next attempt; Replay on each of the last 7 days, Send test
 * above. One card per delivery on phones.
 */
export function DeliveryLogPanel() {
  const { t, lang } = useI18n();
  const timeZone = useTimeZone();
  const hasEndpoint = Boolean(webhookConfigQuery.use().data?.endpoint);
  const log = useWebhookDeliveries();
  const queue = useQueueDeliveryMutation();
  const deliveries = log.data?.deliveries ?? [];
  const time = (value: string) => formatDeliveryTime(value, lang, timeZone);

  const send = (replayOf: string | null) => {
    if (queue.isPending) return;
    queue.mutate(replayOf, {
      onSuccess: () => showToast(t(replayOf ? 'webhooks.replayed' : 'webhooks.log.testQueued'), 'success'),
    });
  };

  return (
    <Panel
      id="webhook-deliveries"
      title={t('webhooks.log.title')}
      description={t('webhooks.log.description')}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={() => void log.refetch()} aria-busy={log.isFetching || undefined}>
            <Icon name="refresh" size={16} />
            {t('webhooks.log.refresh')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasEndpoint}
            aria-disabled={queue.isPending || undefined}
            onClick={() => send(null)}
          >
            <Icon name="play" size={16} />
            {t('webhooks.log.sendTest')}
          </Button>
        </>
      }
    >
      {log.isError ? <LoadFailed error={log.error} /> : null}
      {log.data && deliveries.length === 0 ? (
        <p className="empty-state empty-state--compact">{t('webhooks.log.none')}</p>
      ) : null}
      {deliveries.length > 0 ? (
        <CardsTable className="webhook-log" testId="webhook-log" caption="webhooks.log.caption" columns={COLUMNS}>
          {deliveries.map((delivery) => (
            <tr key={delivery.deliveryId} role="row" data-testid="webhook-delivery">
              <th scope="row" role="rowheader" className="webhook-log__time">
                <time dateTime={delivery.createdAt}>{time(delivery.createdAt)}</time>
              </th>
              <LabelledCell label={t('webhooks.col.event')}>
                <span className="webhook-log__event">
                  {delivery.kind === 'score' ? null : (
                    <Badge tone="neutral">
                      {t(delivery.kind === 'test' ? 'webhooks.kind.test' : 'webhooks.kind.replay')}
                    </Badge>
                  )}
                  {/* A test tells nothing but that it is one: its badge says so. */}
                  {delivery.kind === 'test' ? null : <code>{delivery.summary}</code>}
                </span>
              </LabelledCell>
              <LabelledCell label={t('webhooks.col.status')}>
                <Badge tone={STATUS_TONES[delivery.status]}>{t(`webhooks.status.${delivery.status}`)}</Badge>
              </LabelledCell>
              <LabelledCell label={t('webhooks.col.attempts')} className="webhook-log__num">
                {delivery.attempts}
              </LabelledCell>
              <LabelledCell label={t('webhooks.col.answer')}>
                <span className="webhook-log__answer">
                  {delivery.lastStatus !== null ? <code>HTTP {delivery.lastStatus}</code> : null}
                  {delivery.lastError && delivery.lastError !== `The receiver answered HTTP ${delivery.lastStatus}` ? (
                    <span className="meta-text">{delivery.lastError}</span>
                  ) : delivery.attempts > 0 && delivery.lastStatus === null ? (
                    <span className="meta-text">{t('webhooks.noAnswer')}</span>
                  ) : null}
                </span>
              </LabelledCell>
              <LabelledCell label={t('webhooks.col.next')}>
                {delivery.nextAttemptAt ? (
                  <time dateTime={delivery.nextAttemptAt}>{time(delivery.nextAttemptAt)}</time>
                ) : (
                  '—'
                )}
              </LabelledCell>
              <LabelledCell label={t('webhooks.col.actions')}>
                {delivery.canReplay ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-disabled={queue.isPending || undefined}
                    onClick={() => send(delivery.deliveryId)}
                  >
                    {t('webhooks.replay')}
                    <span className="visually-hidden">
                      {' '}
                      {t('webhooks.replayName', { time: time(delivery.createdAt) })}
                    </span>
                  </Button>
                ) : null}
              </LabelledCell>
            </tr>
          ))}
        </CardsTable>
      ) : null}
    </Panel>
  );
}
