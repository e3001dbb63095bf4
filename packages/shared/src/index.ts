export * from './codes.ts';
export * from './envelope.ts';
export * from './money.ts';
export * from './fields.ts';
export * from './enums.ts';
export * from './ws.ts';
export * from './api/account.ts';
export * from './api/draws.ts';
