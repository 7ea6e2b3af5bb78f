import type { Route } from './+types/mailbox';
import { Container } from '~/components/ui/container';
import { PageHeader } from '~/components/ui/panel';
import { MailboxView } from '~/features/dev-mailbox/components/mailbox-view';
import { useT } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.mailbox.title');

/** /dev/mailbox: what the notification service "sent" in the embedded `npm start` (mailbox transport). */
export default function DevMailboxPage() {
  const t = useT();
  return (
    <Container className="dev-mailbox-page">
      <PageHeader title={t('dev.mailbox.title')} subtitle={t('dev.mailbox.subtitle')} />
      <MailboxView />
    </Container>
  );
}
