import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { PageHeader } from '~/components/ui/panel';
import { TextField } from '~/components/ui/text-field';
import { useI18n } from '~/i18n';
import { useState } from 'react';

/** The direct view without a code: asks for one (the code is what lets a visitor see a ticket). */
export function TicketCodeForm() {
  const { t, lang } = useI18n();
  const [code, setCode] = useState('');
  return (
    <>
      <PageHeader title={t('tickets.direct.title')} subtitle={t('tickets.direct.text')} />
      <Form method="get" className="ticket-code-form surface">
        <input type="hidden" name="lang" value={lang} />
        <TextField
          label={t('tickets.code')}
          name="ticketCode"
          value={code}
          onValueChange={setCode}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={22}
        />
        <Button type="submit">{t('tickets.direct.submit')}</Button>
      </Form>
    </>
  );
}
