import { isRouteErrorResponse } from 'react-router';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { Brand } from './brand';
import './error-page.css';

/**
 * The 404 page and the error page (SPEC 8). `standalone` adds a minimal header for the
 * root error boundary, where the navigation bar's data may be missing.
 */
export function ErrorPage({ kind, standalone = true }: { kind: 'not-found' | 'error'; standalone?: boolean }) {
  const t = useT();
  const isNotFound = kind === 'not-found';
  const content = (
    <Container className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {isNotFound ? t('notFound.code') : t('error.code')}
      </p>
      <h1 className="error-page__title">{isNotFound ? t('notFound.title') : t('error.title')}</h1>
      <p className="error-page__body">{isNotFound ? t('notFound.body') : t('error.body')}</p>
      <LinkButton to="/" size="lg" reloadDocument={!isNotFound}>
        <Icon name="arrowRight" size={18} className="error-page__home-icon" />
        {t('error.goHome')}
      </LinkButton>
    </Container>
  );
  if (!standalone) return content;
  return (
    <div className="page-shell">
      <header className="error-page__header">
        <Container>
          <Brand />
        </Container>
      </header>
      <main id="main" className="page-main error-page__main">
        {content}
      </main>
    </div>
  );
}

/** A page's own error boundary, inside its layout: its 404 (no such product, article or document) or the error page. */
export function PageErrorBoundary({ error }: { error: unknown }) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={isNotFound ? 'not-found' : 'error'} standalone={false} />;
}
