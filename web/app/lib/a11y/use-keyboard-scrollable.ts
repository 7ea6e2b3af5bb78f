import { useEffect, type RefObject } from 'react';

/** Marks what this hook made focusable, so it can undo it when the box stops scrolling. */
const MARK = 'data-keyboard-scrollable';

function scrolls(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

/**
 * Content HTML (guides, articles) has code blocks and tables that scroll in their own box on phones.
 * While one scrolls it is focusable (so arrow keys scroll it, WCAG 2.1.1) and named: a code block
 * becomes a labelled region; a table keeps its table role and gets a name unless it has a caption.
 */
export function useKeyboardScrollable(
  containerRef: RefObject<HTMLElement | null>,
  labels: { code: (index: number) => string; table: (index: number) => string },
  contentKey: unknown,
) {
  const { code, table } = labels;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const update = () => {
      const boxes = [...container.querySelectorAll<HTMLElement>('pre, table')];
      boxes.forEach((box, index) => {
        const isTable = box.tagName === 'TABLE';
        if (scrolls(box)) {
          if (box.hasAttribute(MARK)) return;
          box.setAttribute(MARK, '');
          box.tabIndex = 0;
          if (!isTable) box.setAttribute('role', 'region');
          if (!(isTable && box.querySelector('caption'))) {
            box.setAttribute('aria-label', isTable ? table(index + 1) : code(index + 1));
          }
        } else if (box.hasAttribute(MARK)) {
          for (const name of [MARK, 'tabindex', 'role', 'aria-label']) box.removeAttribute(name);
        }
      });
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, code, table, contentKey]);
}
