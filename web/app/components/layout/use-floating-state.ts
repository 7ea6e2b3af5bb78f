import { useEffect, useState } from 'react';

/** SPEC 9: go-to-top appears after scrolling past 300 px (on phones the other floating buttons too). */
export const GO_TO_TOP_THRESHOLD_PX = 300;

const TEXT_ENTRY =
  'input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset]), textarea, select, [contenteditable="true"]';

function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(TEXT_ENTRY);
}

/**
 * What the floating buttons follow: whether the page is scrolled past the threshold, and whether a
 * text field has the focus. On phones floating.css keeps them out of the first screen (hero, forms)
 * and out of the way while the visitor types.
 */
export function useFloatingState(): { isScrolled: boolean; isTyping: boolean } {
  const [isScrolled, setScrolled] = useState(false);
  const [isTyping, setTyping] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > GO_TO_TOP_THRESHOLD_PX);
    const onFocusIn = (event: FocusEvent) => setTyping(isTextEntry(event.target));
    const onFocusOut = (event: FocusEvent) => setTyping(isTextEntry(event.relatedTarget));
    onScroll();
    setTyping(isTextEntry(document.activeElement));
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return { isScrolled, isTyping };
}
