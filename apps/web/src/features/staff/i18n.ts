import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of 员工管理 (docs/staff.md); the earlier app's words where it had them.

const zh = {
  list: {
    active: '已启用',
    stopped: '已停用',
    heading: '员工列表({{n}})',
    empty: '暂无员工',
    emptyStopped: '没有已停用的员工',
    account: '账号：{{username}}',
    configGames: '配置彩种',
    stop: '停用',
    start: '启用',
    confirmStop: '确定停用 {{name}}({{id}}) 吗？',
    confirmStart: '确定启用 {{name}}({{id}}) 吗？',
    stopHint: '停用后该员工立即退出登录，且不能再登录，直到再次启用。',
    add: '新增员工',
    perm: { viewUserlist: '查看用户', cooperation: '合作店铺', award: '派奖' },
    noPerm: '仅处理订单',
    rules: '{{n}} 个彩种有接单限制',
    failures: '密码错误 {{n}} 次',
  },
  form: {
    username: '员工账号',
    usernamePlaceholder: '必填，账号不支持纯数字',
    password: '员工密码',
    passwordPlaceholder: '必填，6–32 位',
    passwordKeep: '不修改请留空',
    realName: '真实姓名',
    sfz: '身份证号',
    sfzPlaceholder: '选填，15 或 18 位',
    remarks: '备注',
    optional: '选填',
    failures: '密码错误次数',
    permissions: '员工权限',
    viewUserlist: '允许查看用户列表',
    cooperation: '允许查看合作',
    award: '允许派奖',
    submitAdd: '确认新增',
    submitEdit: '保存并修改',
    required: '请填写{{field}}',
    digits: '账号不支持纯数字',
    notFound: '员工不存在',
    backToList: '返回员工列表',
  },
  games: {
    tip: '为该员工设置各彩种的接单规则：拒绝接单的彩种，该员工不能接单、拒单、出票或甩单；限额的彩种只能处理金额在范围内的订单。',
    who: '{{name}}（{{username}}）',
    range: '{{min}}～{{max}} 元',
    min: '最低金额',
    max: '最高金额',
    amountHint: '金额 2～999999 元，最低金额不能大于最高金额',
    save: '保存',
    cancel: '取消',
    sheetTitle: '{{game}} 接单规则',
    needAmounts: '请填写最低金额和最高金额',
  },
};

export type StaffResources = typeof zh;

registerResources('staff', zh, en);

export const STAFF_NS = 'staff';
