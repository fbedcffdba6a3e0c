import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '../../../../shared/enums.ts';
import { mayWriteOffers, offerActions } from './offer-actions.ts';

const admin = { isAdministrator: true, mayWriteOffers: true };
const member = { isAdministrator: false, mayWriteOffers: true };
const outsider = { isAdministrator: false, mayWriteOffers: false };

describe('which actions an offer status allows its company', () => {
  it('edits drafts, remanded, scheduled, published and ended offers, never ones under review or denied', () => {
    const editable = OFFER_STATUSES.filter((status) => offerActions(status, admin).edit);
    expect(editable.sort()).toEqual(['draft', 'outside_the_period', 'published', 'remand', 'scheduled']);
  });

  it('lets administrators delete in every status but waiting_for_approval', () => {
    const deletable = OFFER_STATUSES.filter((status) => offerActions(status, admin).delete);
    expect(deletable.sort()).toEqual(['draft', 'outside_the_period', 'published', 'rejection', 'remand', 'scheduled']);
  });

  it('never offers delete to a user who is not an administrator', () => {
    for (const status of OFFER_STATUSES) expect(offerActions(status, member).delete).toBe(false);
  });

  it('offers no edit to a user who may not write offers', () => {
    for (const status of OFFER_STATUSES) expect(offerActions(status, outsider)).toEqual({ edit: false, delete: false });
  });
});

describe('who may write offers under the offer-manager settings', () => {
  const users = [
    { user_id: 'a', is_offer_manager: false },
    { user_id: 'b', is_offer_manager: false },
  ];

  it('lets every user write while nobody is named', () => {
    expect(mayWriteOffers({ user_id: 'b', isAdministrator: false }, users)).toBe(true);
  });

  it('once someone is named, lets only them and administrators write', () => {
    const named = [users[0]!, { user_id: 'b', is_offer_manager: true }];
    expect(mayWriteOffers({ user_id: 'b', isAdministrator: false }, named)).toBe(true);
    expect(mayWriteOffers({ user_id: 'a', isAdministrator: false }, named)).toBe(false);
    expect(mayWriteOffers({ user_id: 'a', isAdministrator: true }, named)).toBe(true);
  });
});
