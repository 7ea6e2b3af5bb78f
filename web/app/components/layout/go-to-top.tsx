import { useEffect, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import './floating.css';

/** SPEC 9: appears after scrolling past 300 px. */
export const GO_TO_TOP_THRESHOLD_PX = 300;

export function GoToTop() {
  const t = useT();
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > GO_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={`go-to-top${isVisible ? ' go-to-top--visible' : ''}`}
      aria-label={t('a11y.goToTop')}
      tabIndex={isVisible ? 0 : -1}
      aria-hidden={!isVisible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" size={20} />
    </button>
  );
}
