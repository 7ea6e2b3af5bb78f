import type { InjectOptions, Response } from 'light-my-request';

/** POSTs `form` (already URL-encoded) to an app under test the way an HTML form sends it. */
export function injectForm(
  app: { inject(options: InjectOptions): Promise<Response> },
  url: string,
  form: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}
