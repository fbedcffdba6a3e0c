import type { FastifyInstance } from 'fastify';

export interface SignedIn {
  userId: string;
  cookie: string;
  csrf: string;
  headers: { cookie: string; 'x-csrf-token': string };
}

/** Opens a session the way a completed login does and answers the cookie and CSRF token to send. */
export async function signIn(app: FastifyInstance, userId: string, bankCode = 'test'): Promise<SignedIn> {
  const token = await app.sessions.open({ userId, bankCode, idToken: null });
  const cookie = `bizmatch_session=${token}`;
  const res = await app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie } });
  const csrf = (res.json() as { csrf_token: string }).csrf_token;
  return { userId, cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}
