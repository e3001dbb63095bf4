import { need, UsageError } from '../../cli/command.ts';
import type { ServerModule } from '../../server-module.ts';
import * as certification from './certification.service.ts';
import { shopProfileRoutes } from './shop-profile.routes.ts';
import { seedShopProfile } from './shop-profile.seed.ts';

const shopOf = (v: Record<string, string | boolean | undefined>) => {
  if (typeof v.shop !== 'string' || !v.shop.trim())
    throw new UsageError('<shop> must be a shop id or username that `certification` lists');
  return v.shop.trim();
};

export const shopProfileModule: ServerModule = {
  name: 'shop-profile',
  routes: shopProfileRoutes,
  seedDemo: seedShopProfile,
  cli: {
    certification: {
      usage: 'certification',
      summary: 'list the shops whose certification waits for review (店铺认证), with their photos or video',
      options: {},
      async run(ctx) {
        const shops = await certification.pending(ctx);
        if (!shops.length) return 'no certification waits for review';
        return shops
          .map((s) =>
            [`${s.id}\t${s.username}\t${s.nickname}\t${s.kind}`, ...s.files.map((f) => `\t${f}`)].join('\n'),
          )
          .join('\n');
      },
    },
    'certification approve': {
      usage: 'certification approve <shop>',
      summary: 'certify a shop under review: its actions are allowed at once, its material is deleted',
      options: {},
      positionals: ['shop'],
      async run(ctx, v) {
        const shop = await certification.decide(ctx, shopOf(v), { approve: true });
        return `${shop.username} (id ${shop.id}) certified`;
      },
    },
    'certification reject': {
      usage: 'certification reject <shop> --memo "what to correct"',
      summary: 'reject a certification under review with the reason the shop reads; it may submit again',
      options: { memo: { type: 'string' } },
      positionals: ['shop'],
      async run(ctx, v) {
        const shop = await certification.decide(ctx, shopOf(v), { approve: false, memo: need(v, 'memo') });
        return `${shop.username} (id ${shop.id}) rejected`;
      },
    },
  },
};
