import { Certification } from '@dzzs/shared';
import { createShop } from '../../src/modules/account/sign-up.service.ts';
import type { TestApp } from './test-app.ts';

/** A certified shop that is no party to the demo shops' dealings (login third_shop / third123456); its id. */
export const createThirdShop = (t: TestApp): Promise<number> =>
  createShop(t.ctx, {
    username: 'third_shop',
    password: 'third123456',
    nickname: '第三彩票站',
    mobile: '13800000003',
    certification: Certification.certified,
  });
