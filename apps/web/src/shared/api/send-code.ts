import { useMutation } from '@tanstack/react-query';
import type { CodeEvent, EmsSendRequest, SmsPhoneSendRequest } from '@dzzs/shared';
import { http } from '../http/index.ts';

// Code sending serves registration, password reset (account) and phone change (mine), so it lives in shared.

/** POST /api/Sms/PhoneSend */
export function sendSmsCode(body: SmsPhoneSendRequest) {
  return http.post<unknown>('/api/Sms/PhoneSend', body, { auth: false });
}

/** POST /api/Ems/send */
export function sendEmailCode(body: EmsSendRequest) {
  return http.post<unknown>('/api/Ems/send', body, { auth: false });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (
      input:
        | { channel: 'mobile'; phone: string; event: CodeEvent }
        | { channel: 'email'; email: string; event: CodeEvent },
    ) =>
      input.channel === 'mobile'
        ? sendSmsCode({ phone: input.phone, event: input.event })
        : sendEmailCode({ email: input.email, event: input.event }),
  });
}
