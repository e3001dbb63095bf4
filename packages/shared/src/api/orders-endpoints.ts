import { endpointsOf } from './endpoint.ts';

// The calls of orders (docs/orders.md): the shop's order tab, actions, 订单查询 and 待派奖, ticket photos, and the
// player side that creates real orders.

const order = endpointsOf('orders');
const shop = { auth: 'shop' } as const;
const certifiedShop = { auth: 'shop', certified: true } as const;
const player = { auth: 'player' } as const;

export const ordersApi = {
  receivingList: order({
    method: 'GET',
    path: '/api/shopkeeper.Order/Orderlist',
    access: shop,
    request: 'OrderListRequest',
    response: 'OrderPage',
    summary: 'The 待接单 (state 1) or 待出票 (state 2) tab of the order page.',
  }),
  groupBuyList: order({
    method: 'GET',
    path: '/api/shopkeeper.Order/Order_together',
    access: shop,
    request: 'OrderTogetherRequest',
    response: 'OrderPage',
    summary: 'The 合买 tab: group-buy plans still taking shares.',
  }),
  tabCounts: order({
    method: 'GET',
    path: '/api/shopkeeper.Order/counts',
    access: shop,
    request: null,
    response: 'OrderCounts',
    summary: 'How many orders wait in each tab (the badges).',
  }),
  detail: order({
    method: 'GET',
    path: '/api/shopkeeper.Order/detail',
    access: shop,
    request: 'OrderIdQuery',
    response: 'OrderDetail',
    summary: 'One order with its result and history.',
  }),
  receive: order({
    method: 'GET',
    path: '/api/shopkeeper.Order/OrderReceiving',
    legacyWritingGet: true,
    access: certifiedShop,
    request: 'OrderIdQuery',
    response: 'OrderReceivingResponse',
    summary: '接单: the shop takes an order that waits (state 1 → 2).',
  }),
  ticket: order({
    method: 'POST',
    path: '/api/shopkeeper.Order/OrderDrawDraft',
    access: certifiedShop,
    request: 'OrderDrawDraftRequest',
    response: 'Sentence',
    summary: '出票: the ticket is bought (state 2 → 6), optionally with the odds printed on it.',
  }),
  cancelByShop: order({
    method: 'POST',
    path: '/api/shopkeeper.Order/ShopkeeperCancellation',
    access: certifiedShop,
    request: 'ShopCancelRequest',
    response: 'Sentence',
    summary: '拒单 / 撤单 with a reason; the player is refunded.',
  }),
  deletePhoto: order({
    method: 'POST',
    path: '/api/shopkeeper.Order/SetOrderTicketImg',
    access: certifiedShop,
    request: 'DeleteTicketImageRequest',
    response: 'TicketImagesLeft',
    summary: 'Deletes one ticket photo of an order.',
  }),
  uploadPhoto: order({
    method: 'POST',
    path: '/api/common.Common/upload',
    aliases: ['/api/common.Common/upload2'],
    form: 'multipart',
    access: certifiedShop,
    request: 'TicketImageUpload',
    response: 'TicketImagesResponse',
    summary: 'Adds a ticket photo: a multipart `file` with `type` TicketingImg and `name` the order id.',
  }),
  inquiry: order({
    method: 'GET',
    path: '/api/shopkeeper.mine.Orderlist/Orderlist',
    access: shop,
    request: 'OrderInquiryRequest',
    response: 'OrderPage',
    summary: '订单查询: the shop’s orders by state, game, dates or search.',
  }),
  waitingAward: order({
    method: 'GET',
    path: '/api/shopkeeper.mine.WaitingAward/index',
    access: { auth: 'shop', staff: 'award' },
    request: 'PageRequest',
    response: 'OrderPage',
    summary: '待派奖: winning orders whose prize is not paid yet.',
  }),
  editMoney: order({
    method: 'GET',
    path: '/api/shopkeeper.mine.WaitingAward/EditMoney',
    legacyWritingGet: true,
    access: { auth: 'shop', certified: true, staff: 'award' },
    request: 'EditMoneyRequest',
    response: 'Sentence',
    summary:
      'Sets the amount to pay for a settled, unpaid order (0 = no prize); above the computed prize only the shopkeeper, with a reason.',
  }),
  award: order({
    method: 'POST',
    path: '/api/shopkeeper.mine.WaitingAward/Award',
    access: { auth: 'shop', certified: true, staff: 'award' },
    request: 'AwardRequest',
    response: 'AwardResponse',
    summary: '派奖: pays the prizes of one or several orders to the players’ balances, each exactly once.',
  }),
  create: order({
    method: 'POST',
    path: '/api/bettingend.Order/create',
    access: player,
    request: 'PlayerOrderCreateRequest',
    response: 'OrderDetail',
    summary:
      'A player orders a bet on what is on sale, paid from their balance; the deadline, teams and odds come from the game calendar.',
  }),
  cancelByPlayer: order({
    method: 'POST',
    path: '/api/bettingend.Order/cancel',
    access: player,
    request: 'OrderIdQuery',
    response: 'Sentence',
    summary:
      'A player withdraws an order the shop has not taken, or a group-buy plan nobody else has joined; the money returns.',
  }),
  playerList: order({
    method: 'GET',
    path: '/api/bettingend.Order/list',
    access: player,
    request: 'PlayerOrderListRequest',
    response: 'OrderPage',
    summary: 'The player’s orders, and the group-buys they bought shares of.',
  }),
  playerDetail: order({
    method: 'GET',
    path: '/api/bettingend.Order/detail',
    access: player,
    request: 'OrderIdQuery',
    response: 'OrderDetail',
    summary: 'One of the player’s orders, or a group-buy they bought shares of.',
  }),
  createGroupBuy: order({
    method: 'POST',
    path: '/api/bettingend.Together/create',
    access: player,
    request: 'GroupBuyCreateRequest',
    response: 'OrderDetail',
    summary: '合买: a player starts a group-buy plan and takes their own shares.',
  }),
  joinGroupBuy: order({
    method: 'POST',
    path: '/api/bettingend.Together/join',
    access: player,
    request: 'GroupBuyJoinRequest',
    response: 'Sentence',
    summary: 'A player buys shares of an open plan.',
  }),
  openGroupBuys: order({
    method: 'GET',
    path: '/api/bettingend.Together/list',
    access: player,
    request: 'PageRequest',
    response: 'OrderPage',
    summary: 'Open plans of the player’s shop.',
  }),
};
