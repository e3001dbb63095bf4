import { endpointsOf } from './endpoint.ts';

// The calls of the shop's profile (编辑资料) and certification (店铺认证), docs/shop-settings.md. The owner only:
// staff never open the settings. Certification material may be sent before the shop is certified, the rest not.

const profile = endpointsOf('shop-profile');
const owner = { auth: 'shopkeeper' } as const;
const certifiedOwner = { auth: 'shopkeeper', certified: true } as const;
const base = '/api/shopkeeper.mine.Setup';

export const shopProfileApi = {
  editNickname: profile({
    method: 'POST',
    path: `${base}/EditNickname`,
    access: certifiedOwner,
    request: 'EditNicknameRequest',
    response: 'Sentence',
    summary: '店铺昵称: at most 8 characters, no contact words, no more than 6 digits.',
  }),
  editAvatar: profile({
    method: 'POST',
    path: `${base}/EditAvatar`,
    access: certifiedOwner,
    request: 'EditAvatarRequest',
    response: 'Sentence',
    summary: '店铺头像: sets the avatar to a picture the avatar upload answered.',
  }),
  postStoreInfo: profile({
    method: 'POST',
    path: `${base}/PostStoreInfo`,
    access: certifiedOwner,
    request: 'PostStoreInfoRequest',
    response: 'Sentence',
    summary: '店铺地址 / 店铺微信 / 店铺电话: sets one of the shop’s contact fields.',
  }),
  realAut: profile({
    method: 'POST',
    path: `${base}/RealAut`,
    access: certifiedOwner,
    request: 'RealAutRequest',
    response: 'Sentence',
    summary:
      '实名认证: the owner’s ID number (GB 11643 check digit) and name; once verified it cannot change.',
  }),
  uploadAvatar: profile({
    method: 'POST',
    path: '/api/common.Common/uploadAvatar',
    form: 'multipart',
    access: certifiedOwner,
    request: 'AvatarUpload',
    response: 'AvatarUploadResponse',
    perMinute: 30,
    summary:
      'Stores a new avatar (a multipart `file`: JPG, PNG, WebP or GIF up to 10 MB, re-encoded square).',
  }),
  certification: profile({
    method: 'GET',
    path: `${base}/GetStoreID`,
    access: owner,
    request: null,
    response: 'StoreCertificationInfo',
    summary: '店铺认证: the certification state, the material as submitted and the reason of a rejection.',
  }),
  submitCertification: profile({
    method: 'POST',
    path: `${base}/PostStoreID`,
    access: owner,
    request: 'PostStoreIDRequest',
    response: 'Sentence',
    summary: 'Sends five photos or one video for review (未认证 or 审核失败 → 待审核).',
  }),
  uploadCertification: profile({
    method: 'POST',
    path: '/api/common.Common/uploadCertification',
    form: 'multipart',
    access: owner,
    request: 'CertificationUpload',
    response: 'CertificationUploadResponse',
    perMinute: 30,
    summary:
      'Stores one certification photo (JPG, PNG, WebP or GIF up to 10 MB, re-encoded) or video (MP4, MOV or WebM up to 50 MB).',
  }),
};
