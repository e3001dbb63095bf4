import { endpointsOf } from './endpoint.ts';

// The calls of accounts and sessions (docs/api.md, tokens): logging in, the profile, registering, codes, password
// reset, refresh and logout, and the app-wide answers read before there is a session.

const account = endpointsOf('account');
const open = { auth: 'none' } as const;

export const accountApi = {
  login: account({
    method: 'POST',
    path: '/api/NewUser/login',
    access: open,
    perMinute: 20,
    request: 'NewUserLoginRequest',
    response: 'NewUserLoginResponse',
    summary:
      'A shopkeeper or staff member logs in. A refusal after 3 failures carries data {needCaptcha: true}.',
  }),
  playerLogin: account({
    method: 'POST',
    path: '/api/bettingend.User/login',
    access: open,
    perMinute: 20,
    request: 'NewUserLoginRequest',
    response: 'PlayerLoginResponse',
    summary: 'A player logs in.',
  }),
  playerIndex: account({
    method: 'GET',
    path: '/api/bettingend.User/index',
    access: { auth: 'player' },
    request: null,
    response: 'PlayerIndexResponse',
    summary: 'The player’s own profile and balance.',
  }),
  userIndex: account({
    method: 'GET',
    path: '/api/NewUser/index',
    access: { auth: 'shop' },
    request: null,
    response: 'NewUserIndexResponse',
    summary: 'The mine page: profile, shop, counters and the app-closed notice.',
  }),
  register: account({
    method: 'POST',
    path: '/api/NewUser/register',
    access: open,
    perMinute: 10,
    request: 'NewUserRegisterRequest',
    response: 'NewUserLoginResponse',
    summary: 'A new shop registers with a mobile or e-mail code and is logged in.',
  }),
  forgetPassword: account({
    method: 'POST',
    path: '/api/NewUser/forgetPassword',
    access: open,
    perMinute: 10,
    request: 'NewUserForgetPasswordRequest',
    response: 'Sentence',
    summary: 'Sets a new password with a resetpwd code; every session of the account ends.',
  }),
  sendSmsCode: account({
    method: 'POST',
    path: '/api/Sms/PhoneSend',
    access: open,
    perMinute: 5,
    request: 'SmsPhoneSendRequest',
    response: 'Sentence',
    summary: 'Sends a code by SMS. The answer is the same whether or not the number can use it.',
  }),
  sendEmailCode: account({
    method: 'POST',
    path: '/api/Ems/send',
    access: open,
    perMinute: 5,
    request: 'EmsSendRequest',
    response: 'Sentence',
    summary: 'Sends a code by e-mail. The answer is the same whether or not the address can use it.',
  }),
  captcha: account({
    method: 'GET',
    path: '/api/common/captcha',
    access: open,
    request: 'CommonCaptchaQuery',
    response: 'CommonCaptchaResponse',
    summary: 'A new picture code for the login, under an id the server chose (single use).',
  }),
  refreshToken: account({
    method: 'POST',
    path: '/api/common/refreshToken',
    access: open,
    request: 'CommonRefreshTokenRequest',
    response: 'CommonRefreshTokenResponse',
    summary: 'A new access token for a refresh token; the refresh token rotates.',
  }),
  logout: account({
    method: 'GET',
    anyMethod: true,
    path: '/api/user/logout',
    access: open,
    request: null,
    response: 'NoData',
    summary: 'Ends the session of the token sent (GET or POST).',
  }),
  changePhone: account({
    method: 'POST',
    path: '/api/bettingend.mine.Information/changePhone',
    access: { auth: 'login' },
    request: 'ChangePhoneRequest',
    response: 'Sentence',
    summary: 'Binds a new mobile verified by a changephone code.',
  }),
  appUpdate: account({
    method: 'GET',
    path: '/api/common.AppUpdate/index',
    access: open,
    request: null,
    response: 'AppUpdateResponse',
    summary: 'The current release, for the update prompt.',
  }),
};
