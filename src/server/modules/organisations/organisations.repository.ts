import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { branches, organisations } from '../../db/schema/index.ts';
import type { SizeBand } from '../../../shared/size-bands.ts';
import { hiddenCompanyCardSql, type HiddenCardLevel } from './organisations.policy.ts';

const bank = alias(organisations, 'bank');

/** One company's hidden-company card as the organisation policy computes it (`hiddenCompanyCardSql`). */
export interface HiddenCardRow {
  id: string;
  band: SizeBand;
  level: HiddenCardLevel;
  levelBankKnown: HiddenCardLevel;
  major: { code: string; nameEn: string; nameJa: string; nameTh: string } | null;
}

export type OrganisationProfileRow = NonNullable<Awaited<ReturnType<OrganisationRepository['findProfile']>>>;

export class OrganisationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Whether a bank's customers' texts may go to a cloud translation provider: the bank's own setting
   * and the platform's default (the operator organisation's), null where none is set (decision 049;
   * the rule is translation.policy.ts `cloudAllowed`).
   */
  async cloudTranslationSettings(bankId: string | null): Promise<{ bank: boolean | null; platform: boolean | null }> {
    const [bank, platform] = await Promise.all([
      bankId ? this.db.select({ value: organisations.cloudTranslation }).from(organisations).where(eq(organisations.id, bankId)).limit(1) : [],
      this.platformOrganisation(),
    ]);
    return { bank: bank[0]?.value ?? null, platform: platform?.cloudTranslation ?? null };
  }

  /** Banks (one, or all) with their cloud-translation setting, by name. */
  async banksCloudTranslation(onlyId?: string) {
    return this.db
      .select({ id: organisations.id, name: organisations.name, nameEn: organisations.nameEn, cloudTranslation: organisations.cloudTranslation })
      .from(organisations)
      .where(onlyId ? sql`${organisations.role} = 'bank' and ${organisations.id} = ${onlyId}` : sql`${organisations.role} = 'bank'`)
      .orderBy(organisations.name);
  }

  /** The operator's organisation (whose cloud-translation setting is the platform's default). */
  async platformOrganisation(): Promise<{ id: string; cloudTranslation: boolean | null } | undefined> {
    const [row] = await this.db
      .select({ id: organisations.id, cloudTranslation: organisations.cloudTranslation })
      .from(organisations)
      .where(eq(organisations.role, 'kokopelli'))
      .orderBy(organisations.createdAt)
      .limit(1);
    return row;
  }

  /** Sets a bank's or the platform's (the operator organisation's) cloud-translation setting. */
  async setCloudTranslation(organisationId: string, value: boolean | null): Promise<void> {
    await this.db.update(organisations).set({ cloudTranslation: value }).where(eq(organisations.id, organisationId));
  }

  async findProfile(id: string) {
    const [row] = await this.db
      .select({
        id: organisations.id,
        role: organisations.role,
        bankCode: organisations.bankCode,
        bankId: organisations.bankId,
        country: organisations.country,
        corporateNumber: organisations.corporateNumber,
        name: organisations.name,
        nameEn: organisations.nameEn,
        nameKana: organisations.nameKana,
        postalCode: organisations.postalCode,
        address: organisations.address,
        addressEn: organisations.addressEn,
        representativeName: organisations.representativeName,
        representativeNameEn: organisations.representativeNameEn,
        representativeBirthDate: organisations.representativeBirthDate,
        beneficialOwnerName: organisations.beneficialOwnerName,
        beneficialOwnerNameEn: organisations.beneficialOwnerNameEn,
        establishedOn: organisations.establishedOn,
        employeeCount: organisations.employeeCount,
        website: organisations.website,
        phone: organisations.phone,
        businessDescription: organisations.businessDescription,
        businessDescriptionEn: organisations.businessDescriptionEn,
        officialLanguage: organisations.officialLanguage,
        bankName: bank.name,
        bankNameEn: bank.nameEn,
        bankCountry: bank.country,
        branchName: branches.name,
        branchNameEn: branches.nameEn,
      })
      .from(organisations)
      .leftJoin(bank, eq(bank.id, organisations.bankId))
      .leftJoin(branches, eq(branches.id, organisations.branchId))
      .where(eq(organisations.id, id))
      .limit(1);
    return row;
  }

  /** The login realms: every bank's, and the operator's (which its coordinators share). */
  async listLoginRealms() {
    return this.db
      .select({
        bankCode: organisations.bankCode,
        name: organisations.name,
        nameEn: organisations.nameEn,
        country: organisations.country,
        role: organisations.role,
      })
      .from(organisations)
      .where(inArray(organisations.role, ['bank', 'kokopelli']))
      .orderBy(organisations.bankCode);
  }

  /**
   * The hidden-company cards of these companies (enterprises; others have none), every one in one
   * query: the policy's CTE over all enterprises, read for the ids asked.
   */
  async hiddenCards(ids: readonly string[], k: number): Promise<Map<string, HiddenCardRow>> {
    if (ids.length === 0) return new Map();
    const idList = sql.join([...new Set(ids)].map((id) => sql`${id}::uuid`), sql`, `);
    const result = (await this.db.execute(
      sql`with company_card as (${hiddenCompanyCardSql(k)}) select * from company_card where id in (${idList})`,
    )) as unknown as { rows: Record<string, unknown>[] };
    return new Map(
      result.rows.map((r) => [
        r['id'] as string,
        {
          id: r['id'] as string,
          band: r['band'] as SizeBand,
          level: Number(r['level']) as HiddenCardLevel,
          levelBankKnown: Number(r['level_bank_known']) as HiddenCardLevel,
          major:
            r['major_code'] === null
              ? null
              : { code: r['major_code'] as string, nameEn: r['major_name_en'] as string, nameJa: r['major_name_ja'] as string, nameTh: r['major_name_th'] as string },
        },
      ]),
    );
  }
}
