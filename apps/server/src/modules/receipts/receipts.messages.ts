import { defineMessages } from '../../core/i18n.ts';

// What the payment-channel calls answer (docs/money.md, "Payment channels and players' recharges").

export const M = defineMessages({
  rcChannelMissing: {
    zh: 'receipt_id 必填：要开通的收款渠道',
    en: 'receipt_id is required: the channel to open',
  },
  rcNoChannel: { zh: '收款渠道不存在', en: 'Payment channel not found' },
  rcUnderReview: {
    zh: '该渠道正在审核中，请耐心等待',
    en: 'This channel is under review; please wait for the platform',
  },
  rcAlreadyApproved: {
    zh: '该渠道已开通，如需重新申请请联系平台客服',
    en: 'This channel is already open; contact the platform to apply again',
  },
  rcFieldRequired: { zh: '请填写{field}', en: '{field} is required' },
  rcFieldImageRequired: { zh: '请上传{field}', en: 'Upload {field}' },
  rcFieldPhone: { zh: '{field}应为11位手机号', en: '{field} must be an 11-digit mobile number' },
  rcFieldIdcard: {
    zh: '{field}应为15或18位身份证号（末位可为X）',
    en: '{field} must be a 15- or 18-digit ID number (the last may be X)',
  },
  rcFieldEmail: { zh: '{field}格式不正确', en: '{field} must be an e-mail address' },
  rcFieldDate: {
    zh: '{field}应为日期，如 2023-3-25（或“长期”）',
    en: '{field} must be a date such as 2023-3-25 (or long-term)',
  },
  rcFieldImage: {
    zh: '{field}应为上传的图片（jpg、png、jpeg）',
    en: '{field} must be an image uploaded here (jpg, png, jpeg)',
  },
  rcFieldTooLong: { zh: '{field}最多{max}个字', en: '{field} must be at most {max} characters' },
  rcApplied: { zh: '提交成功', en: 'Submitted' },
  rcNotApproved: {
    zh: '该渠道尚未开通，无法开启或关闭',
    en: 'This channel is not approved yet: it cannot be switched',
  },
  rcAlreadyOn: { zh: '收款已开启', en: 'Already open' },
  rcAlreadyOff: { zh: '收款已关闭', en: 'Already closed' },
  rcOpened: { zh: '收款已开启', en: 'Channel open' },
  rcClosed: { zh: '收款已关闭', en: 'Channel closed' },
  rcPidChannel: {
    zh: 'source 应为51新支付渠道（3 或 201）',
    en: 'source must be a 51新支付 channel (3 or 201)',
  },
  rcPidNotApproved: {
    zh: '请先开通该51新支付渠道',
    en: 'Open this 51新支付 channel first',
  },
  rcPidSet: { zh: '设置成功', en: 'pid saved' },
  rcQrNotApproved: {
    zh: '请先开通线下收款码渠道',
    en: 'Open the offline QR code channel first',
  },
  rcQrSet: { zh: '修改成功', en: 'QR code replaced' },
  rcUploadField: {
    zh: '上传参数 {field} 不正确（type 应为 StoreID，file 为一张图片）',
    en: 'Upload field {field} is wrong (type must be StoreID, file one image)',
  },
});
