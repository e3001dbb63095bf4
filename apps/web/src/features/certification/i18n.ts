import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

// Labels of 店铺认证 (docs/shop-settings.md); the earlier app's words where it had them. The names of the five
// photos come from the shared rules (CERTIFICATION_PHOTO_LABELS), which refusals of the server also use.

const zh = {
  tabs: { image: '照片认证', video: '视频认证' },
  hint: '您提交的资料仅用于核实店铺资料信息，审核通过后仅供您本人查看',
  rejected: '申请遭拒绝:{{memo}}',
  pending: '资料已提交，平台审核中，请耐心等待',
  certified: '店铺已认证',
  history: '认证记录',
  businessType: '经营类型',
  businessTypeValue: '个体直营店',
  businessTypeNote: '经营者与代销证一致的店铺',
  upload: '上传',
  reupload: '重新上传',
  uploading: '上传中~',
  video: '认证视频',
  videoHint: '请拍摄一段视频：店铺门头、代销证、本人手持身份证依次入镜',
  submit: '提交',
  resubmit: '重新提交',
  photoMissing: '请上传{{photo}}',
  videoMissing: '请上传认证视频',
  imageTooLarge: '注意图片最大10MB~',
  videoTooLarge: '视频最大{{max}}MB',
  notImage: '请选择一张图片',
  notVideo: '请选择 MP4、MOV 或 WebM 视频',
};

export type CertificationResources = typeof zh;

const en: CertificationResources = {
  tabs: { image: 'Photos', video: 'Video' },
  hint: 'What you send is used only to check the shop’s details; after the review only you can look at it',
  rejected: 'Rejected: {{memo}}',
  pending: 'Submitted; the platform is reviewing it',
  certified: 'The shop is certified',
  history: 'Review history',
  businessType: 'Business type',
  businessTypeValue: 'Owner-run shop',
  businessTypeNote: 'The operator is the one named on the sales licence',
  upload: 'Upload',
  reupload: 'Replace',
  uploading: 'Uploading…',
  video: 'Certification video',
  videoHint: 'Film the shop front, the sales licence and yourself holding your ID card, one after the other',
  submit: 'Submit',
  resubmit: 'Submit again',
  photoMissing: 'Upload: {{photo}}',
  videoMissing: 'Upload the certification video',
  imageTooLarge: 'Pictures can be at most 10 MB',
  videoTooLarge: 'Videos can be at most {{max}} MB',
  notImage: 'Choose a picture',
  notVideo: 'Choose an MP4, MOV or WebM video',
};

registerResources('certification', zh, en);

export const CERTIFICATION_NS = 'certification';
