import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import { decide, mayIntroduce } from './suggestions.policy.ts';

const TODAY = '2026-11-28';
const viewer = (role: Role, id: string) => ({ organisation: { id, role }, user: { userType: 'general_user' as const } });
const offer = (status: 'published' | 'draft' | 'waiting_for_approval' = 'published', deletedAt: Date | null = null) => ({
  organisationId: 'company',
  bankId: 'bank',
  isPublic: true,
  status,
  periodStart: '2026-11-01',
  periodEnd: '2026-12-31',
  deletedAt,
});

describe('who may see and introduce suggestions', () => {
  it('view: the offer’s company, its bank and the operator; anyone else is told nothing (hidden)', () => {
    expect(decide(viewer('enterprise', 'company'), 'view', offer(), TODAY)).toMatchObject({ allowed: true });
    expect(decide(viewer('bank', 'bank'), 'view', offer(), TODAY)).toMatchObject({ allowed: true });
    expect(decide(viewer('kokopelli', 'office'), 'view', offer(), TODAY)).toMatchObject({ allowed: true });
    for (const other of [viewer('enterprise', 'other'), viewer('bank', 'other-bank'), viewer('coordinator', 'co')]) {
      expect(decide(other, 'view', offer(), TODAY)).toEqual({ allowed: false, reason: 'hidden' });
    }
    expect(decide(viewer('enterprise', 'company'), 'view', undefined, TODAY)).toEqual({ allowed: false, reason: 'hidden' });
    expect(decide(viewer('enterprise', 'company'), 'view', offer('published', new Date()), TODAY)).toEqual({ allowed: false, reason: 'hidden' });
    // A draft is its company's alone.
    expect(decide(viewer('bank', 'bank'), 'view', offer('draft'), TODAY)).toEqual({ allowed: false, reason: 'hidden' });
  });

  it('introduce: the offer’s bank alone, a pair that is suggested, once', () => {
    const bank = viewer('bank', 'bank');
    expect(decide(bank, 'introduce', offer(), TODAY, { introduced: false })).toMatchObject({ allowed: true });
    expect(decide(bank, 'introduce', offer(), TODAY, { introduced: true })).toEqual({ allowed: false, reason: 'invalid_transition' });
    expect(decide(bank, 'introduce', offer(), TODAY, undefined)).toEqual({ allowed: false, reason: 'hidden' });
    expect(decide(viewer('enterprise', 'company'), 'introduce', offer(), TODAY, { introduced: false })).toEqual({ allowed: false, reason: 'forbidden' });
    expect(decide(viewer('kokopelli', 'office'), 'introduce', offer(), TODAY, { introduced: false })).toEqual({ allowed: false, reason: 'forbidden' });
    expect(decide(viewer('bank', 'other-bank'), 'introduce', offer(), TODAY, { introduced: false })).toEqual({ allowed: false, reason: 'hidden' });
    expect(mayIntroduce(bank, offer())).toBe(true);
    expect(mayIntroduce(viewer('enterprise', 'company'), offer())).toBe(false);
  });
});
