import { Badge, type TBadgeTone } from '~/components/ui/badge';
import { useT } from '~/i18n';

const TONES: Record<1 | 2 | 3 | 4, TBadgeTone> = { 1: 'new', 2: 'sale', 3: 'accent', 4: 'neutral' };

/** SPEC enumerations: a submitted ticket (0) shows no label; resolved (3) reads 'Solved'. */
export function TicketStatus({ status }: { status: 0 | 1 | 2 | 3 | 4 }) {
  const t = useT();
  if (status === 0) return null;
  return <Badge tone={TONES[status]}>{t(`tickets.status.${status}`)}</Badge>;
}
