import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './auth.tokens';

const key = (s: string) => new TextEncoder().encode(s.padEnd(40, '#'));
const OLD = key('old-secret');
const NEW = key('new-secret');
const OTHER = key('someone-else');
const claims = { userId: 7, sessionId: '0b9c5f3e-8a4d-4e1b-9f2a-6c7d8e9f0a1b' };
const minutesAgo = (m: number) => () => Date.now() - m * 60_000;

describe('access tokens while the signing secret rotates', () => {
  it('accepts tokens signed with the previous secret and signs new ones with the current one', async () => {
    const before = await createAccessTokens(OLD).sign(claims);
    const rotated = createAccessTokens(NEW, Date.now, OLD);
    expect(await rotated.verify(before)).toEqual(claims);
    const after = await rotated.sign(claims);
    await expect(createAccessTokens(OLD).verify(after)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await createAccessTokens(NEW).verify(after)).toEqual(claims);
  });

  it('without the previous secret, old tokens are invalid (everyone would be signed out)', async () => {
    const before = await createAccessTokens(OLD).sign(claims);
    await expect(createAccessTokens(NEW).verify(before)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('still refuses forged tokens, and says expired only for a genuine old token', async () => {
    const rotated = createAccessTokens(NEW, Date.now, OLD);
    const forged = await createAccessTokens(OTHER).sign(claims);
    await expect(rotated.verify(forged)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    const forgedExpired = await createAccessTokens(OTHER, minutesAgo(16)).sign(claims);
    await expect(rotated.verify(forgedExpired)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    const oldExpired = await createAccessTokens(OLD, minutesAgo(16)).sign(claims);
    await expect(rotated.verify(oldExpired)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

describe('claims a lookup cannot take', () => {
  it('refuses a validly signed token whose session is no UUID or whose member id is out of range', async () => {
    const tokens = createAccessTokens(NEW);
    for (const odd of [
      { ...claims, sessionId: 'x' },
      { ...claims, sessionId: `${claims.sessionId}'--` },
      { ...claims, userId: 0 },
      { ...claims, userId: -3 },
      { ...claims, userId: 2 ** 31 },
      { ...claims, userId: 1.5 },
    ]) {
      const token = await tokens.sign(odd);
      await expect(tokens.verify(token), JSON.stringify(odd)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    }
    expect(await tokens.verify(await tokens.sign({ ...claims, userId: 2 ** 31 - 1 }))).toEqual({
      ...claims,
      userId: 2 ** 31 - 1,
    });
  });
});
