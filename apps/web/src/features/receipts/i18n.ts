import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of 收款管理 (docs/money.md, "Payment channels and players' recharges"); the earlier app's words where it had
// them.

const zh = {
  // The mark drawn on each channel's icon, by the icon key the platform gives.
  icon: { alipay: '支', newpay: '51', suixing: '随', offline: '码' },
  list: {
    tip: '开通后用户可通过以下方式充值,如需重新申请请联系平台客服',
    rate: '{{title}}为{{rate}}%',
    open: '去开通',
    switch: '开启收款渠道',
    changeImage: '修改图片',
    previewImage: '预览图片',
    noImage: '尚未设置收款码',
    setPid: '设置PID',
    pid: 'PID：{{pid}}',
    reason: '驳回理由:',
    reviewing: '平台审核中，请耐心等待',
    imageChanged: '修改成功',
  },
  pid: {
    title: '设置PID',
    placeholder: '请输入51新支付平台pid参数',
    invalid: 'PID 应为 {{min}}–{{max}} 位数字',
    save: '确定',
  },
  offline: {
    title: '待确认的线下充值',
    empty: '暂无待确认的充值',
    hint: '彩民扫描线下收款码付款后提交，请核对实际到账后再确认',
    money: '¥{{money}}',
    time: '提交于 {{time}}',
    confirm: '确认到账',
    refuse: '拒绝',
    confirmAsk: '确认已收到 {{name}} 的 ¥{{money}}？确认后金额将充入其余额',
    refuseAsk: '拒绝 {{name}} 的 ¥{{money}} 充值？',
    history: '{{name}} 充值 ¥{{money}} 的记录',
  },
  form: {
    images: '上传证件',
    details: '填写资料',
    upload: '点击上传',
    reupload: '重新上传',
    uploading: '上传中…',
    placeholder: '请输入{{field}}',
    optional: '（选填）',
    submit: '提交',
    notes: '注意事项',
    noteImages: '图片仅支持 jpg、png、jpeg 格式',
    noteDates: '日期请按 2023-3-25 的格式填写，长期有效的证件填写“长期”',
    noteAddress: '地址请填写详细地址（省、市、区、街道、门牌号）',
    badFile: '仅支持 jpg、png、jpeg 格式的图片',
    rejected: '上次驳回理由：{{memo}}',
    missing: '收款渠道不存在',
    problem: {
      required: '请填写{{field}}',
      requiredImage: '请上传{{field}}',
      phone: '{{field}}应为11位手机号',
      idcard: '{{field}}应为15或18位身份证号（末位可为X）',
      email: '{{field}}格式不正确',
      date: '{{field}}应为日期，如 2023-3-25（或“长期”）',
      image: '请重新上传{{field}}',
      tooLong: '{{field}}最多{{max}}个字',
    },
  },
};

export type ReceiptsResources = typeof zh;

registerResources('receipts', zh, en);

export const RECEIPTS_NS = 'receipts';
