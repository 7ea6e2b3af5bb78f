import type { FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { useI18n } from '~/i18n';

/** The address's names of the queue's filters, in the order the form shows them. */
const FILTERS = ['status', 'typeId', 'assignedStaffId', 'urgency', 'priority', 'q'] as const;

type TOption = readonly [value: string | number, label: string];

/** A choice filter: "any" first, then its options; it starts at what the address holds. */
function FilterSelect({
  label,
  name,
  params,
  options,
}: {
  label: string;
  name: (typeof FILTERS)[number];
  params: URLSearchParams;
  options: readonly TOption[];
}) {
  const { t } = useI18n();
  return (
    <label>
      {label}
      <select name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{t('admin.tickets.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The staff queue's filter form; applying it hands the filled-in filters (trimmed, empty ones left out). */
export function QueueFilters({
  params,
  types,
  onApply,
}: {
  params: URLSearchParams;
  /** The ticket types to filter by, in the page's language. */
  types: ReadonlyArray<{ typeId: number; typeName: string }>;
  onApply: (filters: Array<[name: string, value: string]>) => void;
}) {
  const { t } = useI18n();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filled: Array<[string, string]> = [];
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) filled.push([name, value]);
    }
    onApply(filled);
  };

  return (
    <form className="admin-tickets__filters" role="search" aria-label={t('admin.tickets.filters')} onSubmit={onSubmit}>
      <FilterSelect
        label={t('admin.tickets.status')}
        name="status"
        params={params}
        options={([0, 1, 2, 3, 4] as const).map((status) => [status, t(`admin.tickets.status.${status}`)])}
      />
      <FilterSelect
        label={t('admin.tickets.type')}
        name="typeId"
        params={params}
        options={types.map((type) => [type.typeId, type.typeName])}
      />
      <label>
        {t('admin.tickets.assignee')}
        <input
          name="assignedStaffId"
          defaultValue={params.get('assignedStaffId') ?? ''}
          placeholder={t('admin.tickets.assigneeHint')}
        />
      </label>
      <FilterSelect
        label={t('admin.tickets.urgency')}
        name="urgency"
        params={params}
        options={([0, 1, 2] as const).map((urgency) => [urgency, t(`admin.tickets.urgency.${urgency}`)])}
      />
      <FilterSelect
        label={t('admin.tickets.priority')}
        name="priority"
        params={params}
        options={(['normal', 'important'] as const).map((priority) => [
          priority,
          t(`admin.tickets.priority.${priority}`),
        ])}
      />
      <label>
        {t('admin.tickets.words')}
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
      </label>
      <Button type="submit">{t('admin.tickets.apply')}</Button>
    </form>
  );
}
