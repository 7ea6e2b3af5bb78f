import { animationImagePrefix } from '@matchwire/contracts/animation/fields';
import { apiClient } from '~/lib/api/api-client';

/** SPEC 7's proposed key, `silk/animation/<hash>_<timestamp>_<name>` (safe characters only); the service names the file itself. */
function proposedKey(file: File): string {
  const hash = crypto.randomUUID().replace(/-/g, '').slice(0, 16);
  const name = file.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(-100);
  return `${animationImagePrefix}/${hash}_${Date.now()}_${name}`;
}

/**
 * POST /api/animation/upload: one fence or half-fence image (multipart, with the deployment's upload
 * token as the ticket form sends it); answers its key and address. Failures are the caller's to show.
 */
export function uploadFenceImage(file: File, uploadToken: string): Promise<{ key: string; url: string }> {
  return apiClient.call(
    'POST /api/animation/upload',
    { body: { token: uploadToken, key: proposedKey(file) }, file },
    { isQuiet: true },
  );
}
