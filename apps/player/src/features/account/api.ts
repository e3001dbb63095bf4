import { useMutation } from '@tanstack/react-query';
import { accountApi, playersApi, type CodeEvent } from '@dzzs/shared';
import { fetchData } from '../../shared/http.ts';
import { saveTokens } from '../../shared/store.ts';

type Session = { userinfo: { token: string; refresh_token: string } };
const keep = (session: Session) => saveTokens(session.userinfo.token, session.userinfo.refresh_token);

export function useLogin() {
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      fetchData(accountApi.playerLogin, { ...input, keep: true }, { auth: false }),
    onSuccess: keep,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: {
      invite_code: string;
      username: string;
      password: string;
      mobile: string;
      captcha: string;
    }) => fetchData(playersApi.register, input, { auth: false }),
    onSuccess: keep,
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (input: { phone: string; event: CodeEvent }) =>
      fetchData(accountApi.sendSmsCode, input, { auth: false }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { mobile: string; captcha: string; password: string }) =>
      fetchData(accountApi.forgetPassword, { ...input, registerType: 'mobile' }, { auth: false }),
  });
}
