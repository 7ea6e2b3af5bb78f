import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useFieldCheck } from '~/lib/forms/use-field-check';
import { errorText } from '~/lib/language/error-text';
import { showToast } from '~/lib/ui-state/toast-store';
import { useUpdateUserInfoMutation } from '../api/update-user-info';

const NAME_MAX = 50;

/** Inline edit of the name (SPEC 5: required, at most 50 characters; Enter saves, Escape cancels). */
export function NameEditor({ name, validate }: { name: string; validate: (value: string) => TMessageKey | null }) {
  const t = useT();
  const update = useUpdateUserInfoMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const { error, setError, check } = useFieldCheck(validate);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);

  // Leaving edit mode puts focus back on the Edit button the form replaced.
  const cancel = () => {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  const save = () => {
    if (draft === null || update.isPending) return;
    if (!check(draft)) {
      inputRef.current?.focus();
      return;
    }
    update.mutate(draft.trim(), {
      onSuccess: () => {
        showToast(t('console.profile.nameSaved'), 'success');
        cancel();
      },
      onError: (failure) => {
        setError(errorText(failure, t));
        inputRef.current?.focus();
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') cancel();
  };

  if (draft === null) {
    return (
      <>
        <span className={name ? undefined : 'detail-list__muted'} data-testid="profile-name">
          {name || t('console.profile.noName')}
        </span>
        <Button ref={editRef} variant="ghost" size="sm" onClick={() => setDraft(name)}>
          {t('common.edit')}
        </Button>
      </>
    );
  }
  return (
    <form
      className="inline-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        ref={inputRef}
        label={t('console.profile.name')}
        hideLabel
        value={draft}
        onValueChange={(value) => {
          setDraft(value);
          if (error) check(value);
        }}
        onBlur={() => check(draft)}
        onKeyDown={onKeyDown}
        aria-required
        error={error}
        maxLength={NAME_MAX}
        autoFocus
        autoComplete="name"
        hint={`${draft.trim().length} / ${NAME_MAX}`}
      />
      <div className="inline-edit__actions">
        <Button
          type="submit"
          size="sm"
          aria-disabled={update.isPending || undefined}
          aria-busy={update.isPending || undefined}
        >
          {t('common.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
