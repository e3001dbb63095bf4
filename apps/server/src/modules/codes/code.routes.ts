import { EmsSendRequest, SmsPhoneSendRequest, envelopeOf } from '@dzzs/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { okSaying } from '../../http/reply.ts';
import { sendCode } from './code.service.ts';

const SendResponse = envelopeOf(z.string());
const limit = { max: 5, timeWindow: '1 minute' };

export function codeRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/Sms/PhoneSend',
    {
      schema: { body: SmsPhoneSendRequest, response: { 200: SendResponse } },
      config: { auth: 'none', rateLimit: limit },
    },
    async (req) => {
      return okSaying(req.lang, await sendCode(ctx, 'sms', req.body.phone, req.body.event));
    },
  );
  app.post(
    '/api/Ems/send',
    {
      schema: { body: EmsSendRequest, response: { 200: SendResponse } },
      config: { auth: 'none', rateLimit: limit },
    },
    async (req) => {
      return okSaying(req.lang, await sendCode(ctx, 'email', req.body.email, req.body.event));
    },
  );
}
