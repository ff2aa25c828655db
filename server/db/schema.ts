// The whole schema, one file per module; drizzle-kit reads server/db/schema/*.ts.
export * from './schema/audit';
export * from './schema/collections';
export * from './schema/content';
export * from './schema/credit';
export * from './schema/direct-debit';
export * from './schema/idempotency';
export * from './schema/income-proof';
export * from './schema/loans';
export * from './schema/members';
export * from './schema/notifications';
export * from './schema/outbox';
export * from './schema/repayments';
export * from './schema/servicing-days';
export * from './schema/servicing-ledger';
export * from './schema/uploads';
export * from './schema/usdt';
export * from './schema/verification';
