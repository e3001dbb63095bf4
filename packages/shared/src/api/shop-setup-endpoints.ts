import { endpointsOf } from './endpoint.ts';

// The calls of shop administration (docs/shop-setup.md): the owner's announcements and game switches, and the
// notices players of the shop read. Staff: none.

const setup = endpointsOf('shopSetup');
const owner = { auth: 'shopkeeper' } as const;
const ownerCertified = { auth: 'shopkeeper', certified: true } as const;

export const shopSetupApi = {
  setNotice: setup({
    method: 'POST',
    path: '/api/shopkeeper.mine.Setup/set_notice_board',
    access: ownerCertified,
    request: 'NoticeSetRequest',
    response: 'Sentence',
    summary:
      '公告发布: a scrolling (type false/0) or pop-up (true/1) notice for the shop’s players; an empty scrolling notice cancels it.',
  }),
  notices: setup({
    method: 'POST',
    path: '/api/shopkeeper.mine.Setup/set_notice_board_list',
    anyMethod: true,
    access: owner,
    request: null,
    response: 'NoticeHistory',
    summary: 'The shop’s notices, newest first, with their kind (滚动公告 / 弹窗公告 / 公告取消).',
  }),
  currentNotices: setup({
    method: 'GET',
    path: '/api/bettingend.Notice/list',
    access: { auth: 'player' },
    request: null,
    response: 'CurrentNotices',
    summary: 'The scrolling and the pop-up notice the player’s shop shows now (null where none).',
  }),
  games: setup({
    method: 'GET',
    path: '/api/shopkeeper.Gamelist/index',
    access: owner,
    request: null,
    response: 'ShopGameSettings',
    summary:
      '彩种管理: every game with the shop’s switches, the platform’s bounds and the issue or matches on sale with this shop’s deadline.',
  }),
  editGame: setup({
    method: 'POST',
    path: '/api/shopkeeper.Gamelist/edit',
    access: ownerCertified,
    request: 'ShopGameEditRequest',
    response: 'ShopGameSetting',
    summary: 'Changes one setting (`model`) of one game; answers the game as it is now.',
  }),
};
