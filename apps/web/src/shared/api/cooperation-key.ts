/**
 * Every query of partner shops is cached under this key. Shared, not the feature's own: orders moving between
 * partners change cooperation balances and histories, so the app's order push listener refreshes them too.
 */
export const COOPERATION_KEY = ['cooperation'] as const;
