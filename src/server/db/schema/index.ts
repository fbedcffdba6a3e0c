export * from './reference.ts';
export * from './organisations.ts';
export * from './auth.ts';
export * from './events.ts';
export * from './offers.ts';
export * from './negotiations.ts';
export * from './notifications.ts';
export * from './translations.ts';
