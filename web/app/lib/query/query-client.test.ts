import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoggingOut } from '~/lib/session/session-events';
import { createQueryClient, USER_QUERY_KEY, whileSignedIn } from './query-client';

/** Subscribes an observer (as a mounted component does) and reports whether its query asked the API. */
async function asksOnMount(queryKey: readonly unknown[], enabled?: ReturnType<typeof whileSignedIn>): Promise<boolean> {
  let asked = false;
  const client = createQueryClient();
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      asked = true;
      return 1;
    },
    ...(enabled ? { enabled } : {}),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 10));
  unsubscribe();
  return asked;
}

describe('queries after log-out', () => {
  afterEach(() => setLoggingOut(false));

  it("does not ask for the user's own data once the visitor has logged out in this page", async () => {
    expect(await asksOnMount([...USER_QUERY_KEY, 'api-key'])).toBe(true);
    expect(await asksOnMount([...USER_QUERY_KEY, 'quote'], whileSignedIn(true))).toBe(true);
    setLoggingOut(true);
    expect(await asksOnMount([...USER_QUERY_KEY, 'api-key'])).toBe(false);
    expect(await asksOnMount([...USER_QUERY_KEY, 'quote'], whileSignedIn(true))).toBe(false);
  });

  it('still asks for public data, and for nothing whose own condition is off', async () => {
    setLoggingOut(true);
    expect(await asksOnMount(['products'])).toBe(true);
    setLoggingOut(false);
    expect(await asksOnMount([...USER_QUERY_KEY, 'quote'], whileSignedIn(false))).toBe(false);
  });
});
