import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { branches, organisations } from '../../db/schema/index.ts';

const bank = alias(organisations, 'bank');

export type OrganisationProfileRow = NonNullable<Awaited<ReturnType<OrganisationRepository['findProfile']>>>;

export class OrganisationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
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
}
