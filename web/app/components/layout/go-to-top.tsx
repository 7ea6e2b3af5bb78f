import { Icon } from '~/components/ui/icon';
import '~/components/ui/icon-button.css';
import { useT } from '~/i18n';
import { prefersReducedMotion } from '~/lib/a11y/reduced-motion';
import './floating.css';
import { useFloatingState } from './use-floating-state';

export { GO_TO_TOP_THRESHOLD_PX } from './use-floating-state';

/** SPEC 9: appears after scrolling past 300 px; on phones it steps aside while a text field is focused. */
export function GoToTop() {
  const t = useT();
  const { isScrolled: isVisible, isTyping } = useFloatingState();

  return (
    <button
      type="button"
      className={`go-to-top round-icon${isVisible ? ' go-to-top--visible' : ''}${isTyping ? ' floating--typing' : ''}`}
      aria-label={t('a11y.goToTop')}
      tabIndex={isVisible ? 0 : -1}
      aria-hidden={!isVisible}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name="arrowUp" size={20} />
    </button>
  );
}
