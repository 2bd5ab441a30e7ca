import { describe, expect, it } from 'vitest';
import { sessionVerifier, signSession, type SessionClaims } from './session-token.ts';

const SECRET = 'session-secret';

function claims(userId: number, expire: number): SessionClaims {
  return { userId, premium: false, expire, name: `Player ${userId}`, username: undefined, language: 'en', startParam: undefined };
}

describe('sessionVerifier', () => {
  it('answers a remembered token as expired once its expiry passes', () => {
    const verify = sessionVerifier(SECRET);
    const token = signSession(claims(1, 1_000), SECRET);
    expect(verify(token, 500)).toEqual({ ok: true, value: claims(1, 1_000) });
    expect(verify(token, 1_000)).toEqual({ ok: false, reason: 'SESSION_EXPIRED' });
  });

  it('refuses a token signed with another secret every time, however often it is sent', () => {
    const verify = sessionVerifier(SECRET);
    const forged = signSession(claims(2, 1_000), 'another-secret');
    expect(verify(forged, 0)).toEqual({ ok: false, reason: 'SESSION_INVALID' });
    expect(verify(forged, 0)).toEqual({ ok: false, reason: 'SESSION_INVALID' });
  });

  it('keeps verifying tokens correctly past its capacity', () => {
    const verify = sessionVerifier(SECRET, 2);
    const tokens = [1, 2, 3].map((id) => signSession(claims(id, 1_000), SECRET));
    for (const token of tokens) expect(verify(token, 0).ok).toBe(true);
    // The first was forgotten: it is verified again from its MAC, and still its own user's.
    expect(verify(tokens[0] ?? '', 0)).toEqual({ ok: true, value: claims(1, 1_000) });
    expect(verify(`${tokens[0] ?? ''}x`, 0)).toEqual({ ok: false, reason: 'SESSION_INVALID' });
  });
});
