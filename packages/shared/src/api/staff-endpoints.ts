import { endpointsOf } from './endpoint.ts';

// The calls of staff management (员工管理, docs/staff.md). The owner only: staff never manage staff. Changes need a
// certified shop, like every other action of the shop.

const staff = endpointsOf('staff');
const owner = { auth: 'shopkeeper' } as const;
const certifiedOwner = { auth: 'shopkeeper', certified: true } as const;
const base = '/api/shopkeeper.mine.Clerk';

export const staffApi = {
  list: staff({
    method: 'GET',
    path: `${base}/list`,
    access: owner,
    request: 'StaffListRequest',
    response: 'StaffList',
    summary:
      'The shop’s staff accounts, 已启用 (state 1) or 已停用 (state 0), with permissions and game rules.',
  }),
  info: staff({
    method: 'GET',
    path: `${base}/ClerkInfo`,
    access: owner,
    request: 'StaffIdQuery',
    response: 'StaffMember',
    summary: 'One staff account of the shop, with its failed logins (密码错误次数).',
  }),
  add: staff({
    method: 'POST',
    path: `${base}/AddClerk`,
    access: certifiedOwner,
    request: 'StaffAddRequest',
    response: 'Sentence',
    summary: '新增员工: a staff account of the shop with its permissions.',
  }),
  edit: staff({
    method: 'POST',
    path: `${base}/EditClerk`,
    access: certifiedOwner,
    request: 'StaffEditRequest',
    response: 'Sentence',
    summary: 'Changes a staff account; a new password ends its sessions.',
  }),
  setState: staff({
    method: 'GET',
    path: `${base}/clerkClose`,
    legacyWritingGet: true,
    access: certifiedOwner,
    request: 'StaffSwitchRequest',
    response: 'Sentence',
    summary:
      '停用 (0) / 启用 (1) a staff account; stopping ends its sessions and closes its sockets at once.',
  }),
  setGameRule: staff({
    method: 'GET',
    path: `${base}/ColorEditing`,
    legacyWritingGet: true,
    access: certifiedOwner,
    request: 'StaffGameRuleRequest',
    response: 'Sentence',
    summary:
      'A staff member’s rule for one game: 0 不限制金额, 1 拒绝接单, 2 only within [minMoney, maxMoney].',
  }),
};
