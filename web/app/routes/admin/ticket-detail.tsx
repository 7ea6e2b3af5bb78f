import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/ticket-detail';
import { Button } from '~/components/ui/button';
import { staffTicketQuery, useStaffTicketAction, type TStaffAction } from '~/features/admin-tickets/api';
import { StaffActionForm, StaffChoice } from '~/features/admin-tickets/staff-action-form';
import { StaffError } from '~/features/admin-tickets/staff-error';
import { useTicketTypeNames } from '~/features/admin-tickets/ticket-type-names';
import '~/features/admin-tickets/admin-tickets.css';
import { Conversation } from '~/features/tickets/components/ticket-view';
import { TicketStatus } from '~/features/tickets/components/ticket-status';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.admin.ticket.title');

const CLOSE_REASONS = ['resolved', 'unable-resolved', 'invalid-consulting', 'other'] as const;
const PRIORITIES = ['normal', 'important'] as const;

/** /admin/tickets/:ticketId: the conversation (opening it marks it read for staff), its origin, the actions, the history. */
export default function AdminTicketDetail({ params }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const ticketId = params.ticketId;
  const detail = staffTicketQuery.use({ params: { ticketId } });
  const { types, nameOf } = useTicketTypeNames();
  const action = useStaffTicketAction(ticketId);
  const [done, setDone] = useState('');
  const [reply, setReply] = useState('');
  const [remark, setRemark] = useState('');
  const ticket = detail.data;
  const unread = ticket?.staffUnread ?? 0;

  useEffect(() => {
    if (unread > 0) action.mutate({ kind: 'read' });
    // Once per ticket with unread customer messages; the mutation object changes every render.
  }, [ticketId, unread > 0]);

  if (detail.isError) return <StaffError error={detail.error} />;
  if (!ticket) return null;

  const send = (staffAction: TStaffAction) => {
    setDone('');
    action.mutate(staffAction, {
      onSuccess: () => {
        setDone(t('admin.ticket.saved'));
        setReply('');
        setRemark('');
      },
    });
  };
  const actorName = (actor: string) => {
    if (actor.startsWith('staff:')) return t('admin.ticket.actor.staff', { id: actor.slice('staff:'.length) });
    if (actor === 'customer' || actor === 'visitor' || actor === 'system') return t(`admin.ticket.actor.${actor}`);
    return actor;
  };
  const origin: [string, string | null][] = [
    [t('admin.ticket.email'), ticket.email],
    [t('admin.ticket.name'), ticket.name],
    [t('admin.ticket.who'), ticket.userId ? t('admin.ticket.user', { id: ticket.userId }) : t('admin.ticket.visitor')],
    [t('admin.ticket.referer'), ticket.referer],
    [t('admin.ticket.ip'), ticket.ip],
    [t('admin.ticket.browser'), ticket.browser],
    [t('admin.ticket.device'), ticket.device],
  ];

  return (
    <article className="admin-ticket" aria-labelledby="admin-ticket-title">
      <Link to={`/admin/tickets?lang=${lang}`}>{t('admin.ticket.back')}</Link>
      <h1 id="admin-ticket-title">{t('tickets.detail.title', { code: ticket.ticketCode })}</h1>
      <p className="admin-ticket__bar">
        <TicketStatus status={ticket.status} /> {nameOf(ticket.type)} · {t(`admin.tickets.priority.${ticket.priority}`)}{' '}
        · {ticket.assignedStaffId ?? t('admin.tickets.unassigned')}
      </p>
      <div role="status" aria-live="polite" className="admin-ticket__result">
        {action.isError ? <StaffError error={action.error} /> : done}
      </div>
      <div className="admin-ticket__columns">
        <div>
          <Conversation ticket={ticket} />
          <StaffActionForm
            title={t('admin.ticket.reply')}
            submitLabel={t('admin.ticket.sendReply')}
            variant="primary"
            isBusy={action.isPending}
            onSend={() => send({ kind: 'reply', body: { content: reply, attachment: [] } })}
          >
            <label htmlFor="admin-reply">{t('admin.ticket.replyLabel')}</label>
            <textarea id="admin-reply" rows={5} value={reply} onChange={(event) => setReply(event.target.value)} />
          </StaffActionForm>
          <StaffActionForm
            title={t('admin.ticket.remark')}
            submitLabel={t('admin.ticket.addRemark')}
            isBusy={action.isPending}
            onSend={() => send({ kind: 'remark', body: { remark } })}
          >
            <label htmlFor="admin-remark">{t('admin.ticket.remarkLabel')}</label>
            <textarea id="admin-remark" rows={3} value={remark} onChange={(event) => setRemark(event.target.value)} />
          </StaffActionForm>
        </div>
        <div className="admin-ticket__side">
          <section aria-labelledby="admin-ticket-origin">
            <h2 id="admin-ticket-origin">{t('admin.ticket.origin')}</h2>
            <dl className="admin-ticket__origin">
              {origin.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
          <StaffActionForm
            title={t('admin.ticket.assign')}
            submitLabel={t('admin.ticket.assign')}
            onSend={(form) => send({ kind: 'assign', body: { staffId: String(form.get('staffId')).trim() } })}
          >
            <label htmlFor="admin-assign">{t('admin.ticket.staffId')}</label>
            <input id="admin-assign" name="staffId" required defaultValue={ticket.assignedStaffId ?? ''} />
          </StaffActionForm>
          <StaffActionForm
            title={t('admin.ticket.modify')}
            submitLabel={t('admin.ticket.save')}
            onSend={(form) =>
              send({
                kind: 'modify',
                body: {
                  typeId: Number(form.get('typeId')),
                  priority: form.get('priority') === 'important' ? 'important' : 'normal',
                },
              })
            }
          >
            <StaffChoice
              id="admin-type"
              name="typeId"
              label={t('admin.tickets.type')}
              defaultValue={ticket.type.typeId}
              options={(types ?? [ticket.type]).map((type) => ({ value: type.typeId, label: type.typeName }))}
            />
            <StaffChoice
              id="admin-priority"
              name="priority"
              label={t('admin.tickets.priority')}
              defaultValue={ticket.priority}
              options={PRIORITIES.map((priority) => ({
                value: priority,
                label: t(`admin.tickets.priority.${priority}`),
              }))}
            />
          </StaffActionForm>
          {ticket.status !== 4 ? (
            <>
              <Button
                variant="secondary"
                onClick={() =>
                  action.mutate({ kind: 'resolve' }, { onSuccess: () => setDone(t('admin.ticket.saved')) })
                }
              >
                {t('admin.ticket.resolve')}
              </Button>
              <StaffActionForm
                title={t('admin.ticket.close')}
                submitLabel={t('admin.ticket.close')}
                onSend={(form) =>
                  send({
                    kind: 'close',
                    body: {
                      closeReason: CLOSE_REASONS.find((reason) => reason === form.get('closeReason')) ?? 'other',
                    },
                  })
                }
              >
                <StaffChoice
                  id="admin-close"
                  name="closeReason"
                  label={t('admin.ticket.closeReason')}
                  defaultValue="resolved"
                  options={CLOSE_REASONS.map((reason) => ({
                    value: reason,
                    label: t(`tickets.closeReason.${reason}`),
                  }))}
                />
              </StaffActionForm>
            </>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="admin-ticket-history">
        <h2 id="admin-ticket-history">{t('admin.ticket.history')}</h2>
        <ol className="admin-ticket__history">
          {ticket.history.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{formatDate(entry.at, lang)}</time> · {t(`admin.ticket.op.${entry.operation}`)}{' '}
              · {actorName(entry.actor)}
              {entry.detail ? ` · ${entry.detail}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
