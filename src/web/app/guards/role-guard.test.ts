import { describe, expect, it } from 'vitest';
import { ROLES, roleHome } from '../../../shared/enums.ts';
import { checkPathAccess, isLoginPath, roleForPath } from './role-guard.ts';

describe('roleForPath', () => {
  it('maps each first segment to its role', () => {
    expect(roleForPath('/company/home')).toBe('enterprise');
    expect(roleForPath('/financial-institution/offer-manage')).toBe('bank');
    expect(roleForPath('/kokopelli/home')).toBe('kokopelli');
    expect(roleForPath('/coordinator/trading-detail/1')).toBe('coordinator');
    expect(roleForPath('/terms')).toBeNull();
    expect(roleForPath('/')).toBeNull();
    expect(roleForPath('/companyx/home')).toBeNull();
  });
});

describe('checkPathAccess', () => {
  it("lets every role into its own home and nobody else's", () => {
    for (const role of ROLES) {
      for (const other of ROLES) {
        expect(checkPathAccess(roleHome(other), role)).toBe(role === other ? 'allowed' : 'forbidden');
      }
    }
  });

  it('forbids role areas when the role is unknown, and allows public pages to everyone', () => {
    expect(checkPathAccess('/company/settings', null)).toBe('forbidden');
    expect(checkPathAccess('/terms', null)).toBe('allowed');
    expect(checkPathAccess('/privacy', 'bank')).toBe('allowed');
  });

  it('exempts the login and callback pair, even under a role segment', () => {
    expect(isLoginPath('/kokopelli/login')).toBe(true);
    expect(isLoginPath('/minato/callback')).toBe(true);
    expect(isLoginPath('/minato/login/extra')).toBe(false);
    expect(checkPathAccess('/kokopelli/login', 'enterprise')).toBe('allowed');
    expect(checkPathAccess('/kokopelli/callback', null)).toBe('allowed');
    expect(checkPathAccess('/kokopelli/home', 'enterprise')).toBe('forbidden');
  });
});
