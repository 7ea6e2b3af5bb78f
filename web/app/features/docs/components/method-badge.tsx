import { REQUEST_METHOD } from '../api/get-document';

/** GET or POST (request method enumeration, SPEC 3). */
export function MethodBadge({ method, size = 'sm' }: { method: number; size?: 'xs' | 'sm' }) {
  const name = REQUEST_METHOD[method as keyof typeof REQUEST_METHOD];
  if (!name) return null;
  return <span className={`method-badge method-badge--${name.toLowerCase()} method-badge--${size}`}>{name}</span>;
}
