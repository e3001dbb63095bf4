import { endpointsOf } from './endpoint.ts';

// The calls of red packets (docs/money.md, "Red packets"): the owner of a certified shop sends packets paid from the
// shop balance, lists and revokes them; players of the shop grab shares into their balances. Staff: none.

const packets = endpointsOf('redPackets');
const owner = { auth: 'shopkeeper', certified: true } as const;
const base = '/api/shopkeeper.mine.RedPacket';

export const redPacketsApi = {
  push: packets({
    method: 'POST',
    path: `${base}/pushRedPacket`,
    access: owner,
    request: 'RedPacketPushRequest',
    response: 'RedPacketPushed',
    summary:
      '发红包: a random (type 1, Money = total) or fixed (type 2, Money = each) packet, paid from the shop balance.',
  }),
  records: packets({
    method: 'GET',
    path: `${base}/getRedPacketRecord`,
    access: owner,
    request: 'RedPacketRecordRequest',
    response: 'RedPacketRecordPage',
    summary: '红包记录: the shop’s packets, newest first, with who grabbed what.',
  }),
  revoke: packets({
    method: 'POST',
    path: `${base}/revocationRedPacket`,
    access: owner,
    request: 'RedPacketIdRequest',
    response: 'RedPacketRevoked',
    summary: '撤销此红包: close an open packet; what was not grabbed goes back to the shop balance.',
  }),
  grab: packets({
    method: 'POST',
    path: '/api/bettingend.RedPacket/grab',
    access: { auth: 'player' },
    request: 'RedPacketIdRequest',
    response: 'RedPacketGrabbed',
    summary: 'A player of the shop grabs one share of an open packet into their balance (once per packet).',
  }),
};
