import type { OfferStatus } from '../../../../shared/enums.ts';
import { nextOfferStatus, storedOfferStatus } from '../../../../shared/offer-lifecycle.ts';

export interface OfferViewerRights {
  /** The viewer is an administrator of the offer company. */
  isAdministrator: boolean;
  /** The viewer may write the company's offers (administrator, a named offer manager, or nobody named). */
  mayWriteOffers: boolean;
}

export interface OfferActions {
  edit: boolean;
  delete: boolean;
}

/**
 * What the offer company may do with one of its offers, mirroring the server's state machine
 * (PRODUCT §2, `nextOfferStatus`): edit and register again from draft, remand or published (an
 * offer scheduled or outside its period is a published one); delete, by an administrator, from any status but
 * waiting_for_approval. The server enforces both; this only decides which buttons to show.
 */
export function offerActions(status: OfferStatus, rights: OfferViewerRights): OfferActions {
  const stored = storedOfferStatus(status);
  return {
    edit: rights.mayWriteOffers && nextOfferStatus(stored, 'register') !== null,
    delete: rights.isAdministrator && nextOfferStatus(stored, 'delete') !== null,
  };
}

/**
 * Offer-manager settings (PRODUCT §1): while nobody is named every user of the company may write
 * offers; once some are named, only they and the administrators may.
 */
export function mayWriteOffers(
  viewer: { user_id: string; isAdministrator: boolean },
  managers: readonly { user_id: string; is_offer_manager: boolean }[],
): boolean {
  if (viewer.isAdministrator) return true;
  const named = managers.filter((manager) => manager.is_offer_manager);
  return named.length === 0 || named.some((manager) => manager.user_id === viewer.user_id);
}
