import { describe, expect, it } from 'vitest';
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from './return-to.ts';

/** Where a browser on the app's origin goes for a Location header holding `location`. */
const landsOn = (location: string) => new URL(location, 'https://bizmatch.example/');

/** Every trick we know to turn a "path" into another site, or into something that is no path of the app. */
const HOSTILE = [
  // The four of the issue: normalised, they start with "//".
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/company/../..//evil.example',
  // Scheme-relative and absolute.
  '//evil.example/x',
  '///evil.example/x',
  'https://evil.example/',
  'http:/evil.example/',
  'HTTPS://evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Backslashes, raw and encoded; browsers read "\" as "/".
  '/\\evil.example',
  '\\\\evil.example',
  '/company/..\\..\\/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/company/%5c%5cevil.example',
  // Encoded slashes and dots that a later decoder could turn into "../" or "//".
  '/%2fevil.example',
  '/%2F%2Fevil.example',
  '/company/..%2f..%2f/evil.example',
  '/company/..%2F..%2F..%2Fevil.example',
  '/company/%2e%2e/%2e%2e//evil.example',
  '/company/.%2e/.%2e//evil.example',
  '/company/%2E%2E/%2E%2E//evil.example',
  '/company/%252f%252fevil.example',
  '/company/%252e%252e/%252e%252e//evil.example',
  '/%252f%252fevil.example',
  // Whitespace and control characters the URL parser would drop or keep.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/company/\t/../../\t/evil.example',
  ' //evil.example',
  '/company/home\r\nSet-Cookie: x=y',
  '/company/home\u0000',
  '/company/%0d%0aSet-Cookie:x',
  // Unicode look-alikes: fullwidth solidus and reverse solidus, division slash, fullwidth dots.
  '/\uff0fevil.example',
  '/\uff3cevil.example',
  '/\u2215\u2215evil.example',
  '/company/\uff0e\uff0e/\uff0e\uff0e//evil.example',
  '/company/home\u2028',
  // Paths of this site that are no page to land on after login.
  '/',
  '/api/user',
  '/logout',
  '/minato/login',
  '/minato/callback?code=x',
  '/idp/minato/session/end',
  '/idp/chaophraya/account',
  '/terms',
  '/companyx/home',
  '/company.evil/home',
  '/company/../api/user',
  '/company/./../logout',
  '/company//evil.example',
  '/company/offers//x',
  '/company/.hidden',
  '/company/@evil.example',
  // Relative, empty and not a string.
  'evil.example',
  'company/home',
  '?return_to=x',
  '#x',
  '',
  `/company/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`,
  42,
  null,
  undefined,
  ['/company/home'],
  { toString: () => '/company/home' },
];

describe('safeReturnTo', () => {
  it.each([
    ['/company/home', '/company/home'],
    ['/company/offers/list?page=2&keyword=%E6%A4%9C%E7%B4%A2#top', '/company/offers/list?page=2&keyword=%E6%A4%9C%E7%B4%A2#top'],
    ['/company', '/company'],
    ['/company/offers/', '/company/offers/'],
    ['/company/offer-register/edit/0b7f5a0e-7c7e-4b8f-9c1d-2f3a4b5c6d7e', '/company/offer-register/edit/0b7f5a0e-7c7e-4b8f-9c1d-2f3a4b5c6d7e'],
    ['/financial-institution/offer-manage', '/financial-institution/offer-manage'],
    ['/kokopelli/offer-detail/abc', '/kokopelli/offer-detail/abc'],
    ['/coordinator/home', '/coordinator/home'],
    // Normalised the way the browser would, and checked as normalised.
    ['/company/offers/../home', '/company/home'],
    ['/company/./home', '/company/home'],
  ])('keeps the app path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value) ?? String(value), value]))('refuses %s', (_label, value) => {
    expect(safeReturnTo(value)).toBeNull();
    expect(safeReturnTo(value, { roles: ['enterprise'], bankCode: 'minato' })).toBeNull();
  });

  it('never answers an address a browser would take to another origin or outside the role areas', () => {
    const areas = /^\/(company|financial-institution|kokopelli|coordinator)(\/|$)/;
    for (const value of HOSTILE) {
      const kept = safeReturnTo(value);
      if (kept === null) continue;
      expect(landsOn(kept).origin, String(value)).toBe('https://bizmatch.example');
      expect(landsOn(kept).pathname, String(value)).toMatch(areas);
    }
  });

  it("narrows to the signed-in user's own role area", () => {
    expect(safeReturnTo('/company/home', { roles: ['enterprise'] })).toBe('/company/home');
    expect(safeReturnTo('/financial-institution/home', { roles: ['enterprise'] })).toBeNull();
    expect(safeReturnTo('/kokopelli/offer-manage', { roles: ['bank'] })).toBeNull();
    expect(safeReturnTo('/financial-institution/offer-manage', { roles: ['bank'] })).toBe('/financial-institution/offer-manage');
  });

  it("accepts the bank's own provider account page, and no other bank's", () => {
    expect(safeReturnTo('/idp/minato/account', { roles: ['enterprise'], bankCode: 'minato' })).toBe('/idp/minato/account');
    expect(safeReturnTo('/idp/minato/account', { roles: ['enterprise'], bankCode: 'chaophraya' })).toBeNull();
    expect(safeReturnTo('/idp/minato/account', { roles: ['enterprise'] })).toBeNull();
    expect(safeReturnTo('/idp/minato/../minato/account', { roles: ['enterprise'], bankCode: 'minato' })).toBe('/idp/minato/account');
  });
});
