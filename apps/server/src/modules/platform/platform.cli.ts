import { CERTIFICATION_LABELS, type Certification } from '@dzzs/shared';
import { need, UsageError, type Command } from '../../cli/command.ts';
import { publishRelease } from '../app-update/app-update.service.ts';
import * as platform from './platform.service.ts';

/** Commands for platform staff: shops, app versions and the app switch (certification: the shop-profile module). */
export const platformCommands: Record<string, Command> = {
  'create-shop': {
    usage:
      'create-shop --username NAME --password PASS [--nickname N] [--mobile M] [--email E] [--certified]',
    summary: 'create a shop (shopkeeper account)',
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      nickname: { type: 'string' },
      mobile: { type: 'string' },
      email: { type: 'string' },
      certified: { type: 'boolean' },
    },
    async run(ctx, v) {
      const username = need(v, 'username');
      const id = await platform.platformCreateShop(ctx, {
        username,
        password: need(v, 'password'),
        nickname: typeof v.nickname === 'string' ? v.nickname : username,
        mobile: typeof v.mobile === 'string' ? v.mobile : '',
        email: typeof v.email === 'string' ? v.email : '',
        certified: v.certified === true,
      });
      return `created shop ${username} with id ${id}`;
    },
  },
  'publish-version': {
    usage:
      'publish-version --code 2226 --name 2.2.26 [--text "what changed"] [--android URL] [--ios URL] [--hot-url URL] [--hot]',
    summary: 'publish a new app version (clients are prompted to update)',
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      text: { type: 'string' },
      android: { type: 'string' },
      ios: { type: 'string' },
      'hot-url': { type: 'string' },
      hot: { type: 'boolean' },
    },
    async run(ctx, v) {
      const code = Number(need(v, 'code'));
      if (!Number.isInteger(code) || code <= 0)
        throw new UsageError('--code must be a positive integer such as 2226');
      const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
      await publishRelease(ctx.db, {
        code,
        name: need(v, 'name'),
        text: str('text'),
        android: str('android'),
        ios: str('ios'),
        hotUrl: str('hot-url'),
        hot: v.hot === true,
      });
      return `published version ${v.name} (${code})`;
    },
  },
  'app-switch': {
    usage: 'app-switch (--close "notice shown to every shop" | --open)',
    summary: 'close the shop app with a notice, or open it again',
    options: { close: { type: 'string' }, open: { type: 'boolean' } },
    async run(ctx, v) {
      if (v.open === true) {
        await platform.setShopAppClosed(ctx, false, '');
        return 'shop app open';
      }
      await platform.setShopAppClosed(ctx, true, need(v, 'close'));
      return 'shop app closed';
    },
  },
  'list-shops': {
    usage: 'list-shops',
    summary: 'list shops with their certification state',
    options: {},
    async run(ctx) {
      const shops = await platform.listShops(ctx);
      return (
        shops
          .map(
            (s) =>
              `${String(s.id).padStart(5)}  ${s.username.padEnd(20)} ${s.nickname.padEnd(12)} ${CERTIFICATION_LABELS[s.store_certification as Certification]?.en ?? s.store_certification}`,
          )
          .join('\n') || '(no shops)'
      );
    },
  },
  'disable-account': {
    usage: 'disable-account --user ID|USERNAME',
    summary: 'disable an account and end its sessions',
    options: { user: { type: 'string' } },
    async run(ctx, v) {
      const u = await platform.setUserEnabled(ctx, need(v, 'user'), false);
      return `disabled ${u.username}`;
    },
  },
  'enable-account': {
    usage: 'enable-account --user ID|USERNAME',
    summary: 'enable a disabled account',
    options: { user: { type: 'string' } },
    async run(ctx, v) {
      const u = await platform.setUserEnabled(ctx, need(v, 'user'), true);
      return `enabled ${u.username}`;
    },
  },
};
