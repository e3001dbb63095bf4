import { endpointsOf } from './endpoint.ts';

// The calls of payment channels (收款管理) and players' recharges (docs/money.md, "Payment channels and players'
// recharges"). The owner only: staff never see receipts.

const receipt = endpointsOf('receipts');
const owner = { auth: 'shopkeeper' } as const;
const certifiedOwner = { auth: 'shopkeeper', certified: true } as const;
const base = '/api/shopkeeper.mine.Receipt';

export const receiptsApi = {
  list: receipt({
    method: 'GET',
    path: `${base}/List`,
    access: owner,
    request: null,
    response: 'ReceiptChannels',
    summary: 'The platform’s payment channels with this shop’s application (record) of each.',
  }),
  apply: receipt({
    method: 'POST',
    path: `${base}/OpenReceipt`,
    access: certifiedOwner,
    request: 'ReceiptApplyRequest',
    response: 'Sentence',
    summary: 'Applies for a channel with its form (again after a rejection); the platform reviews it.',
  }),
  setState: receipt({
    method: 'POST',
    path: `${base}/setReceipt`,
    access: certifiedOwner,
    request: 'ReceiptSwitchRequest',
    response: 'Sentence',
    summary: '开启收款渠道: switches an approved channel on or off for the players.',
  }),
  qrImage: receipt({
    method: 'POST',
    path: `${base}/YulanShoukuangImg`,
    access: owner,
    request: null,
    response: 'ReceiptQrImage',
    summary: 'The URL of the shop’s offline payment QR code (channel 999), or empty.',
  }),
  setQrImage: receipt({
    method: 'POST',
    path: `${base}/setShoukuangImg`,
    access: certifiedOwner,
    request: 'ReceiptImageRequest',
    response: 'Sentence',
    summary: '修改图片: replaces the QR code of an approved offline channel (999) with an uploaded image.',
  }),
  upload: receipt({
    method: 'POST',
    path: '/api/common.Common/uploadStoreID',
    form: 'multipart',
    access: certifiedOwner,
    request: 'ReceiptUpload',
    response: 'ReceiptUploadResponse',
    perMinute: 30,
    summary:
      'Stores an image of an application form (a multipart `file`: JPG, PNG, WebP or GIF, re-encoded) and answers its `url`.',
  }),
  setPid: receipt({
    method: 'POST',
    path: '/api/shopkeeper.mine.Setup/set_newpay_pid',
    access: certifiedOwner,
    request: 'NewPayPidRequest',
    response: 'Sentence',
    summary: '设置PID: the shop’s pid at 51新支付, for its approved channel 3 or 201.',
  }),
  offlineRecharges: receipt({
    method: 'GET',
    path: `${base}/offlineRecharges`,
    access: owner,
    request: 'OfflineRechargesRequest',
    response: 'OfflineRecharges',
    summary:
      'Players’ recharges through the offline QR code: waiting for the shop (default) or all, newest first.',
  }),
  confirmOffline: receipt({
    method: 'POST',
    path: `${base}/confirmOffline`,
    access: certifiedOwner,
    request: 'OfflineConfirmRequest',
    response: 'Sentence',
    summary:
      'The shop confirms (the money arrived: the player is credited, once) or refuses a waiting offline recharge.',
  }),
  recharge: receipt({
    method: 'POST',
    path: '/api/bettingend.Money/recharge',
    access: { auth: 'player' },
    request: 'PlayerRechargeRequest',
    response: 'PlayerRechargeResponse',
    summary:
      'A player recharges through a channel open at their shop; the offline QR code (999) waits for the shop to confirm.',
  }),
  rechargeResult: receipt({
    method: 'GET',
    path: '/api/bettingend.Money/rechargeResult',
    access: { auth: 'player' },
    request: 'PlayerRechargeResultRequest',
    response: 'PlayerRechargeResult',
    summary:
      'The outcome of the player’s own online recharge when they come back from the payment page; one not paid yet is asked of its provider first.',
  }),
};
