import { useMutation } from '@tanstack/react-query';
import { accountApi, type CodeEvent } from '@dzzs/shared';
import { callApi } from '../http/index.ts';

// Code sending serves registration, password reset (account) and phone change (mine), so it lives in shared.

export function useSendCode() {
  return useMutation({
    mutationFn: (
      input:
        | { channel: 'mobile'; phone: string; event: CodeEvent }
        | { channel: 'email'; email: string; event: CodeEvent },
    ) =>
      input.channel === 'mobile'
        ? callApi(accountApi.sendSmsCode, { phone: input.phone, event: input.event }, { auth: false })
        : callApi(accountApi.sendEmailCode, { email: input.email, event: input.event }, { auth: false }),
  });
}
