import type { CommonResources } from './common.ts';

export const commonEn: CommonResources = {
  app: { name: 'Player' },
  tab: { home: 'Home', orders: 'Orders', chat: 'Chat', wallet: 'Me' },
  common: {
    empty: 'Nothing here yet',
    loading: 'Loading…',
    noMore: 'No more',
    retry: 'Retry',
    back: 'Back',
    yuan: '{{yuan}} yuan',
  },
  http: {
    timeout: 'The request timed out; check the network',
    network: 'Could not connect; try again later',
    serverError: 'The server had a problem; try again later',
    status: 'Request failed ({{status}})',
  },
  session: { ended: 'Your session has ended; log in again' },
  language: { switch: '中文' },
};
