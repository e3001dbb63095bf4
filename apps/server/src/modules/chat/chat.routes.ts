import { ChatImageUpload, chatApi, MAX_PHOTO_BYTES } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { readUploadForm } from '../../http/upload-form.ts';
import { imageTooLarge } from '../../storage/uploaded-image.ts';
import { storeChatImage } from './chat-images.service.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as queries from './chat-queries.service.ts';
import { M, markRead } from './chat.service.ts';

// HTTP shape of chat: which service answers each endpoint of `chatApi` (packages/shared). Messages are sent over the
// websocket (chat.module.ts).

export function chatRoutes(app: App, ctx: AppContext) {
  const api = chatApi;
  serve(app, api.history, async (q, req) => ok(await queries.history(ctx, callerOf(req), q, req.lang)));
  serve(app, api.conversations, async (q, req) =>
    ok(await queries.conversations(ctx, callerOf(req), q, req.lang)),
  );
  serve(app, api.hide, async (b, req) => {
    await markRead(ctx, callerOf(req), b.to, true);
    return okSaying(req.lang, M.chatHidden);
  });
  serve(app, api.workerUserList, async (_q, req) => ok(await queries.unreadPrivate(ctx, callerOf(req))));
  serve(app, api.publicComm, async (_q, req) => ok(await queries.unreadGroup(ctx, callerOf(req))));
  serve(app, api.uploadImage, async (_form, req) => {
    const { fields, bytes } = await readUploadForm(req, MAX_PHOTO_BYTES, {
      field: (field) => AppError.fail(M.chatUploadField, { field }),
      tooLarge: imageTooLarge,
    });
    const form = ChatImageUpload.safeParse(fields);
    if (!form.success)
      throw AppError.fail(M.chatUploadField, { field: String(form.error.issues[0]?.path[0] ?? 'type') });
    return ok({ url: await storeChatImage(ctx, bytes) });
  });
}
