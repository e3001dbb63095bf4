import type { AppContext } from '../../context.ts';
import { loadSharp } from '../../storage/sharp.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import * as offline from './offline-recharges.service.ts';
import * as receipts from './receipts.service.ts';

// Demo payment channels, made through the same services the API and the platform CLI use: demo_shop's offline QR
// code (999) and 51新支付 (3, pid set, then switched off) approved, 支付宝当面付 (1) under review, 51新支付(聚合) (201)
// rejected with a reason, 随行付 (2) never applied for; one player's offline recharge waits for the shop, another's
// was confirmed.

/** A photo of a document (a card with a portrait and lines of text), for the demo's application forms. */
const DOCUMENT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect width="640" height="400" fill="#6b7b8c"/>
  <rect x="40" y="40" width="560" height="320" rx="24" fill="#f4f1e8"/>
  <rect x="40" y="40" width="560" height="56" rx="24" fill="#3b6ea5"/>
  <rect x="40" y="72" width="560" height="24" fill="#3b6ea5"/>
  <circle cx="490" cy="200" r="52" fill="#c9b79c"/>
  <rect x="430" y="250" width="120" height="80" rx="40" fill="#c9b79c"/>
  <g fill="#8a8f98">
    <rect x="80" y="130" width="260" height="18" rx="9"/>
    <rect x="80" y="170" width="300" height="18" rx="9"/>
    <rect x="80" y="210" width="220" height="18" rx="9"/>
    <rect x="80" y="290" width="320" height="22" rx="11"/>
  </g>
</svg>`;
const documentPhoto = async () => (await loadSharp())(Buffer.from(DOCUMENT_SVG)).jpeg().toBuffer();

export async function seedReceipts(ctx: AppContext, ids: DemoIds): Promise<void> {
  const shop = { userId: ids.shopId, shopId: ids.shopId };
  // Loaded here: nothing else at run time needs it.
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(`https://qr.example.com/pay/shop-${ids.shopId}`, {
    width: 480,
    margin: 2,
  });
  const qrUrl = await receipts.storeDocument(ctx, qr);
  const doc = await receipts.storeDocument(ctx, await documentPhoto());
  const person = { name: '张伟', identificationNumb: '11010519491231002X', phone_number: '13800138000' };

  await receipts.apply(ctx, shop, { receipt_id: 999, xianxia_shoukuangImg: qrUrl });
  await receipts.apply(ctx, shop, {
    receipt_id: 3,
    realname: person.name,
    identityCard_num: person.identificationNumb,
    identityCard_orvertime: '2035-6-30',
    phone_number: person.phone_number,
    bankCard: '6222020200112233445',
    yh_affiliation: '中国工商银行',
    shopAddress: '北京市朝阳区建国路88号',
    identityCard_Fornt: doc,
    identityCard_Rear: doc,
    in_hand_identityCard: doc,
    shopSign: doc,
  });
  await receipts.apply(ctx, shop, {
    receipt_id: 201,
    ...person,
    shop_fullName: '幸运彩票店',
    bankCard_num: '6222020200112233445',
    bank_number: '102100099996',
    branch_bank: '工商银行建国路支行',
    openingBank_address: '北京市朝阳区建国路1号',
    shop_detailedAddress: '北京市朝阳区建国路88号',
    bankCard_frontImg: doc,
    ticai_SalesAgent: doc,
    businessLicense_img: doc,
  });
  for (const a of await receipts.pendingApplications(ctx)) {
    if (a.shop_id !== ids.shopId) continue;
    if (a.channel_id === 201)
      await receipts.review(ctx, a.id, {
        approve: false,
        reason: '银行卡户名与营业执照不一致，请核对后重新提交',
      });
    else await receipts.review(ctx, a.id, { approve: true });
  }
  await receipts.setPid(ctx, shop, 3, '10086001');
  await receipts.setOpen(ctx, shop, 3, false);
  await receipts.apply(ctx, shop, {
    receipt_id: 1,
    ...person,
    shop_fullName: '幸运彩票店',
    shop_forShort: '幸运彩票',
    identification_start: '2015-6-30',
    identification_end: '2035-6-30',
    email: 'demo_shop@example.com',
    Alipay_account: '13800138000',
    shop_detailedAddress: '北京市朝阳区建国路88号',
    identification_front: doc,
    identification_reverse: doc,
    shop_headImg: doc,
    shop_indoorImg: doc,
  });

  const [first, second] = ids.playerIds;
  if (first) {
    const done = await offline.recharge(ctx, { userId: first, shopId: ids.shopId }, 100_00, 999);
    await offline.decide(ctx, shop, done.id, true);
  }
  if (second) await offline.recharge(ctx, { userId: second, shopId: ids.shopId }, 200_00, 999);
}
