import fs from 'node:fs';
import path from 'node:path';
import {
  Certification,
  type CERTIFICATION_ACTIONS,
  GroupId,
  historyApi,
  MAX_CERTIFICATION_VIDEO_BYTES,
  MAX_PHOTO_BYTES,
  ordersApi,
  shopProfileApi as api,
  type RecordHistory,
  type StoreCertificationInfo,
} from '@dzzs/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as accounts from '../src/modules/account/account.repository.ts';
import { insertClerkConfig } from '../src/modules/staff/staff.repository.ts';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { decide } from '../src/modules/shop-profile/certification.service.ts';
import { shopProfileModule } from '../src/modules/shop-profile/shop-profile.module.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { checkStateMatrix } from './helpers/state-matrix.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uploadForm } from './helpers/uploads.ts';

// The shop's profile (编辑资料) and certification (店铺认证), docs/shop-settings.md: every rule answers code 0 with
// a message naming the field and leaves the rows as they were; the certification moves 未认证 → 待审核 → 已认证 or
// 审核失败 → 待审核, and the gate on the shop's actions follows at once.

let t: TestApp;
let ids: DemoIds;
/** demo_shop (certified), demo_clerk (its staff), and fresh_shop (not certified) with its staff member. */
let shop: string;
let clerk: string;
let fresh: string;
let freshId: number;
let freshClerk: string;

beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  freshId = await createShop(t.ctx, {
    username: 'fresh_shop',
    password: 'fresh123456',
    nickname: '新开彩票站',
    certification: Certification.none,
  });
  const now = Math.floor(Date.now() / 1000);
  const clerkId = await accounts.insertUser(t.db, {
    username: 'fresh_clerk',
    password_hash: (await accounts.findUserById(t.db, freshId))!.password_hash,
    group_id: GroupId.staff,
    shop_id: freshId,
    create_time: now,
    update_time: now,
  });
  await insertClerkConfig(t.db, {
    user_id: clerkId,
    shop_id: freshId,
    create_time: now,
    update_time: now,
  });
  shop = (await t.login('demo_shop')).token;
  clerk = (await t.login('demo_clerk')).token;
  fresh = (await t.login('fresh_shop', 'fresh123456')).token;
  freshClerk = (await t.login('fresh_clerk', 'fresh123456')).token;
});
afterEach(() => t.close());

const post = (endpoint: { path: string }, body: Record<string, unknown>, token = shop, lang?: 'en') =>
  t.post<string>(endpoint.path, { token, body, lang });
const owner = (id = ids.shopId) =>
  t.db
    .selectFrom('users')
    .select(['nickname', 'avatar', 'real_name', 'sfz_id', 'sfz_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const config = (id = ids.shopId) =>
  t.db
    .selectFrom('shop_config')
    .select([
      'address',
      'wechat',
      'telephone',
      'store_certification',
      'store_certification_memo',
      'store_id',
      'store_id_type',
    ])
    .where('shop_id', '=', id)
    .executeTakeFirstOrThrow();
const fileOf = (url: string) => path.join(t.config.uploadDir, url.replace(/^\/uploads\//, ''));

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
/** The first bytes of an MP4 file (an `ftyp` box of brand isom), then filler to `size`. */
const mp4 = (size = 4096) => {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

async function expectRefused(answer: Promise<{ code: number; msg: string }>, msg: string) {
  const r = await answer;
  expect(r, r.msg).toMatchObject({ code: 0, msg });
}

describe('nickname', () => {
  const edit = (nickname: string, lang?: 'en') => post(api.editNickname, { nickname }, shop, lang);

  it('refuses banned words (showing them masked), contact numbers, more than 8 characters, empty or unchanged', async () => {
    const before = await owner();
    await expectRefused(edit('加我微信好店'), '昵称含有违规词：****好店');
    await expectRefused(edit('好店wx', 'en'), 'nickname contains words that are not allowed: 好店**');
    await expectRefused(edit('VIP彩票'), '昵称含有违规词：*IP彩票');
    await expectRefused(edit('彩1380013'), '名称内疑似包含联系方式');
    await expectRefused(edit('幸运彩票店铺九个字'), '昵称限制8个字哦');
    await expectRefused(edit('  '), '昵称不能为空');
    await expectRefused(edit(before.nickname), '新昵称与当前昵称相同');
    expect(await owner()).toEqual(before);
  });

  it('stores a good one (emoji count as one character, six digits pass) and shows it on the mine page', async () => {
    expect(await edit(' 好运来🍀彩票123456 '.replace('123456', '12'))).toMatchObject({
      code: 1,
      data: '修改成功',
    });
    expect((await owner()).nickname).toBe('好运来🍀彩票12');
    expect(await edit('福彩888888')).toMatchObject({ code: 1 });
    const index = await t.get<{ userinfo: { nickname: string } }>('/api/NewUser/index', { token: shop });
    expect(index.data.userinfo.nickname).toBe('福彩888888');
  });

  it('is the owner’s alone, and only once the shop is certified', async () => {
    expect(await post(api.editNickname, { nickname: '店员改名' }, clerk)).toMatchObject({ code: 401 });
    expect(await post(api.editNickname, { nickname: '新店改名' }, fresh)).toMatchObject({
      code: 401,
      msg: '当前店铺处于未认证状态中，请完成店铺认证后再试',
    });
    expect((await owner(freshId)).nickname).toBe('新开彩票站');
  });
});

describe('real name', () => {
  const realAut = (id: string, name: string, lang?: 'en') => post(api.realAut, { id, name }, shop, lang);
  const GOOD = '11010519491231002X';

  it('checks the ID number’s length, characters, birth date and GB 11643 check digit, and the name', async () => {
    await expectRefused(realAut('1101051949123100', '张伟'), '身份证小于18位~');
    await expectRefused(realAut('11010519491231002X1', '张伟'), '身份证号不能多于18位');
    await expectRefused(realAut('1101051949123100A2', '张伟'), '身份证号应为17位数字加1位数字或X');
    await expectRefused(realAut('110105194913310021', '张伟'), '身份证号中的出生日期不正确');
    await expectRefused(realAut('110105194912310021', '张伟'), '身份证号校验位不正确，请核对是否输错');
    await expectRefused(
      realAut('110105194912310021', '张伟', 'en'),
      'id (ID number) fails its check digit; check it for a mistyped character',
    );
    await expectRefused(realAut(GOOD, ''), '真实姓名不能为空');
    await expectRefused(realAut(GOOD, '张'), '真实姓名至少2个字');
    await expectRefused(realAut(GOOD, '张伟1'), '真实姓名只能包含文字、空格和·');
    expect(await owner()).toMatchObject({ real_name: 0, sfz_id: '', sfz_name: '' });
  });

  it('stores a good one (a lower-case x read as X) and is read-only from then on', async () => {
    expect(await realAut(GOOD.toLowerCase(), '买买提·艾力')).toMatchObject({ code: 1, data: '认证成功~' });
    expect(await owner()).toMatchObject({ real_name: 1, sfz_id: GOOD, sfz_name: '买买提·艾力' });
    await expectRefused(realAut('440308199901010012', '李四'), '已实名认证，不能修改');
    expect(await owner()).toMatchObject({ sfz_id: GOOD, sfz_name: '买买提·艾力' });
    const index = await t.get<{ userinfo: { RealName: number; sfz_id: string } }>('/api/NewUser/index', {
      token: shop,
    });
    expect(index.data.userinfo).toMatchObject({ RealName: 1, sfz_id: GOOD });
  });
});

describe('contact fields', () => {
  const info = (type: string, value: string) => post(api.postStoreInfo, { type, value });

  it('refuses an empty, too short or too long address, a malformed WeChat ID or telephone', async () => {
    const before = await config();
    await expectRefused(info('address', ' '), '地址不能为空~');
    await expectRefused(info('address', '北'), '请填写省市区和详细地址（至少2个字）');
    await expectRefused(info('address', '北'.repeat(121)), '地址最多120个字');
    await expectRefused(
      info('WeChat', '1abc'),
      '微信号应为6–20位字母、数字、下划线或减号并以字母开头，或手机号',
    );
    await expectRefused(info('WeChat', ''), '微信号不能为空');
    await expectRefused(
      info('Telephone', '12345'),
      '联系电话应为手机号、带区号的座机号（如 0755-12345678）或400电话',
    );
    expect((await info('QQ', '12345')).code).toBe(0);
    expect(await config()).toEqual(before);
  });

  it('stores each, shown on the mine page’s user info', async () => {
    expect(await info('address', '广东省 深圳市 南山区 科技园路1号')).toMatchObject({
      code: 1,
      data: '设置成功',
    });
    expect(await info('WeChat', 'lucky_shop88')).toMatchObject({ code: 1 });
    expect(await info('Telephone', '0755-86001234')).toMatchObject({ code: 1 });
    expect(await config()).toMatchObject({
      address: '广东省 深圳市 南山区 科技园路1号',
      wechat: 'lucky_shop88',
      telephone: '0755-86001234',
    });
    const index = await t.get<{ userinfo: { ShopConfig: Record<string, unknown> } }>('/api/NewUser/index', {
      token: shop,
    });
    expect(index.data.userinfo.ShopConfig).toMatchObject({
      address: '广东省 深圳市 南山区 科技园路1号',
      WeChat: 'lucky_shop88',
      Telephone: '0755-86001234',
    });
  });
});

describe('avatar', () => {
  const upload = (bytes: Uint8Array, token = shop) =>
    uploadForm<{ url: string }>(t, token, api.uploadAvatar.path, { type: 'avatar' }, bytes);

  it('stores an upload as a 512 px square JPEG and sets it; the replaced one is deleted', async () => {
    const first = await upload(await jpeg(800, 500));
    expect(first.code, first.msg).toBe(1);
    const meta = await sharp(fileOf(first.data!.url)).metadata();
    expect(meta).toMatchObject({ width: 512, height: 512, format: 'jpeg' });
    expect(await post(api.editAvatar, { avatar: first.data!.url })).toMatchObject({
      code: 1,
      data: '修改成功',
    });
    expect((await owner()).avatar).toBe(first.data!.url);
    const second = await upload(await jpeg());
    expect(await post(api.editAvatar, { avatar: second.data!.url })).toMatchObject({ code: 1 });
    expect((await owner()).avatar).toBe(second.data!.url);
    expect(fs.existsSync(fileOf(first.data!.url))).toBe(false);
  });

  it('refuses a file that is no image or is over 10 MB, and a URL the avatar upload did not answer', async () => {
    await expectRefused(
      upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'file 应为 JPG、PNG、WebP 或 GIF 图片',
    );
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    await expectRefused(upload(huge), 'file 最大 10 MB');
    await expectRefused(
      post(api.editAvatar, { avatar: 'https://elsewhere.example/a.jpg' }),
      'avatar 应为此处上传的头像图片',
    );
    const material = await uploadForm<{ url: string }>(
      t,
      shop,
      api.uploadCertification.path,
      {},
      await jpeg(),
    );
    await expectRefused(
      post(api.editAvatar, { avatar: material.data!.url }),
      'avatar 应为此处上传的头像图片',
    );
    expect((await owner()).avatar).toBe('');
  });
});

describe('certification', () => {
  const uploadMaterial = (bytes: Uint8Array, token = fresh) =>
    uploadForm<{ url: string; kind: string }>(
      t,
      token,
      api.uploadCertification.path,
      { type: 'StoreID' },
      bytes,
    );
  const photos = async (token = fresh) => {
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await uploadMaterial(await jpeg(300 + i, 200), token);
      expect(r, r.msg).toMatchObject({ code: 1, data: { kind: 'image' } });
      urls.push(r.data!.url);
    }
    return urls.map((src, index) => ({ src, index }));
  };
  const submit = (imgs: { src: string; index: number }[], type = 'image', token = fresh) =>
    post(api.submitCertification, { imgs, type }, token);
  const info = async (token = fresh) => {
    const r = await t.get<StoreCertificationInfo>(api.certification.path, { token });
    expect(r.code, r.msg).toBe(1);
    return r.data;
  };
  const cli = (command: 'certification' | 'certification approve' | 'certification reject', v = {}) =>
    shopProfileModule.cli![command]!.run(t.ctx, v);
  /** A call only a certified shop may make: refused by the gate (401), or answered by the orders module. */
  const gated = async (token: string) =>
    (
      await t.post(ordersApi.deletePhoto.path, {
        token,
        body: { order_id: '20261126000000001', imgUrl: '/uploads/x.jpg' },
      })
    ).code;

  it('its history: who submitted, who rejected (why) and approved; another shop cannot read it', async () => {
    expect((await submit(await photos())).code).toBe(1);
    await cli('certification reject', { shop: 'fresh_shop', memo: '门头照片不清晰' });
    expect((await submit(await photos())).code).toBe(1);
    await cli('certification approve', { shop: 'fresh_shop' });
    const h = await t.get<RecordHistory>(historyApi.list.path, {
      token: fresh,
      query: { entity: 'certification', id: freshId },
    });
    expect(h.code, h.msg).toBe(1);
    expect(h.data.events.map((e) => [e.action_label, e.actor, e.to_label, e.reason])).toEqual([
      ['提交认证', '新开彩票站', '待审核', ''],
      ['认证驳回', '平台', '审核失败', '门头照片不清晰'],
      ['提交认证', '新开彩票站', '待审核', ''],
      ['认证通过', '平台', '已认证', ''],
    ]);
    const theirs = await t.get(historyApi.list.path, {
      token: shop,
      query: { entity: 'certification', id: freshId },
    });
    expect(theirs.code).toBe(0);
  });

  it('every state × action of the table: allowed moves once with an event, forbidden writes nothing', async () => {
    const material = await photos();
    const { moved, refused } = await checkStateMatrix<keyof typeof CERTIFICATION_ACTIONS>(t, {
      entity: 'certification',
      async prepare(state) {
        await t.db
          .updateTable('shop_config')
          .set({ store_certification: state })
          .where('shop_id', '=', freshId)
          .execute();
        return freshId;
      },
      async act(action) {
        if (action === 'submit') return submit(material);
        try {
          await cli(action === 'approve' ? 'certification approve' : 'certification reject', {
            shop: 'fresh_shop',
            memo: '不清晰',
          });
          return { code: 1, msg: '' };
        } catch (e) {
          return { code: 0, msg: (e as Error).message };
        }
      },
      stateOf: async () => (await config(freshId))!.store_certification,
      snapshot: () => config(freshId),
    });
    expect([moved, refused]).toEqual([4, 8]);
  });

  it('moves 未认证 → 待审核 → 审核失败 → 待审核 → 已认证, the gate following at once for owner and staff', async () => {
    expect(await info()).toEqual({
      StoreIDType: 'image',
      StoreCertification: Certification.none,
      StoreID: [],
      StoreCertificationMemo: '',
    });
    expect(await gated(fresh)).toBe(401);
    expect(await gated(freshClerk)).toBe(401);

    const first = await photos();
    expect(await submit(first)).toMatchObject({ code: 1, data: '提交成功，请耐心等待审核' });
    expect(await config(freshId)).toMatchObject({
      store_certification: Certification.pending,
      store_id_type: 'image',
    });
    expect((await info()).StoreID).toEqual(first);
    await expectRefused(submit(await photos()), '已提交资料~请耐心等待审核！');
    expect((await info()).StoreID).toEqual(first);
    expect(await gated(fresh)).toBe(401);
    expect(await cli('certification')).toContain('fresh_shop');

    await expect(cli('certification reject', { shop: 'fresh_shop', memo: '  ' })).rejects.toThrow(
      '--memo is required',
    );
    await expect(decide(t.ctx, 'fresh_shop', { approve: false, memo: ' ' })).rejects.toMatchObject({
      key: 'ccMemoRequired',
    });
    expect(await cli('certification reject', { shop: 'fresh_shop', memo: '门头照片不清晰' })).toContain(
      'rejected',
    );
    expect(await info()).toMatchObject({
      StoreCertification: Certification.rejected,
      StoreCertificationMemo: '门头照片不清晰',
      StoreID: first,
    });
    expect(await gated(fresh)).toBe(401);
    await expect(cli('certification approve', { shop: 'fresh_shop' })).rejects.toMatchObject({
      key: 'ccNotPending',
    });

    // Resubmitting replaces the storefront photo: the one it replaced is deleted with the change.
    const storefront = await uploadMaterial(await jpeg(640, 480));
    const second = [{ src: storefront.data!.url, index: 0 }, ...first.slice(1)];
    expect(await submit(second)).toMatchObject({ code: 1 });
    expect(await config(freshId)).toMatchObject({
      store_certification: Certification.pending,
      store_certification_memo: '',
    });
    expect(fs.existsSync(fileOf(first[0]!.src))).toBe(false);
    expect(fs.existsSync(fileOf(second[0]!.src))).toBe(true);

    // Both sessions are remembered as not certified right before the approval…
    expect(await gated(fresh)).toBe(401);
    expect(await gated(freshClerk)).toBe(401);
    expect(await cli('certification approve', { shop: String(freshId) })).toContain('certified');
    // …and without waiting for the memory to expire, their next calls pass the gate (the order is unknown).
    expect(await gated(fresh)).toBe(0);
    expect(await gated(freshClerk)).toBe(0);
    expect(await post(api.editNickname, { nickname: '认证彩票站' }, fresh)).toMatchObject({ code: 1 });
    // The certified shop still reads what it sent, and the files are still there to be seen.
    expect(await info()).toEqual({
      StoreIDType: 'image',
      StoreCertification: Certification.certified,
      StoreID: second,
      StoreCertificationMemo: '',
    });
    for (const item of second) expect(fs.existsSync(fileOf(item.src))).toBe(true);
    await expectRefused(submit(await photos()), '店铺已认证，无需再次提交');
    expect(await cli('certification')).toBe('no certification waits for review');
  });

  it('names the photo missing or given twice, and takes only its own uploads of the right kind', async () => {
    const all = await photos();
    await expectRefused(submit(all.slice(0, 4)), '请上传手持身份证照片');
    await expectRefused(
      submit([...all.slice(0, 4), { ...all[4]!, index: 1 }]),
      'imgs 中代销证照片出现了两次',
    );
    await expectRefused(
      submit([{ src: 'https://elsewhere.example/1.jpg', index: 0 }, ...all.slice(1)]),
      'imgs 应为此处上传的认证照片',
    );
    await expectRefused(submit([all[0]!], 'video'), 'imgs 应为此处上传的认证视频');
    const video = await uploadMaterial(mp4());
    expect(video).toMatchObject({ code: 1, data: { kind: 'video' } });
    expect(video.data!.url).toMatch(/\.mp4$/);
    await expectRefused(
      submit(
        [
          { src: video.data!.url, index: 0 },
          { src: video.data!.url, index: 1 },
        ],
        'video',
      ),
      '视频认证请上传一段视频',
    );
    expect(await config(freshId)).toMatchObject({ store_certification: Certification.none, store_id: '[]' });
    expect(await submit([{ src: video.data!.url, index: 0 }], 'video')).toMatchObject({ code: 1 });
    expect(await info()).toMatchObject({
      StoreIDType: 'video',
      StoreID: [{ src: video.data!.url, index: 0 }],
    });
  });

  it('refuses uploads that are neither image nor video, images over 10 MB and videos over 50 MB', async () => {
    await expectRefused(
      uploadMaterial(Buffer.from('%PDF-1.4 not a photo')),
      'file 应为 JPG、PNG、WebP、GIF 图片，或 MP4、MOV、WebM 视频',
    );
    await expectRefused(
      uploadMaterial(Buffer.concat([await jpeg(), Buffer.alloc(MAX_PHOTO_BYTES)])),
      'file 最大 10 MB',
    );
    await expectRefused(uploadMaterial(mp4(MAX_CERTIFICATION_VIDEO_BYTES + 1)), 'file 视频最大 50 MB');
    const wrongType = await uploadForm(
      t,
      fresh,
      api.uploadCertification.path,
      { type: 'TicketingImg' },
      await jpeg(),
    );
    expect(wrongType).toMatchObject({
      code: 0,
      msg: '上传参数 type 不正确（type 应为 StoreID，file 为一张图片或一段视频）',
    });
    expect(fs.existsSync(path.join(t.config.uploadDir, 'certification'))).toBe(false);
  });

  it('is the owner’s: staff may neither read nor submit it', async () => {
    expect((await t.get(api.certification.path, { token: freshClerk })).code).toBe(401);
    expect((await submit([], 'image', freshClerk)).code).toBe(401);
  });
});
