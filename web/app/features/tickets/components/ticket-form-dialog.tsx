import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextField } from '~/components/ui/text-field';
import { apiClient } from '~/lib/api/api-client';
import { whileSignedIn } from '~/lib/query/query-client';
import { useI18n } from '~/i18n';
import { useForm, type TFieldValidator } from '~/lib/forms/use-form';
import { showToast } from '~/lib/ui-state/toast-store';
import { useRootData } from '~/root-data';
import { customerInfoQuery } from '../api/customer-status';
import { useAddTicketMutation, useReplyTicketMutation } from '../api/ticket-mutations';
import { ticketTypesQuery } from '../api/ticket-types';
import { draftKey, readDraft, removeDraft, saveDraft } from '../ticket-draft';
import {
  canChooseUrgency,
  CONTENT_MAX,
  submitToastKey,
  URGENCY_CHOICES,
  validateTicketContent,
  validateTicketEmail,
  validateTicketName,
  type TTicketFieldName,
  type TTicketValues,
} from '../ticket-form';
import { describeOrigin } from '../ticket-origin';
import { closeTicketPopup, showTicketCreated, type TReplyTarget } from '../ticket-popup-store';
import { AttachmentPicker, type TAttachmentState } from './attachment-picker';
import { SelectField, TextAreaField } from './ticket-fields';

type TProps = { replyTo: TReplyTarget | null; presetTypeId?: number };

const CREATE_RULES: Partial<Record<TTicketFieldName, TFieldValidator<TTicketFieldName>>> = {
  name: validateTicketName,
  email: validateTicketEmail,
  content: validateTicketContent,
};
const REPLY_RULES: Partial<Record<TTicketFieldName, TFieldValidator<TTicketFieldName>>> = {
  content: validateTicketContent,
};

/**
 * The ticket popup (SPEC 2, 4, 5): a new ticket (type, name, email, message, urgency when allowed)
 * or a reply (email, name and type read-only). The fields are kept as a draft per user in local
 * storage, restored when it opens again and removed once sent.
 */
export function TicketFormDialog({ replyTo, presetTypeId }: TProps) {
  const { t, lang } = useI18n();
  const user = useRootData()?.user ?? null;
  const storageKey = replyTo
    ? `${draftKey(user?.userId ?? null)}.reply.${replyTo.ticketId}`
    : draftKey(user?.userId ?? null);
  const types = useQuery({ ...ticketTypesQuery.options(apiClient, { query: { lang } }), enabled: !replyTo });
  const customer = useQuery({ ...customerInfoQuery.options(), enabled: whileSignedIn(user !== null && !replyTo) });
  const addTicket = useAddTicketMutation();
  const [attachments, setAttachments] = useState<TAttachmentState>({ keys: [], isUploading: false });
  const replyTicket = useReplyTicketMutation();

  const initial = useMemo((): TTicketValues => {
    const draft = readDraft(storageKey);
    return {
      typeId: presetTypeId !== undefined ? String(presetTypeId) : (draft.typeId ?? ''),
      name: replyTo?.name ?? draft.name ?? '',
      email: replyTo?.email ?? user?.email ?? draft.email ?? '',
      content: draft.content ?? '',
      urgency: draft.urgency ?? String(URGENCY_CHOICES[0]),
    };
    // The draft is read once, when the popup opens.
  }, []);
  const form = useForm<TTicketFieldName>(initial, replyTo ? REPLY_RULES : CREATE_RULES);
  const { values, setValue } = form;

  // The default type once the list arrives, unless a draft or the opener chose one that exists.
  const typeList = types.data ?? [];
  useEffect(() => {
    if (typeList.length === 0 || typeList.some((type) => String(type.typeId) === values.typeId)) return;
    const preferred = typeList.find((type) => type.isDefault) ?? typeList[0];
    if (preferred) setValue('typeId', String(preferred.typeId));
  }, [typeList, values.typeId, setValue]);

  // A signed-in customer's name comes with their account, unless the draft already has one.
  const accountName = customer.data?.name ?? '';
  useEffect(() => {
    if (accountName && values.name === '') setValue('name', accountName);
    // Only when the account's name arrives: clearing the field later must stay possible.
  }, [accountName]);

  const isFirstSave = useRef(true);
  useEffect(() => {
    if (isFirstSave.current) {
      isFirstSave.current = false;
      return;
    }
    saveDraft(storageKey, values);
  }, [storageKey, values]);

  const showsUrgency =
    !replyTo &&
    user !== null &&
    canChooseUrgency(Number(values.typeId), customer.data?.customer.cooperationStatus ?? null);
  const isPending = addTicket.isPending || replyTicket.isPending || attachments.isUploading;
  const rules = replyTo ? REPLY_RULES : CREATE_RULES;

  const submit = (sent: TTicketValues) => {
    if (attachments.isUploading) return;
    if (replyTo) {
      const ref = replyTo.isByCode ? { ticketCode: replyTo.ticketCode } : { ticketId: replyTo.ticketId };
      replyTicket.mutate(
        { ...ref, content: sent.content, attachment: attachments.keys },
        {
          onSuccess: () => {
            removeDraft(storageKey);
            closeTicketPopup();
            showToast(t('tickets.form.submitted'), 'success');
          },
        },
      );
      return;
    }
    addTicket.mutate(
      {
        email: sent.email,
        name: sent.name,
        content: sent.content,
        type: { typeId: Number(sent.typeId) },
        urgency: showsUrgency ? (Number(sent.urgency) as 1 | 2) : 0,
        attachment: attachments.keys,
        lang,
        ...describeOrigin(navigator.userAgent, window.location.href),
      },
      {
        onSuccess: (added) => {
          removeDraft(storageKey);
          showTicketCreated(added.ticketCode);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    const hasErrors = (Object.keys(rules) as TTicketFieldName[]).some(
      (name) => rules[name]?.(values[name], values) !== null,
    );
    if (hasErrors)
      showToast(t(replyTo ? 'tickets.form.fillIn' : (submitToastKey(values.email) ?? 'tickets.form.fillIn')));
    form.handleSubmit(submit)(event);
  };

  const title = replyTo ? t('tickets.popup.replyTitle', { code: replyTo.ticketCode }) : t('tickets.popup.createTitle');
  const formId = 'ticket-form';
  return (
    <Dialog
      isOpen
      onClose={closeTicketPopup}
      title={title}
      size="lg"
      hasCloseButton
      className="ticket-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={closeTicketPopup}>
            {t('tickets.form.cancel')}
          </Button>
          <Button type="submit" form={formId} isBusy={isPending}>
            {t('tickets.form.submit')}
          </Button>
        </>
      }
    >
      {!replyTo ? <p className="ticket-dialog__intro">{t('tickets.popup.intro')}</p> : null}
      {!user && !replyTo ? (
        <Alert tone="info">
          {t('tickets.popup.loginNudge')}{' '}
          <Link to={`/auth/login?lang=${lang}`} onClick={closeTicketPopup}>
            {t('tickets.popup.login')}
          </Link>{' '}
          ·{' '}
          <Link to={`/auth/register?lang=${lang}`} onClick={closeTicketPopup}>
            {t('tickets.popup.register')}
          </Link>
        </Alert>
      ) : null}
      {types.isError ? <Alert tone="error">{t('tickets.popup.typesFailed')}</Alert> : null}
      <form id={formId} className="ticket-form" noValidate onSubmit={onSubmit}>
        {replyTo ? (
          <TextField label={t('tickets.form.type')} value={replyTo.typeName} onValueChange={() => {}} readOnly />
        ) : (
          <SelectField
            label={t('tickets.form.type')}
            value={values.typeId}
            onValueChange={(value) => setValue('typeId', value)}
            options={typeList.map((type) => ({ value: String(type.typeId), label: type.typeName }))}
            name="typeId"
            data-autofocus
          />
        )}
        <div className="ticket-form__pair">
          <TextField
            label={t('tickets.form.name')}
            {...form.field('name')}
            readOnly={replyTo !== null}
            autoComplete="name"
            maxLength={50}
          />
          <TextField
            label={t('tickets.form.email')}
            type="email"
            {...form.field('email')}
            readOnly={replyTo !== null || user !== null}
            autoComplete="email"
          />
        </div>
        {showsUrgency ? (
          <SelectField
            label={t('tickets.form.urgency')}
            value={values.urgency}
            onValueChange={(value) => setValue('urgency', value)}
            options={URGENCY_CHOICES.map((level) => ({
              value: String(level),
              label: t(`tickets.form.urgency.${level}`),
            }))}
            name="urgency"
          />
        ) : null}
        <TextAreaField
          label={t('tickets.form.message')}
          {...form.field('content')}
          rows={7}
          maxLength={CONTENT_MAX}
          data-autofocus={replyTo ? true : undefined}
          hint={
            <span className="ticket-form__counter" aria-live="off">
              {t('tickets.form.counter', { count: values.content.length })}
            </span>
          }
        />
        <AttachmentPicker onChange={setAttachments} />
      </form>
    </Dialog>
  );
}
