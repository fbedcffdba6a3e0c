import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { serverFieldErrors, setServerErrors } from './form-errors.ts';

const refusal = (status: number, fields?: Record<string, string[]>) =>
  new ApiError(status, { status, code: status === 422 ? 'identifying_text' : 'validation_failed', message: 'refused', fields });

describe('server errors onto form fields', () => {
  it('a 400 and a 422 put the first message of each field on it, by the path’s first segment', () => {
    const error = refusal(400, { 'representatives.0': ['Choose a user.'], 'representatives.1': ['Another.'], details: ['Too long.', 'Second.'] });
    expect(serverFieldErrors(error)).toEqual({ representatives: 'Choose a user.', details: 'Too long.' });
    expect(serverFieldErrors(refusal(422, { title: ['Names your company.'] }))).toEqual({ title: 'Names your company.' });
  });

  it('other failures are not field errors', () => {
    expect(serverFieldErrors(refusal(409, { title: ['x'] }))).toBeNull();
    expect(serverFieldErrors(refusal(400))).toBeNull();
    expect(serverFieldErrors(new Error('network'))).toBeNull();
    expect(serverFieldErrors(refusal(422, { title: ['x'] }), { statuses: [400] })).toBeNull();
  });

  it('a form maps paths to its own fields and leaves out the ones it does not show', () => {
    const fieldOf = (path: string) => (path === 'offer.image_ids' ? 'images' : path === 'offer.title' ? 'title' : null);
    expect(serverFieldErrors(refusal(400, { 'offer.image_ids': ['Too many.'], 'offer.version': ['Stale.'], 'offer.title': ['Required.'] }), { fieldOf })).toEqual({
      images: 'Too many.',
      title: 'Required.',
    });
  });

  it('setServerErrors sets each on the form as a server error and answers the fields in order', () => {
    const set: [string, { type: string; message: string }][] = [];
    const form = { setError: (name: string, error: { type: string; message: string }) => void set.push([name, error]) };
    expect(setServerErrors(form, refusal(400, { remarks: ['Too long.'], checklist: ['Tick every item.'] }))).toEqual(['remarks', 'checklist']);
    expect(set).toEqual([
      ['remarks', { type: 'server', message: 'Too long.' }],
      ['checklist', { type: 'server', message: 'Tick every item.' }],
    ]);
    expect(setServerErrors(form, refusal(500))).toEqual([]);
  });
});
