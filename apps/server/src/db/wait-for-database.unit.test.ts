import { describe, expect, it } from 'vitest';
import { DatabaseStartError, openWhenReachable, reasonOf, retryDelayMs } from './wait-for-database';

/** An error as node-postgres reports a database that does not listen (yet). */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

const lines = () => {
  const said: string[] = [];
  return { said, log: { warn: (_details: object, message: string) => said.push(message) } };
};

describe('waiting for the database at start', () => {
  it('waits 0.5 s, then twice as long each time, never more than 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('tries again while the database is out of reach, one line a try', async () => {
    const { said, log } = lines();
    let tries = 0;
    const opened = await openWhenReachable(
      async () => {
        tries += 1;
        if (tries < 3) throw refused();
        return 'open';
      },
      { timeoutMs: 60_000, log },
    );
    expect(opened).toBe('open');
    expect(said).toEqual([
      'database not reachable yet (connect ECONNREFUSED 127.0.0.1:5432); trying again in 0.5 s',
      'database not reachable yet (connect ECONNREFUSED 127.0.0.1:5432); trying again in 1 s',
    ]);
  });

  it('stops at once when the database refuses for another reason', async () => {
    const { said, log } = lines();
    const wrongPassword = Object.assign(new Error('password authentication failed for user "atrium"'), {
      code: '28P01',
    });
    const failure = await openWhenReachable(() => Promise.reject(wrongPassword), { timeoutMs: 60_000, log }).catch(
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(DatabaseStartError);
    expect((failure as Error).message).toBe(
      'the database could not be opened: password authentication failed for user "atrium" (28P01)',
    );
    expect(said).toEqual([]);
  });

  it('gives up once DB_CONNECT_TIMEOUT has passed, naming it and the last reason', async () => {
    const { log } = lines();
    const failure = await openWhenReachable(() => Promise.reject(refused()), { timeoutMs: 1, log }).catch(
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(DatabaseStartError);
    expect((failure as Error).message).toMatch(
      /^the database was not reachable within DB_CONNECT_TIMEOUT \(0\.001 s\): connect ECONNREFUSED/,
    );
  });

  it('says why in one line, through what wraps it, even without a message', () => {
    const everyAddress = Object.assign(new AggregateError([refused(), refused()]), { code: 'ECONNREFUSED' });
    expect(reasonOf(everyAddress)).toBe('(ECONNREFUSED)');
    const wrapped = new Error('Failed query: select 1\nparams: ', {
      cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    });
    expect(reasonOf(wrapped)).toBe('Failed query: select 1: the database system is starting up (57P03)');
  });
});
