import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

// The grab sheet's labels, loaded with it and not with 首页 (the first route).

const zh = { open: '開', yuan: '元', grabbedInto: '已存入余额', close: '关闭' };
export type GrabResources = typeof zh;

const en: GrabResources = {
  open: 'Open',
  yuan: ' yuan',
  grabbedInto: 'Added to your balance',
  close: 'Close',
};

export const GRAB_NS = 'grab';
registerResources(GRAB_NS, zh, en);
