import { describe, expect, it } from 'vitest';
import { LiveSessions } from '../src/stores/live-sessions.ts';
import type { TSessionAnswer } from '../src/stores/live-sessions.ts';

/**
 * The gateway's memory of live sessions (docs/decisions/0009): a live answer serves at most 1 s, a
 * busy session is asked again in the background before that, so its requests do not wait, and a
 * revocation takes effect no later than before. The whole path through the gateway, with the
 * account service and the revocation event, is test/system/session-revocation.test.ts.
 */
function sessionsOn(answers: Map<string, TSessionAnswer>) {
  let now = 0;
  const asked: string[] = [];
  const pending: (() => void)[] = [];
  const sessions = new LiveSessions(
    (sessionId) =>
      new Promise<TSessionAnswer>((resolve) => {
        asked.push(sessionId);
        // Each answer is taken at the moment it is asked and delivered when the test lets it.
        const answer = answers.get(sessionId) ?? { isLive: false };
        pending.push(() => resolve(answer as TSessionAnswer));
      }),
    { ttlMs: 1000, maxEntries: 10, now: () => now },
  );
  const answerAll = async () => {
    for (const deliver of pending.splice(0)) deliver();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sessions, asked, answerAll, at: (ms: number) => (now = ms) };
}

/** Checks a session and answers the account calls it waits for. */
async function checked(subject: ReturnType<typeof sessionsOn>, sessionId: string, userId: string) {
  const verdict = subject.sessions.check(sessionId, userId);
  await subject.answerAll();
  return verdict;
}

describe('the live sessions a gateway remembers', () => {
  it('asks the account service once, then serves the live answer from memory while it is fresh', async () => {
    const answers = new Map([['s1', { isLive: true, userId: 'u1' } as TSessionAnswer]]);
    const subject = sessionsOn(answers);
    expect(await checked(subject, 's1', 'u1')).toBe('live');
    subject.at(400);
    expect(await checked(subject, 's1', 'u1')).toBe('cached');
    expect(subject.asked).toEqual(['s1']);
  });

  it('asks again in the background after four fifths of the answer’s life, without making the request wait', async () => {
    const answers = new Map([['s1', { isLive: true, userId: 'u1' } as TSessionAnswer]]);
    const subject = sessionsOn(answers);
    await checked(subject, 's1', 'u1');
    subject.at(850);
    // The account call is not answered yet, and the request is served all the same.
    expect(await subject.sessions.check('s1', 'u1')).toBe('cached');
    expect(subject.asked).toEqual(['s1', 's1']);
    await subject.answerAll();
    // The new answer lives from 850 ms: still remembered at 1,500 ms, past the first answer's end.
    subject.at(1500);
    expect(await subject.sessions.check('s1', 'u1')).toBe('cached');
  });

  it('never serves an answer older than its life: a session not asked again in time is asked before the request goes on', async () => {
    const answers = new Map([['s1', { isLive: true, userId: 'u1' } as TSessionAnswer]]);
    const subject = sessionsOn(answers);
    await checked(subject, 's1', 'u1');
    subject.at(1000);
    answers.set('s1', { isLive: false } as TSessionAnswer);
    expect(await checked(subject, 's1', 'u1')).toBe('refused');
  });

  it('forgets a session at once when the background call finds it revoked', async () => {
    const answers = new Map([['s1', { isLive: true, userId: 'u1' } as TSessionAnswer]]);
    const subject = sessionsOn(answers);
    await checked(subject, 's1', 'u1');
    answers.set('s1', { isLive: false } as TSessionAnswer);
    subject.at(850);
    expect(await checked(subject, 's1', 'u1')).toBe('cached');
    subject.at(900);
    expect(await checked(subject, 's1', 'u1')).toBe('refused');
  });

  it('does not keep a background answer that a revocation event overtook', async () => {
    const answers = new Map([['s1', { isLive: true, userId: 'u1' } as TSessionAnswer]]);
    const subject = sessionsOn(answers);
    await checked(subject, 's1', 'u1');
    subject.at(850);
    await subject.sessions.check('s1', 'u1');
    subject.sessions.forget('u1', ['s1']);
    await subject.answerAll();
    answers.set('s1', { isLive: false } as TSessionAnswer);
    expect(await checked(subject, 's1', 'u1')).toBe('refused');
  });
});
