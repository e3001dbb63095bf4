import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  login: {
    title: '彩民登录',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
    register: '注册新账号',
    forget: '忘记密码',
  },
  register: {
    title: '注册',
    code: '邀请码',
    codePlaceholder: '店铺推广海报上的邀请码',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    sms: '验证码',
    smsPlaceholder: '请输入6位验证码',
    send: '获取验证码',
    resend: '{{seconds}}秒后重发',
    sent: '验证码已发送',
    submit: '注册并登录',
    haveAccount: '已有账号，去登录',
    joinHint: '注册后你将成为该店铺的彩民',
  },
  forget: {
    title: '忘记密码',
    newPassword: '新密码',
    submit: '重置密码',
    done: '密码已重置，请登录',
  },
};
export type AccountResources = typeof zh;

const en: AccountResources = {
  login: {
    title: 'Player login',
    username: 'Username',
    usernamePlaceholder: 'Enter your username',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    submit: 'Log in',
    register: 'Create an account',
    forget: 'Forgot password',
  },
  register: {
    title: 'Sign up',
    code: 'Invite code',
    codePlaceholder: "The code on the shop's poster",
    mobile: 'Mobile',
    mobilePlaceholder: 'Enter your mobile number',
    sms: 'Code',
    smsPlaceholder: 'Enter the 6-digit code',
    send: 'Send code',
    resend: 'Resend in {{seconds}} s',
    sent: 'Code sent',
    submit: 'Sign up and log in',
    haveAccount: 'I have an account',
    joinHint: 'Signing up makes you a player of this shop',
  },
  forget: {
    title: 'Forgot password',
    newPassword: 'New password',
    submit: 'Reset password',
    done: 'Password reset; log in',
  },
};

export const ACCOUNT_NS = 'account';
registerResources(ACCOUNT_NS, zh, en);
