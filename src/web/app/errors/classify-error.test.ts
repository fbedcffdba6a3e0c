import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { UnknownRoleError } from '../../features/account/api/get-company.ts';
import { classifyError } from './classify-error.ts';

const routeResponse = (status: number, payload: unknown) => new ErrorResponseImpl(status, '', payload);

describe('classifyError', () => {
  it('shows the not-found page with the failed path, or the route rule message', () => {
    expect(classifyError(routeResponse(404, { path: '/no-such-page' }), '/x')).toEqual({
      kind: 'not-found',
      path: '/no-such-page',
      message: null,
    });
    expect(classifyError(routeResponse(404, { path: '/a', message: 'Offer not found' }), '/a')).toMatchObject({
      message: 'Offer not found',
    });
    expect(classifyError(routeResponse(404, null), '/fallback')).toMatchObject({ path: '/fallback' });
  });

  it('shows the apology pages for 401 and 403, from routes and from the API', () => {
    expect(classifyError(routeResponse(403, { path: '/company/home' }), '/company/home')).toEqual({
      kind: 'forbidden',
      unknownRole: false,
    });
    expect(classifyError(new ApiError(403, null), '/')).toEqual({ kind: 'forbidden', unknownRole: false });
    const redirected = new ApiError(401, null);
    redirected.redirectedToLogin = true;
    expect(classifyError(redirected, '/')).toEqual({ kind: 'unauthorized', redirecting: true, bankCode: null });
    expect(classifyError(new ApiError(401, null), '/')).toEqual({ kind: 'unauthorized', redirecting: false, bankCode: null });
    expect(classifyError(routeResponse(401, { path: '/minato/callback', bankCode: 'minato' }), '/minato/callback')).toEqual({
      kind: 'unauthorized',
      redirecting: false,
      bankCode: 'minato',
    });
  });

  it('sends an organisation with an unknown role to the 403 page whose top action is login', () => {
    expect(classifyError(new UnknownRoleError('auditor'), '/company/home')).toEqual({
      kind: 'forbidden',
      unknownRole: true,
    });
    expect(classifyError(routeResponse(403, { unknownRole: true }), '/')).toMatchObject({ unknownRole: true });
  });

  it('shows the generic page for everything else, naming the failed process', () => {
    expect(classifyError(routeResponse(500, { process: 'session' }), '/')).toEqual({
      kind: 'generic',
      status: 500,
      process: 'session',
    });
    expect(classifyError(new ApiError(0, null), '/')).toEqual({ kind: 'generic', status: 500, process: 'page' });
    expect(classifyError(new ApiError(409, null), '/')).toMatchObject({ kind: 'generic', status: 409 });
    expect(classifyError(new TypeError('x is undefined'), '/')).toMatchObject({ kind: 'generic', status: 500 });
  });

  it('recognises a stale build', () => {
    expect(classifyError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), '/')).toEqual({
      kind: 'stale-build',
    });
  });
});
