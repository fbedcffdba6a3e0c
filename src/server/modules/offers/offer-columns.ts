import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branches, industries, offerImages, offers, organisations } from '../../db/schema/index.ts';

/** The joins and columns both offer repositories select (lists in offer-search, details in offers). */
export const company = alias(organisations, 'company');
export const bank = alias(organisations, 'bank');
export const major = alias(industries, 'industry_major');
export const middle = alias(industries, 'industry_middle');
export const companyIndustry = alias(industries, 'company_industry');

/** Columns every list shows; company columns are selected but only presenters that may show them do. */
export const listColumns = {
  id: offers.id,
  offerNo: offers.offerNo,
  publicRef: offers.publicRef,
  organisationId: offers.organisationId,
  bankId: offers.bankId,
  type: offers.type,
  status: offers.status,
  isPublic: offers.isPublic,
  title: offers.title,
  language: offers.language,
  priceMin: offers.priceMin,
  priceMax: offers.priceMax,
  currency: offers.currency,
  periodStart: offers.periodStart,
  periodEnd: offers.periodEnd,
  targetCountry: offers.targetCountry,
  remandReason: offers.remandReason,
  viewsCount: offers.viewsCount,
  favoritesCount: offers.favoritesCount,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
  bankName: bank.name,
  bankNameEn: bank.nameEn,
  bankCountry: bank.country,
  branchName: branches.name,
  branchNameEn: branches.nameEn,
  companyName: company.name,
  companyNameEn: company.nameEn,
  companyCountry: company.country,
  majorCode: major.code,
  majorNameEn: major.nameEn,
  majorNameJa: major.nameJa,
  majorNameTh: major.nameTh,
  middleCode: middle.code,
  middleNameEn: middle.nameEn,
  middleNameJa: middle.nameJa,
  middleNameTh: middle.nameTh,
  thumbnailId: sql<string | null>`(
    select ${offerImages.id} from ${offerImages}
    where ${offerImages.offerId} = ${offers.id} order by ${offerImages.position} limit 1
  )`.as('thumbnail_id'),
};
