import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, focus goes to the main landmark (#main, the
 * skip link's target), as a fresh page load would start from the top: without it focus stays on a
 * link that is gone, or in the header, and Tab continues from wherever that was. A page that
 * focused something of its own inside main (an autofocus field) keeps it. Query-only changes (a docs
 * document, a FAQ page of results) keep focus where it is.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== main && main.contains(active)) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}
