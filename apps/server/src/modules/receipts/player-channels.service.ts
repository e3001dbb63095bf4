import { RECEIPT_CHANNEL, ReceiptState } from '@dzzs/shared';
import type { DbOrTrx } from '../../db/database.ts';
import * as repo from './receipts.repository.ts';

// The channels a player may recharge through (docs/money.md, "Payment channels and players' recharges"): those open
// at the player's own shop, the offline QR code only when the shop has uploaded one.

export async function openChannelsFor(db: DbOrTrx, shopId: number) {
  const [channels, mine] = await Promise.all([repo.channels(db), repo.shopReceipts(db, shopId)]);
  const open = new Map(mine.filter((r) => r.state === ReceiptState.open).map((r) => [r.channel_id, r]));
  return channels.flatMap((c) => {
    const receipt = open.get(c.id);
    if (!receipt) return [];
    const offline = c.id === RECEIPT_CHANNEL.offline;
    if (offline && !receipt.qr_url) return [];
    return [
      {
        id: c.id,
        name: c.name,
        icon: c.icon,
        kind: offline ? ('offline' as const) : ('online' as const),
        qr_url: offline ? (receipt.qr_url ?? '') : '',
      },
    ];
  });
}
