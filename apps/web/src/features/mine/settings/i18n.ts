import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

// Labels of the settings page's editors (编辑资料): loaded with that page, not with the mine page, whose first-route
// budget they would otherwise weigh on. The earlier app's words where it had them.

const zh = {
  nickname: {
    placeholder: '昵称限制{{max}}个字~',
    bannedTitle: '注意',
    banned: '昵称含有违规词：{{masked}}',
    empty: '昵称不能为空',
    tooLong: '昵称限制{{max}}个字哦',
    contact: '名称内疑似包含联系方式',
    same: '新昵称与当前昵称相同',
  },
  realName: {
    hint: '实名认证后不能修改，请如实填写',
    done: '已完成实名认证，不能修改',
    id: '身份证号',
    idPlaceholder: '请输入18位身份证号',
    name: '真实姓名',
    namePlaceholder: '请输入真实姓名',
    submit: '确认认证',
    short: '身份证小于18位~',
    long: '身份证号不能多于18位',
    format: '身份证号应为17位数字加1位数字或X',
    birthDate: '身份证号中的出生日期不正确',
    checkDigit: '身份证号校验位不正确，请核对是否输错',
    nameEmpty: '真实姓名不能为空',
    nameShort: '真实姓名至少{{min}}个字',
  },
  address: {
    region: '所在地区',
    regionPlaceholder: '请选择省/市/区',
    loading: '地区加载中~',
    detail: '详细地址',
    detailPlaceholder: '街道、门牌号',
    empty: '地址不能为空~',
    regionMissing: '请选择省/市/区',
    detailShort: '详细地址至少{{min}}个字',
  },
  contact: {
    save: '保存',
    wechatTitle: '设置微信号',
    wechatPlaceholder: '请输入微信号',
    wechatEmpty: '微信号不能为空',
    wechatInvalid: '微信号应为6–20位字母、数字、下划线或减号并以字母开头，或手机号',
    telephoneTitle: '设置联系电话',
    telephonePlaceholder: '手机号或座机号，如 0755-12345678',
    telephoneEmpty: '联系电话不能为空',
    telephoneInvalid: '联系电话应为手机号、带区号的座机号（如 0755-12345678）或400电话',
  },
  avatar: {
    view: '查看头像',
    change: '修改头像',
    tooLarge: '注意图片最大10MB~',
    notImage: '请选择一张图片',
    cropTitle: '裁剪头像',
    cropHint: '拖动、缩放图片，方框内即为头像',
  },
};

export type MineSettingsResources = typeof zh;

const en: MineSettingsResources = {
  nickname: {
    placeholder: 'At most {{max}} characters',
    bannedTitle: 'Attention',
    banned: 'The name contains words that are not allowed: {{masked}}',
    empty: 'The name must not be empty',
    tooLong: 'The name must be at most {{max}} characters',
    contact: 'The name seems to hold contact details',
    same: 'The name is the same as the current one',
  },
  realName: {
    hint: 'Cannot be changed once verified; enter it as on your ID card',
    done: 'Verified; it cannot be changed',
    id: 'ID number',
    idPlaceholder: '18-character ID number',
    name: 'Real name',
    namePlaceholder: 'Your name as on the ID card',
    submit: 'Verify',
    short: 'The ID number has fewer than 18 characters',
    long: 'The ID number has more than 18 characters',
    format: 'The ID number must be 17 digits and a digit or X',
    birthDate: 'The birth date in the ID number does not exist',
    checkDigit: 'The ID number fails its check digit; check it for a mistyped character',
    nameEmpty: 'The real name must not be empty',
    nameShort: 'The real name must be at least {{min}} characters',
  },
  address: {
    region: 'Region',
    regionPlaceholder: 'Province / city / district',
    loading: 'Loading regions…',
    detail: 'Street',
    detailPlaceholder: 'Street and number',
    empty: 'The address must not be empty',
    regionMissing: 'Choose the province, city and district',
    detailShort: 'The street needs at least {{min}} characters',
  },
  contact: {
    save: 'Save',
    wechatTitle: 'WeChat ID',
    wechatPlaceholder: 'Your WeChat ID',
    wechatEmpty: 'The WeChat ID must not be empty',
    wechatInvalid: 'A WeChat ID is 6–20 letters, digits, _ or - starting with a letter, or a mobile number',
    telephoneTitle: 'Telephone',
    telephonePlaceholder: 'Mobile or landline, e.g. 0755-12345678',
    telephoneEmpty: 'The telephone must not be empty',
    telephoneInvalid: 'Enter a mobile number, a landline with its area code (0755-12345678) or a 400 number',
  },
  avatar: {
    view: 'View avatar',
    change: 'Change avatar',
    tooLarge: 'Pictures can be at most 10 MB',
    notImage: 'Choose a picture',
    cropTitle: 'Crop the avatar',
    cropHint: 'Drag and zoom: the square is the avatar',
  },
};

registerResources('mineSettings', zh, en);

export const MINE_SETTINGS_NS = 'mineSettings';
