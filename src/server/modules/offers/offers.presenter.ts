import { findIdentifyingTerms, type IdentifyingTerm } from '../../../shared/identifying-terms.ts';
import type { NegotiationStep } from '../../../shared/enums.ts';
import { statusOfStage, type NegotiationStage } from '../../../shared/negotiation-lifecycle.ts';
import { displayOfferStatus, reviewLabel } from '../../../shared/offer-lifecycle.ts';
import type {
  ManagedOffer,
  OfferAbilities,
  OfferList,
  OfferListItem,
  OfferTextVersion,
  PartnerOffer,
  PartnerOfferAbilities,
} from '../../../shared/schemas/offer-views.ts';
import type { MachineState } from '../../../shared/text-versions.ts';
import type { Language } from '../../../shared/enum-values.ts';
import { personName } from '../../../shared/localized-name.ts';
import { matchedLanguage, type KeywordGlossary } from './search-grams.ts';
import type { EventHistoryRow } from '../events/events.repository.ts';
import { presentImage, thumbnailUrl } from './offer-image.presenter.ts';
import { presentHiddenCard } from '../organisations/organisations.presenter.ts';
import type { HiddenCardRow } from '../organisations/organisations.repository.ts';
import type { OfferListRow } from './offer-search.repository.ts';
import type { OfferDetailRow, OfferRepository } from './offers.repository.ts';

type ImageRow = Awaited<ReturnType<OfferRepository['images']>>[number];
type Country = NonNullable<OfferListItem['target_country']>;

const industry = (code: string | null, en: string | null, ja: string | null, th: string | null) =>
  code ? { code, name_en: en ?? code, name_ja: ja ?? code, name_th: th ?? code } : null;

const iso = (d: Date) => d.toISOString();

/**
 * Fields every viewer may see: no company identity, and neither the offer number (it counts the
 * offers, hidden ones too) nor the branch (it may serve one company) — docs/decisions/012.
 */
function common(row: Omit<OfferListRow, 'titleVersions'>, today: string) {
  return {
    offer_id: row.id,
    public_ref: row.publicRef,
    type: row.type,
    status: displayOfferStatus(row, today),
    is_public: row.isPublic,
    title: row.title,
    language: row.language,
    price_min: row.priceMin,
    price_max: row.priceMax,
    currency: row.currency,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    target_country: row.targetCountry as Country | null,
    industry_major: industry(row.majorCode, row.majorNameEn, row.majorNameJa, row.majorNameTh),
    industry_middle: industry(row.middleCode, row.middleNameEn, row.middleNameJa, row.middleNameTh),
    bank_name: row.bankName,
    bank_name_en: row.bankNameEn,
    bank_country: row.bankCountry as Country,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** A page of a list: its rows presented one by one, the total (search counts up to a cap) and where the page stands. */
export function presentOfferList<Row extends OfferListRow>(
  page: { rows: Row[]; total: number; totalCapped: boolean },
  query: { page: number; per_page: number },
  item: (row: Row) => OfferListItem,
): OfferList {
  return { items: page.rows.map(item), total: page.total, total_capped: page.totalCapped, page: query.page, per_page: query.per_page };
}

/**
 * A list row. Company name, remand reason and counts only for those who manage the offer
 * (its company, its bank, the operator); a searching partner never gets them. With a keyword, the
 * language of the title it was found in; `glossary` is what the search found of the keyword's
 * glossary groups (OfferSearchRepository.list's `glossary`, one lookup for the page), so that a
 * keyword found through the glossary names the title holding a term of its group.
 */
export function presentListItem(
  row: OfferListRow,
  today: string,
  options: { manager?: boolean; favorite?: boolean; keyword?: string | undefined; glossary?: KeywordGlossary },
): OfferListItem {
  const titleVersions = row.titleVersions ?? [];
  const item: OfferListItem = {
    ...common(row, today),
    title_versions: titleVersions,
    thumbnail_url: row.thumbnailId ? thumbnailUrl(row.thumbnailId) : null,
  };
  if (options.keyword) item.matched_language = matchedLanguage(options.keyword, [{ language: row.language, title: row.title }, ...titleVersions], options.glossary);
  if (options.favorite !== undefined) item.is_favorite = options.favorite;
  if (options.manager) {
    item.offer_no = row.offerNo;
    item.branch_name = row.branchName;
    item.branch_name_en = row.branchNameEn;
    item.company_name = row.companyName;
    item.company_name_en = row.companyNameEn;
    item.company_country = row.companyCountry as Country;
    item.remand_reason = row.remandReason;
    item.review_label = reviewLabel(row.status);
    item.views_count = row.viewsCount;
    item.favorites_count = row.favoritesCount;
  }
  return item;
}

function images(rows: ImageRow[]) {
  return rows.map((r) => presentImage(r));
}

/** An offer's versions in other languages and the state of machine translation for the reader (decision 050). */
export interface OfferTexts {
  translations: OfferTextVersion[];
  machine: MachineState;
  /** The reader's language (the page's), for names. */
  reader: Language;
}

/** What both detail views (partner and manager) show of the offer itself. */
function detail(row: OfferDetailRow, imageRows: ImageRow[], today: string, texts: OfferTexts) {
  return {
    ...common(row, today),
    description: row.description,
    features: row.features,
    requests: row.requests,
    images: images(imageRows),
    translations: texts.translations,
    machine_translation: texts.machine,
  };
}

export function presentPartnerOffer(
  row: OfferDetailRow,
  imageRows: ImageRow[],
  favorite: boolean,
  today: string,
  abilities: PartnerOfferAbilities,
  application: { id: string; publicRef: string; stage: string; step: NegotiationStep } | null,
  /** The company's hidden card (OrganisationRepository.hiddenCards). */
  card: HiddenCardRow | undefined,
  texts: OfferTexts,
): PartnerOffer {
  return {
    ...detail(row, imageRows, today, texts),
    // The offer's bank is on every offer, so the company's card is coarsened with its bank fixed (decision 032).
    company: presentHiddenCard(card, true, {
      country: row.companyCountry as Country,
      industry: industry(row.companyIndustryCode, row.companyIndustryNameEn, row.companyIndustryNameJa, row.companyIndustryNameTh),
    }).card,
    is_favorite: favorite,
    abilities,
    my_application: application
      ? { trading_id: application.id, public_ref: application.publicRef, step: application.step, status: statusOfStage(application.stage as NegotiationStage) }
      : null,
  };
}

/** The offer's texts a partner reads before the NDA, by field (docs/decisions/031-identifying-text.md). */
export const offerTexts = (offer: { title?: string | null; description?: string | null; features?: string | null; requests?: string | null }) => ({
  title: offer.title,
  description: offer.description,
  features: offer.features,
  requests: offer.requests,
});

export function presentManagedOffer(
  row: OfferDetailRow,
  imageRows: ImageRow[],
  historyRows: EventHistoryRow[],
  today: string,
  /** The offer policy's answer for this viewer (offerAbilities). */
  abilities: OfferAbilities,
  /** The offer company's identifying terms (companyTerms): the review shows those its text contains. */
  companyTerms: readonly IdentifyingTerm[],
  texts: OfferTexts,
): ManagedOffer {
  // Every language version a partner may read is checked, the people's and the machine's alike.
  const found = [row, ...texts.translations].map((version) => findIdentifyingTerms(companyTerms, offerTexts(version)));
  const terms = new Map<string, { term: string; fields: Set<(typeof found)[number][number]['fields'][number]> }>();
  for (const list of found) {
    for (const { term, fields } of list) {
      const entry = terms.get(term) ?? { term, fields: new Set() };
      for (const field of fields) entry.fields.add(field);
      terms.set(term, entry);
    }
  }
  return {
    ...detail(row, imageRows, today, texts),
    offer_no: row.offerNo,
    branch_name: row.branchName,
    branch_name_en: row.branchNameEn,
    version: row.version,
    company_id: row.organisationId,
    company_name: row.companyName,
    company_name_en: row.companyNameEn,
    company_country: row.companyCountry as Country,
    bank_remarks: row.bankRemarks,
    remand_reason: row.remandReason,
    denial_reason: row.denialReason,
    views_count: row.viewsCount,
    favorites_count: row.favoritesCount,
    review_label: reviewLabel(row.status),
    history: historyRows.map((h) => ({
      action: h.action,
      from: h.from,
      to: h.to,
      at: iso(h.at),
      // The actor's name as this reader can read it (docs/product/languages.md#names).
      actor_name: h.actorName === null ? null : personName({ name: h.actorName, display_name: h.actorDisplayName, username_en: h.actorNameEn }, texts.reader),
      reason: typeof h.payload['reason'] === 'string' ? h.payload['reason'] : null,
    })),
    identifying_terms: [...terms.values()].map(({ term, fields }) => ({ term, fields: [...fields] })),
    abilities,
  };
}
