// The one place drizzle-kit and the db client read the whole schema from.
export * from './account';
export * from './merchants';
export * from './catalogue';
export * from './basket';
export * from './platform';
export * from './lists';
export * from './checkout';
export * from './spares';
export * from './account-admin';
export * from './orders';
export * from './order-status-events';
export * from './sandbox-gateway';
export * from './documents';
