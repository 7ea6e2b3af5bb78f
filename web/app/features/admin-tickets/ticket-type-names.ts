import { ticketTypesQuery } from '~/features/tickets';
import { useI18n } from '~/i18n';

type TTypeRef = { typeId: number; typeName: string };

/**
 * The ticket types in the reader's language. Staff answers name a ticket's type in English (the
 * ticket service's back-office language), so the pages name it again from this list.
 */
export function useTicketTypeNames() {
  const { lang } = useI18n();
  const types = ticketTypesQuery.use({ query: { lang } });
  const nameOf = (type: TTypeRef) =>
    types.data?.find((known) => known.typeId === type.typeId)?.typeName ?? type.typeName;
  return { types: types.data, nameOf };
}
