import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  branches,
  hiddenCompanyCardBuilds,
  hiddenCompanyCardGeneration,
  hiddenCompanyCards,
  industries,
  organisations,
} from '../../db/schema/index.ts';
import type { SizeBand } from '../../../shared/size-bands.ts';
import { cardLeafSql, hiddenCardK, hiddenCompanyCardSql, type HiddenCardLevel } from './organisations.policy.ts';

const bank = alias(organisations, 'bank');

/** The advisory lock's first key (any fixed int) under which one server at a time computes a k's cards. */
const HIDDEN_CARDS_LOCK = 20_261_127;

/** One company's hidden-company card as the organisation policy computes it (`hiddenCompanyCardSql`), kept in `hidden_company_cards`. */
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
   * The hidden-company cards of these companies (enterprises; others have none), read from the cards
   * computed ahead for k (decision 056). Cards older than the companies they describe (the
   * generation moved on since they were computed) are computed again first, by this reader or by
   * one that got there before it; so a card read is never older than the read.
   */
  async hiddenCards(ids: readonly string[], k: number): Promise<Map<string, HiddenCardRow>> {
    if (ids.length === 0) return new Map();
    const min = hiddenCardK(k);
    const idList = sql.join([...new Set(ids)].map((id) => sql`${id}::uuid`), sql`, `);
    // The page's enterprises, each with the card of its leaf.
    const read = async () =>
      (
        (await this.db.execute(sql`
          select b.generation is not distinct from g.generation as fresh, o.id, c.band, c.level, c.level_bank_known,
            major.code as major_code, major.name_en as major_name_en, major.name_ja as major_name_ja, major.name_th as major_name_th
          from ${hiddenCompanyCardGeneration} g
          left join ${hiddenCompanyCardBuilds} b on b.k = ${min}
          left join (
            ${organisations} o
            join ${hiddenCompanyCards} c on c.k = ${min} and c.leaf = ${cardLeafSql('o')}
            left join ${industries} major on major.id = c.major_id
          ) on o.id in (${idList}) and o.role = 'enterprise'`)) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
    let rows = await read();
    if (rows[0]?.['fresh'] !== true) {
      await this.computeHiddenCards(min);
      rows = await read();
    }
    return new Map(
      rows
        .filter((r) => r['id'] !== null)
        .map((r) => [
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

  /**
   * Computes the cards of every leaf for k (the policy's `hiddenCompanyCardSql`) unless cards of the
   * current generation are there already, and records the generation they were computed from. One
   * computer per k at a time (an advisory lock); the others wait, then find the cards fresh. The
   * leaves are few beside the companies (tens of thousands at half a million companies), so they
   * are written whole. Answers whether it computed.
   */
  async computeHiddenCards(k: number): Promise<boolean> {
    const min = hiddenCardK(k);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${HIDDEN_CARDS_LOCK}, ${min})`);
      const [state] = (
        (await tx.execute(sql`
          select g.generation, b.generation as built from ${hiddenCompanyCardGeneration} g
          left join ${hiddenCompanyCardBuilds} b on b.k = ${min}`)) as unknown as { rows: { generation: number; built: number | null }[] }
      ).rows;
      if (!state || state.built === state.generation) return false;
      // The next statement reads the companies as committed when it starts, after the generation
      // above was read: the cards are at least as new as the generation recorded.
      await tx.execute(sql`delete from ${hiddenCompanyCards} where k = ${min}`);
      await tx.execute(sql`
        insert into ${hiddenCompanyCards} (k, leaf, band, major_id, level, level_bank_known)
        select ${min}, leaf, band, major_id, level, level_bank_known from (${hiddenCompanyCardSql(min)}) card`);
      await tx.execute(sql`
        insert into ${hiddenCompanyCardBuilds} (k, generation, built_at) values (${min}, ${state.generation}, now())
        on conflict (k) do update set generation = excluded.generation, built_at = excluded.built_at`);
      return true;
    });
  }
}
