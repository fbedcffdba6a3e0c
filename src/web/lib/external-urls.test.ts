import { describe, expect, it } from 'vitest';
import { accountUrl, loginUrl, logoutUrl } from './external-urls.ts';

const config = {
  login_url_base: 'https://id.example/realms/',
  logout_url_base: 'https://id.example',
  account_url_base: '/idp',
  landing_url: 'https://bizmatch.example/',
};

describe('external addresses', () => {
  it('builds login, logout and account pages from the configured bases and the bank code', () => {
    expect(loginUrl(config, 'minato')).toBe('https://id.example/realms/minato/login');
    expect(logoutUrl(config, 'minato')).toBe('https://id.example/logout');
    expect(accountUrl(config, 'minato')).toBe('/idp/minato/account');
  });

  it('works with an empty base (same origin)', () => {
    expect(loginUrl({ ...config, login_url_base: '' }, 'chaophraya')).toBe('/chaophraya/login');
    expect(logoutUrl({ ...config, logout_url_base: '' }, 'chaophraya')).toBe('/logout');
  });

  it('asks the sign-in to come back to a path of this app, and only to one', () => {
    expect(loginUrl(config, 'minato', '/company/settings?tab=1')).toBe(
      'https://id.example/realms/minato/login?return_to=%2Fcompany%2Fsettings%3Ftab%3D1',
    );
    expect(loginUrl(config, 'minato', '//evil.example/x')).toBe('https://id.example/realms/minato/login');
    expect(loginUrl(config, 'minato', 'https://evil.example/')).toBe('https://id.example/realms/minato/login');
    expect(loginUrl(config, null, '/company/home')).toBe(config.landing_url);
  });

  it('falls back to the landing page without a bank code', () => {
    for (const code of [null, undefined, '', '  ']) {
      expect(loginUrl(config, code)).toBe(config.landing_url);
      expect(logoutUrl(config, code)).toBe(config.landing_url);
      expect(accountUrl(config, code)).toBe(config.landing_url);
    }
  });

  it('escapes a bank code so it cannot change the path', () => {
    expect(loginUrl(config, '../evil')).toBe('https://id.example/realms/..%2Fevil/login');
  });
});
