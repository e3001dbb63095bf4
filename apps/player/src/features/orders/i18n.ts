import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  title: '我的订单',
  detail: '订单详情',
  empty: '还没有订单',
  issue: '第{{issue}}期',
  amount: '投注金额',
  notes: '共{{notes}}注',
  prize: '中奖金额',
  award: '派奖金额',
  photos: '票样',
  noPhotos: '店主出票后可在这里查看票样',
  content: '投注内容',
  cancel: '撤单',
  cancelConfirm: '确定撤销这个订单吗？金额将退回余额',
  cancelled: '已撤单',
  reason: '原因：{{reason}}',
  time: '下单时间',
  orderId: '订单号',
  pushed: '你的订单{{state}}',
  drawn: '本期开奖（第{{issue}}期）：',
};
export type OrdersResources = typeof zh;

const en: OrdersResources = {
  title: 'My orders',
  detail: 'Order',
  empty: 'No order yet',
  issue: 'Issue {{issue}}',
  amount: 'Amount',
  notes: '{{notes}} bets',
  prize: 'Prize',
  award: 'Paid out',
  photos: 'Ticket photos',
  noPhotos: 'The ticket photos show here once the shop has bought the ticket',
  content: 'Bet',
  cancel: 'Cancel order',
  cancelConfirm: 'Cancel this order? The amount returns to your balance',
  cancelled: 'Order cancelled',
  reason: 'Reason: {{reason}}',
  drawn: 'Draw of issue {{issue}}: ',
  time: 'Ordered at',
  orderId: 'Order no.',
  pushed: 'Your order: {{state}}',
};

export const ORDERS_NS = 'orders';
registerResources(ORDERS_NS, zh, en);
