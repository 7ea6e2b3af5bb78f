import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';

/**
 * Leaving a sandbox form for the page its payment sends the customer to (replacing this one);
 * `isLeaving` from then on, so nothing is clicked twice meanwhile.
 */
export function useLeaveForNextPath() {
  const navigate = useNavigate();
  const [isLeaving, setLeaving] = useState(false);
  const leave = (result: { nextPath: string }) => {
    setLeaving(true);
    void navigate(result.nextPath, { replace: true });
  };
  return { isLeaving, leave };
}

/**
 * A sandbox form's two buttons: submit (`submitLabel`, busy while `isSubmitting`) and give up
 * (`cancelLabel`, busy while `isCancelling`); neither acts while `isBusy`.
 */
export function SandboxFormButtons({
  isBusy,
  isSubmitting,
  submitLabel,
  isCancelling,
  cancelLabel,
  onCancel,
}: {
  isBusy: boolean;
  isSubmitting: boolean;
  submitLabel: string;
  isCancelling: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <Button type="submit" size="lg" block aria-disabled={isBusy || undefined} aria-busy={isSubmitting || undefined}>
        {submitLabel}
      </Button>
      <Button
        variant="ghost"
        block
        aria-disabled={isBusy || undefined}
        aria-busy={isCancelling || undefined}
        onClick={() => {
          if (!isBusy) onCancel();
        }}
      >
        {cancelLabel}
      </Button>
    </>
  );
}
