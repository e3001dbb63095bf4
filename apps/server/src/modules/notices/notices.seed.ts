import { NoticeType } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import { backdateNotice } from './notices.repository.ts';
import { publish } from './notices.service.ts';

// Demo announcements of demo_shop, published through the service: a history of both kinds over the last weeks,
// one scrolling notice taken down and a newer one in force, and the newest pop-up in force.

const DAY = 86_400;

export async function seedNotices(ctx: AppContext, ids: DemoIds): Promise<void> {
  const notices: [NoticeType, string, number][] = [
    [NoticeType.popup, '本店已开通竞彩足球、竞彩篮球在线下单，出票后拍照上传，请在订单详情查看票面。', 20],
    [NoticeType.scroll, '国庆期间正常营业，祝大家节日快乐！', 14],
    [NoticeType.scroll, '', 9],
    [
      NoticeType.popup,
      '温馨提示：\n1. 每日20:00后福彩停售，请提前下单；\n2. 中奖后由店主派奖到账户余额，可随时申请提现。',
      5,
    ],
    [NoticeType.scroll, '双色球奖池超20亿，今晚21:15开奖，欢迎下单！', 1],
  ];
  for (const [type, content, daysAgo] of notices) {
    const { id } = await publish(ctx, ids.shopId, { type, content });
    await backdateNotice(ctx.db, id, daysAgo * DAY);
  }
}
