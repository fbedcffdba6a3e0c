import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { type AnnouncementFormContext, announcementFormResolver, PUBLISH_AT_INVALID } from './announcement-form-resolver.ts';
import { type AnnouncementFormValues, emptyAnnouncementForm, formFieldOf, fromLocalInput, toAnnouncementBody, toFormFieldErrors, toLocalInput } from './announcement-form-values.ts';

const resolve = async (values: AnnouncementFormValues, languages: AnnouncementFormContext['languages'] = null) =>
  (await announcementFormResolver(values, { languages }, { fields: {}, shouldUseNativeValidation: false })).errors as FieldErrors<AnnouncementFormValues>;

const filled = (): AnnouncementFormValues => ({ ...emptyAnnouncementForm(), title_en: 'Maintenance', body_en: 'On Sunday.' });

describe('announcement form', () => {
  it('requires the English title and text, with the shared validation keys', async () => {
    const errors = await resolve(emptyAnnouncementForm());
    expect(errors.title_en?.message).toBe('validation.required');
    expect(errors.body_en?.message).toBe('validation.required');
    expect(errors.title_ja).toBeUndefined();
  });

  it('accepts English alone, and asks for the other half of a language given by half', async () => {
    expect(await resolve(filled())).toEqual({});
    const errors = await resolve({ ...filled(), title_th: 'ปิดปรับปรุง' });
    expect(errors.body_th?.message).toBe('validation.required');
    expect(errors.title_th).toBeUndefined();
  });

  it("requires the texts of the audience's languages once the server has counted them, and only those", async () => {
    const errors = await resolve(filled(), ['ja', 'th']);
    expect(Object.keys(errors).sort()).toEqual(['body_ja', 'body_th', 'title_ja', 'title_th']);
    expect(errors.title_ja?.message).toBe('validation.required');
    const thaiOnly = { ...emptyAnnouncementForm(), title_th: 'ปิดปรับปรุง', body_th: 'วันอาทิตย์' };
    expect(await resolve(thaiOnly, ['th'])).toEqual({});
    // Not counted yet: the schema's own rules only.
    expect(await resolve(thaiOnly, null)).toEqual({});
  });

  it('refuses a title over the limit with its maximum', async () => {
    const errors = await resolve({ ...filled(), title_ja: 'あ'.repeat(151), body_ja: '本文' });
    expect(errors.title_ja?.message).toBe('validation.max?max=150');
  });

  it('needs a date and time to publish later, and sends null to publish now', async () => {
    expect((await resolve({ ...filled(), timing: 'later' })).publish_at?.message).toBe(PUBLISH_AT_INVALID);
    expect(await resolve({ ...filled(), timing: 'later', publish_at: '2026-12-01T09:30' })).toEqual({});
    expect(toAnnouncementBody(filled()).publish_at).toBeNull();
    const later = toAnnouncementBody({ ...filled(), timing: 'later', publish_at: '2026-12-01T09:30' }).publish_at;
    expect(later).toBe(new Date('2026-12-01T09:30').toISOString());
  });

  it('keeps the audience lists as chosen', () => {
    const body = toAnnouncementBody({ ...filled(), roles: ['enterprise'], countries: ['TH'], bank_codes: ['siam'] });
    expect(body.audience).toEqual({ roles: ['enterprise'], countries: ['TH'], bank_codes: ['siam'] });
  });

  it('reads local date-time values both ways and refuses half-typed ones', () => {
    expect(toLocalInput(new Date(2026, 11, 1, 9, 5).toISOString())).toBe('2026-12-01T09:05');
    expect(fromLocalInput('2026-12-01')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('puts the server field errors under the form fields', () => {
    expect(formFieldOf('texts.title_ja')).toBe('title_ja');
    expect(formFieldOf('audience.roles.0')).toBe('roles');
    expect(formFieldOf('publish_at')).toBe('publish_at');
    expect(formFieldOf('version')).toBeNull();
    expect(toFormFieldErrors({ 'texts.body_en': ['Required', 'Other'], 'audience.bank_codes.1': ['Unknown bank'] })).toEqual({
      body_en: 'Required',
      bank_codes: 'Unknown bank',
    });
  });
});
