// Every request and answer schema an endpoint definition may name (endpoint.ts). The server looks the names up here;
// the web takes only their types, so zod stays out of pages that do not validate a form.
export * from './common.ts';
export * from './account.ts';
export * from './calendar.ts';
export * from './cooperation.ts';
export * from './chat.ts';
export * from './draws.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './players.ts';
export * from './player-withdrawals.ts';
export * from './publicity.ts';
export * from './push-link.ts';
export * from './shop-money.ts';
export * from './red-packets.ts';
export * from './receipts.ts';
export * from './shop-profile.ts';
