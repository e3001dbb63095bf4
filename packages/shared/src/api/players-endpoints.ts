import { endpointsOf } from './endpoint.ts';

// The calls of players and invitations (docs/players.md). Staff need the `viewUserlist` permission to read and to
// set a player's star, remark and switches; what moves money, makes agents or changes a password is the owner's.

const players = endpointsOf('players');
const view = { auth: 'shop', staff: 'viewUserlist' } as const;
/** Setting a star, remark or switch is an action: the shop must be certified too. */
const mark = { ...view, certified: true } as const;
const owner = { auth: 'shopkeeper', certified: true } as const;
const base = '/api/shopkeeper.Userlist';

export const playersApi = {
  register: players({
    method: 'POST',
    path: '/api/bettingend.User/register',
    access: { auth: 'none' },
    perMinute: 20,
    request: 'PlayerRegisterRequest',
    response: 'PlayerLoginResponse',
    summary: 'A player signs up with an invite code and a mobile code; they belong to the inviting shop.',
  }),
  list: players({
    method: 'GET',
    path: `${base}/list`,
    access: view,
    request: 'PlayerListRequest',
    response: 'PlayerPage',
    summary: '全部用户 (type 0) or 下单用户 (type 1), searched by nickname or remark, newest first.',
  }),
  starred: players({
    method: 'GET',
    path: `${base}/WinkList`,
    access: view,
    request: 'PlayerSearchRequest',
    response: 'PlayerRows',
    summary: '标星用户: the starred players.',
  }),
  info: players({
    method: 'GET',
    path: `${base}/info`,
    access: view,
    request: 'PlayerIdRequest',
    response: 'PlayerDetail',
    summary: 'One player with the shop’s settings and their trading figures.',
  }),
  setFlag: players({
    method: 'GET',
    path: `${base}/setUserConfig`,
    legacyWritingGet: true,
    access: mark,
    request: 'PlayerFlagRequest',
    response: 'Sentence',
    summary: 'Star, remark, 销售 or 专家 of a player.',
  }),
  setAgent: players({
    method: 'POST',
    path: `${base}/setUserConfig`,
    access: owner,
    request: 'PlayerAgentConfigRequest',
    response: 'Sentence',
    summary: 'Make a player an agent (or not), or set the days between settlements of their commission.',
  }),
  setAgentRate: players({
    method: 'POST',
    path: `${base}/setAgentRate`,
    access: owner,
    request: 'PlayerAgentRateRequest',
    response: 'Sentence',
    summary: 'An agent’s commission rate (a fraction, above 0 and at most 0.07).',
  }),
  setSuperior: players({
    method: 'POST',
    path: `${base}/Editsuperior`,
    access: owner,
    request: 'PlayerSuperiorRequest',
    response: 'Sentence',
    summary: 'Change who a player’s superior is (another player of the shop, never one they invited).',
  }),
  addMoney: players({
    method: 'POST',
    path: `${base}/addMoney`,
    access: owner,
    request: 'PlayerMoneyRequest',
    response: 'Sentence',
    summary: '加款: add to a player’s balance (at most 5万 a time), with a memo, in the ledger.',
  }),
  deductMoney: players({
    method: 'POST',
    path: `${base}/delMoney`,
    access: owner,
    request: 'PlayerMoneyRequest',
    response: 'Sentence',
    summary: '扣款: take from a player’s balance (at most 5万 a time, never beyond it), with a memo.',
  }),
  resetPassword: players({
    method: 'POST',
    path: `${base}/resetPassword`,
    access: owner,
    request: 'PlayerPasswordRequest',
    response: 'Sentence',
    summary: 'Set a new password for a player; their sessions end.',
  }),
  orders: players({
    method: 'GET',
    path: `${base}/Orderlist`,
    access: view,
    request: 'PlayerOrdersRequest',
    response: 'OrderPage',
    summary: 'A player’s bet records: 普通 or 合买, all (99) or bought tickets only (98), by dates.',
  }),
  account: players({
    method: 'GET',
    path: `${base}/AccountDetails`,
    access: view,
    request: 'PlayerAccountRequest',
    response: 'PlayerAccount',
    summary: 'A player’s account details: their balance’s ledger, newest first.',
  }),
  invites: players({
    method: 'GET',
    path: `${base}/inviter`,
    access: view,
    request: 'PlayerInvitesRequest',
    response: 'Invitees',
    summary: 'ta的邀请: the players one player invited, with what they bet in the date range.',
  }),
  agents: players({
    method: 'GET',
    path: `${base}/getAgentList`,
    access: view,
    request: 'AgentListRequest',
    response: 'AgentList',
    summary: '代理统计: the agents, with their invitees’ sales and the commission on them in the date range.',
  }),
  agentInvitees: players({
    method: 'GET',
    path: `${base}/getAgentById`,
    access: view,
    request: 'AgentInviteesRequest',
    response: 'Invitees',
    summary: '推荐数据: the players an agent invited (type 1) or their bets (type 2).',
  }),
  invitedShops: players({
    method: 'GET',
    path: `${base}/getInviterList`,
    access: { auth: 'shopkeeper' },
    request: 'InvitedShopsRequest',
    response: 'InvitedShops',
    summary: '邀请店主: the shops that signed up with this shop as their inviter.',
  }),
  shareInfo: players({
    method: 'GET',
    path: `${base}/shareInfo`,
    access: owner,
    request: null,
    response: 'ShopShareInfo',
    summary: '店铺推广: the shop’s name, avatar and invite code for its poster (certified shops only).',
  }),
};
