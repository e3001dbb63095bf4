import { Certification, CERTIFICATION_PHOTOS } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import { loadSharp } from '../../storage/sharp.ts';
import { createShop } from '../account/sign-up.service.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import * as certification from './certification.service.ts';

// A third demo shop, review_shop (待审彩票站), whose certification waits for the platform: five photos stored through
// the same upload and submission the app uses, so `npm run platform -- certification` has one to list and decide.

/** A picture for each photo: a card of its own colour (the shop front, the licence, the ID card's sides…). */
const photo = async (hue: number) =>
  (await loadSharp())(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="hsl(${hue},35%,45%)"/>
  <rect x="80" y="80" width="640" height="440" rx="32" fill="#f4f1e8"/>
  <rect x="80" y="80" width="640" height="90" rx="32" fill="hsl(${hue},55%,40%)"/>
  <circle cx="580" cy="330" r="80" fill="#c9b79c"/>
  <g fill="#8a8f98"><rect x="130" y="230" width="300" height="24" rx="12"/>
  <rect x="130" y="290" width="340" height="24" rx="12"/><rect x="130" y="350" width="260" height="24" rx="12"/></g>
</svg>`),
  )
    .jpeg()
    .toBuffer();

export async function seedShopProfile(ctx: AppContext): Promise<void> {
  const shopId = await createShop(ctx, {
    username: 'review_shop',
    password: DEMO_PASSWORD,
    nickname: '待审彩票站',
    mobile: '13800000004',
    certification: Certification.none,
  });
  const imgs = [];
  for (const [index] of CERTIFICATION_PHOTOS.entries()) {
    const stored = await certification.storeMaterial(ctx, await photo(index * 70));
    imgs.push({ src: stored.url, index });
  }
  await certification.submit(ctx, shopId, 'image', imgs);
}
