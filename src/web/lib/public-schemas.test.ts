import { describe, expect, it } from 'vitest';
import { companySchema as sharedCompanySchema } from '../../shared/schemas/session.ts';
import { apiErrorSchema, companySchema, publicConfigSchema, ResponseShapeError } from './public-schemas.ts';

const company = {
  company_id: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f',
  bank_code: 'demo',
  role: 'enterprise',
  name: 'Somchai Foods',
  name_en: null,
  name_kana: null,
  corporate_number: null,
  country: 'TH',
  postal_code: null,
  address: null,
  address_en: null,
  representative_name: null,
  representative_name_en: null,
  representative_birth_date: null,
  beneficial_owner_name: null,
  beneficial_owner_name_en: null,
  established_on: null,
  employee_count: 12,
  website: null,
  phone: null,
  business_description: null,
  business_description_en: null,
  official_language: null,
  bank_name: null,
  bank_name_en: null,
  bank_country: null,
  branch_name: null,
  branch_name_en: null,
};

describe('the public path checks (without zod)', () => {
  it('read a valid answer as the shared schema does, dropping keys it does not name', () => {
    const answer = { ...company, extra: 'dropped' };
    expect(companySchema.parse(answer)).toEqual(sharedCompanySchema.parse(answer));
  });

  it('name the field that is wrong (the session probe tells an unknown role apart)', () => {
    const parsed = companySchema.safeParse({ ...company, role: 'astronaut' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['role']]);
    expect(() => companySchema.parse({ ...company, employee_count: 1.5 })).toThrow(ResponseShapeError);
  });

  it('refuse what is not the shape: not an object, a missing field, a bad nested entry', () => {
    expect(publicConfigSchema.safeParse(null).success).toBe(false);
    expect(companySchema.safeParse({ ...company, company_id: 'not-a-uuid' }).success).toBe(false);
    const config = { api_base_url: '', login_url_base: '', logout_url_base: '', account_url_base: '', landing_url: '', feedback_form_url: '' };
    expect(publicConfigSchema.safeParse({ ...config, banks: [{ bank_code: 'x' }] }).error?.issues[0]?.path).toEqual(['banks', 0, 'name']);
    expect(publicConfigSchema.parse({ ...config, banks: [] })).toEqual({ ...config, banks: [] });
  });

  it('leave optional fields out when absent', () => {
    expect(apiErrorSchema.parse({ status: 404, code: 'not_found', message: 'gone' })).toEqual({ status: 404, code: 'not_found', message: 'gone' });
    expect(apiErrorSchema.safeParse({ status: 404, code: 'no_such_code', message: 'gone' }).success).toBe(false);
  });
});
