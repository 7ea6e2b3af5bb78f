import { useRevalidator } from 'react-router';

/**
 * After a call that changed the login cookies (login, activation, e-mail change), re-runs the
 * loaders so the root loader asks the gateway who the visitor is now.
 */
export function useRefreshSession(): () => Promise<void> {
  const revalidator = useRevalidator();
  return () => revalidator.revalidate();
}
