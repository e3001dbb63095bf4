import {
  AvatarUpload,
  CertificationUpload,
  MAX_CERTIFICATION_VIDEO_BYTES,
  MAX_PHOTO_BYTES,
  shopProfileApi,
} from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import { readUploadForm } from '../../http/upload-form.ts';
import { imageTooLarge } from '../../storage/uploaded-image.ts';
import * as certification from './certification.service.ts';
import * as profile from './profile.service.ts';

// HTTP shape of the shop's profile and certification: which service answers each endpoint of `shopProfileApi`
// (packages/shared). The owner's shop id is the caller's.

const shopOf = (req: FastifyRequest) => callerOf(req).shopId;

/** The text fields and file of an upload form, the fields checked against `schema`. */
async function uploadOf(req: FastifyRequest, maxBytes: number, schema: z.ZodType, fieldError: string) {
  const refuse = (field: string) => AppError.fail(fieldError, { field });
  const { fields, bytes } = await readUploadForm(req, maxBytes, {
    field: refuse,
    // Only a video may be larger than a photo, so a file over the reader's limit is a video too large.
    tooLarge: () =>
      maxBytes === MAX_PHOTO_BYTES
        ? imageTooLarge()
        : AppError.fail(certification.M.ccVideoTooLarge, { max: maxBytes / (1024 * 1024) }),
  });
  const form = schema.safeParse(fields);
  if (!form.success) throw refuse(String(form.error.issues[0]?.path[0] ?? 'type'));
  return bytes;
}

export function shopProfileRoutes(app: App, ctx: AppContext) {
  const api = shopProfileApi;
  const P = profile.M;

  serve(app, api.editNickname, async (b, req) => {
    await profile.editNickname(ctx, shopOf(req), b.nickname);
    return okSaying(req.lang, P.spNicknameSet);
  });
  serve(app, api.editAvatar, async (b, req) => {
    await profile.editAvatar(ctx, shopOf(req), b.avatar);
    return okSaying(req.lang, P.spAvatarSet);
  });
  serve(app, api.postStoreInfo, async (b, req) => {
    await profile.storeInfo(ctx, shopOf(req), b.type, b.value);
    return okSaying(req.lang, P.spInfoSet);
  });
  serve(app, api.realAut, async (b, req) => {
    await profile.realName(ctx, shopOf(req), b.id, b.name);
    return okSaying(req.lang, P.spRealNameSet);
  });
  serve(app, api.uploadAvatar, async (_form, req) => {
    const bytes = await uploadOf(req, MAX_PHOTO_BYTES, AvatarUpload, P.spUploadField);
    return ok({ url: await profile.storeAvatar(ctx, bytes) });
  });

  serve(app, api.certification, async (_q, req) =>
    ok(await certification.certificationInfo(ctx, shopOf(req))),
  );
  serve(app, api.submitCertification, async (b, req) => {
    await certification.submit(ctx, shopOf(req), b.type, b.imgs);
    return okSaying(req.lang, certification.M.ccSubmitted);
  });
  serve(app, api.uploadCertification, async (_form, req) => {
    const bytes = await uploadOf(
      req,
      MAX_CERTIFICATION_VIDEO_BYTES,
      CertificationUpload,
      certification.M.ccUploadField,
    );
    return ok(await certification.storeMaterial(ctx, bytes));
  });
}
