import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  login: {
    heading: '店主助手',
    subheading: '店主 / 员工账号登录',
    username: '账号',
    usernamePlaceholder: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    captcha: '验证码',
    captchaPlaceholder: '请输入图片验证码',
    captchaRefresh: '看不清？点击图片换一张',
    remember: '记住账号',
    submit: '登录',
    register: '注册店铺',
    forget: '忘记密码',
    required: '请输入账号和密码',
    captchaRequired: '请输入图片验证码',
    success: '登录成功',
    notShopAccount: '该账号不是店铺账号，请使用店主或员工账号登录',
  },
  register: {
    username: '账号',
    usernamePlaceholder: '字母开头，3–16位',
    password: '密码',
    passwordPlaceholder: '6–32位密码',
    nickname: '店铺昵称',
    nicknamePlaceholder: '选填，最多8个字',
    submit: '注册',
    toLogin: '已有账号？去登录',
    success: '注册成功',
  },
  forget: {
    password: '新密码',
    passwordPlaceholder: '6–32位新密码',
    confirm: '确认密码',
    confirmPlaceholder: '请再次输入新密码',
    mismatch: '两次输入的密码不一致',
    submit: '重置密码',
    success: '密码已重置，请重新登录',
  },
  invalid: {
    username: '账号需以字母开头，由3–16位字母、数字或下划线组成',
    password: '密码为6–32位，且不能包含 & < > " \' 或换行',
    mobile: '请输入正确的手机号',
    email: '请输入正确的邮箱地址',
    captcha: '请输入6位数字验证码',
    nickname: '昵称限制8个字',
  },
};

export type AccountResources = typeof zh;

const en: AccountResources = {
  login: {
    heading: 'Shop Assistant',
    subheading: 'Shopkeeper / staff login',
    username: 'Account',
    usernamePlaceholder: 'Enter your account',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    captcha: 'Captcha',
    captchaPlaceholder: 'Enter the characters in the image',
    captchaRefresh: 'Tap the image for a new one',
    remember: 'Remember account',
    submit: 'Log in',
    register: 'Register a shop',
    forget: 'Forgot password',
    required: 'Enter your account and password',
    captchaRequired: 'Enter the image captcha',
    success: 'Logged in',
    notShopAccount: 'This is not a shop account; log in with a shopkeeper or staff account',
  },
  register: {
    username: 'Account',
    usernamePlaceholder: 'Letter first, 3–16 letters/digits/_',
    password: 'Password',
    passwordPlaceholder: '6–32 characters',
    nickname: 'Shop name',
    nicknamePlaceholder: 'Optional, up to 8 characters',
    submit: 'Register',
    toLogin: 'Have an account? Log in',
    success: 'Registered',
  },
  forget: {
    password: 'New password',
    passwordPlaceholder: '6–32 characters',
    confirm: 'Confirm',
    confirmPlaceholder: 'Enter the new password again',
    mismatch: 'The two passwords differ',
    submit: 'Reset password',
    success: 'Password reset, please log in',
  },
  invalid: {
    username: 'Account: a letter first, then 3–16 letters, digits or underscores',
    password: 'Password: 6–32 characters, without & < > " \' or line breaks',
    mobile: 'Enter a valid mobile number',
    email: 'Enter a valid e-mail address',
    captcha: 'Enter the 6-digit code',
    nickname: 'Shop name: at most 8 characters',
  },
};

registerResources('account', zh, en);

export const ACCOUNT_NS = 'account';
