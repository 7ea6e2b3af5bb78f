import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/i18n';

function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * SPEC 9: another e-mail may be asked for 2 minutes after the last one. Shows a countdown
 * until `availableAt` (epoch ms), then the Resend button.
 */
export function ResendCountdown({
  availableAt,
  isPending,
  onResend,
}: {
  availableAt: number;
  isPending: boolean;
  onResend: () => void;
}) {
  const t = useT();
  // The clock is read only in the browser, so the server renders no time that could mismatch.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return <p className="auth-resend" aria-hidden="true" />;
  const remaining = availableAt - now;
  if (remaining > 0) {
    return (
      <p className="auth-resend" data-testid="resend-countdown">
        {t('auth.resend.wait', { time: formatRemaining(remaining) })}
      </p>
    );
  }
  return (
    <p className="auth-resend">
      <Button variant="ghost" onClick={onResend} disabled={isPending} aria-busy={isPending}>
        {t('auth.resend.button')}
      </Button>
    </p>
  );
}

/** The contract answers `resendAvailableAt` as an ISO time or epoch ms; two minutes from now if missing. */
export function toAvailableAt(value: string | number | null | undefined): number {
  const at = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  return Number.isFinite(at) ? at : Date.now() + 2 * 60 * 1000;
}
