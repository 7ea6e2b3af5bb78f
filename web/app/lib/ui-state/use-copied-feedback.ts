import { useEffect, useState } from 'react';
import { announce } from './toast-store';

/** How long a copy button shows that it copied before it looks as it did. */
const COPIED_FEEDBACK_MS = 1500;

/**
 * A copy button's "copied" state, which clears itself after 1.5 s. `copy` writes the text to the
 * clipboard, sets the state and says `announcement` through the live region (a button named by its
 * label cannot say it itself); `setCopied` is for a button that copies in its own way.
 */
export function useCopiedFeedback() {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = (text: string, announcement: string) => {
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        announce(announcement);
      },
      () => setCopied(false),
    );
  };
  return { isCopied, setCopied, copy };
}
