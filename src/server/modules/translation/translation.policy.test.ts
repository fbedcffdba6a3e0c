import { describe, expect, it } from 'vitest';
import { cloudAllowed, cloudSettingsScope, decide, governingBank } from './translation.policy.ts';

const viewer = (role: 'kokopelli' | 'bank' | 'coordinator' | 'enterprise', userType: 'administrator' | 'general_user' = 'administrator', id = 'me', bankId: string | null = null) => ({
  organisation: { id, role, bankId },
  user: { userType },
});
const reason = (d: ReturnType<typeof decide>) => (d.allowed ? 'allowed' : d.reason);

describe('translation policy: every role × action', () => {
  it('lets companies and banks ask for a suggestion, nobody else', () => {
    expect(reason(decide(viewer('enterprise', 'general_user'), 'suggest'))).toBe('allowed');
    expect(reason(decide(viewer('bank', 'general_user'), 'suggest'))).toBe('allowed');
    expect(reason(decide(viewer('coordinator'), 'suggest'))).toBe('forbidden');
    expect(reason(decide(viewer('kokopelli'), 'suggest'))).toBe('forbidden');
  });

  it("lets the operator set any bank's and the platform's cloud setting, a bank's administrator only their own bank's", () => {
    const bank = { id: 'bank-a', role: 'bank' as const };
    const platform = { id: 'office', role: 'kokopelli' as const };
    expect(reason(decide(viewer('kokopelli'), 'set_cloud', bank))).toBe('allowed');
    expect(reason(decide(viewer('kokopelli'), 'set_cloud', platform))).toBe('allowed');
    expect(reason(decide(viewer('bank', 'administrator', 'bank-a'), 'set_cloud', bank))).toBe('allowed');
    expect(reason(decide(viewer('bank', 'administrator', 'bank-b'), 'set_cloud', bank))).toBe('hidden');
    expect(reason(decide(viewer('bank', 'administrator', 'bank-a'), 'set_cloud', platform))).toBe('hidden');
    expect(reason(decide(viewer('bank', 'general_user', 'bank-a'), 'set_cloud', bank))).toBe('forbidden');
    expect(reason(decide(viewer('enterprise'), 'set_cloud', bank))).toBe('forbidden');
    expect(reason(decide(viewer('coordinator'), 'set_cloud', bank))).toBe('forbidden');
    // A company is no subject: nobody sets one.
    expect(reason(decide(viewer('kokopelli'), 'set_cloud', { id: 'co', role: 'enterprise' }))).toBe('hidden');
    expect(reason(decide(viewer('kokopelli'), 'set_cloud', undefined))).toBe('hidden');
  });

  it('lists the settings each viewer may set, and whose setting governs their own texts', () => {
    expect(cloudSettingsScope(viewer('kokopelli'))).toBe('all');
    expect(cloudSettingsScope(viewer('bank', 'administrator'))).toBe('own');
    expect(cloudSettingsScope(viewer('bank', 'general_user'))).toBe('none');
    expect(cloudSettingsScope(viewer('enterprise'))).toBe('none');
    expect(governingBank(viewer('bank', 'general_user', 'bank-a'))).toBe('bank-a');
    expect(governingBank(viewer('enterprise', 'general_user', 'co', 'bank-b'))).toBe('bank-b');
    expect(governingBank(viewer('coordinator'))).toBeNull();
  });

  it("takes the bank's setting before the platform's, and allows when neither says", () => {
    expect(cloudAllowed({ bank: false, platform: true })).toBe(false);
    expect(cloudAllowed({ bank: true, platform: false })).toBe(true);
    expect(cloudAllowed({ bank: null, platform: false })).toBe(false);
    expect(cloudAllowed({ bank: null, platform: null })).toBe(true);
  });
});
