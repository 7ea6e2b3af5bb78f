import '~/components/ui/tone.css';
import { REQUEST_METHOD } from '../api/get-document';

const METHOD_TONE = { GET: 'tone-accent', POST: 'tone-info' } as const;

/** GET or POST (request method enumeration, SPEC 3). */
export function MethodBadge({ method, size = 'sm' }: { method: number; size?: 'xs' | 'sm' }) {
  const name = REQUEST_METHOD[method as keyof typeof REQUEST_METHOD];
  if (!name) return null;
  return <span className={`method-badge ${METHOD_TONE[name]} method-badge--${size}`}>{name}</span>;
}
