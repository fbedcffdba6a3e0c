// One rule for server and browser: src/shared/localized-name.ts.
export { localizedName, localizedOptionalName, type NamedOrganisation, type NamedPerson, personName, readableName } from '../../shared/localized-name.ts';
