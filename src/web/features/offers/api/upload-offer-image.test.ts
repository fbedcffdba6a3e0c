import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../shared/limits.ts';
import { refuseImage } from './upload-offer-image.ts';

describe('refuseImage (checked in the browser before any upload)', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(refuseImage({ type, size: LIMITS.imageBytes })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(refuseImage({ type: 'image/gif', size: 10 })).toBe('type');
    expect(refuseImage({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(refuseImage({ type: '', size: 10 })).toBe('type');
  });

  it('refuses a file one byte over 10 MB', () => {
    expect(refuseImage({ type: 'image/png', size: LIMITS.imageBytes + 1 })).toBe('size');
  });
});
