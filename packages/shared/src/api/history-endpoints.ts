import { endpointsOf } from './endpoint.ts';

// A record's history (docs/history.md): the owner reads who did what to one of the shop's records, and when.

const history = endpointsOf('history');

export const historyApi = {
  list: history({
    method: 'GET',
    path: '/api/shopkeeper.History/list',
    access: { auth: 'shopkeeper' },
    request: 'HistoryRequest',
    response: 'RecordHistory',
    summary:
      '记录: the history of one of the shop’s records (a withdrawal, red packet, partner application, recharge…), oldest first: who did what, when, from which state to which, and why.',
  }),
};
