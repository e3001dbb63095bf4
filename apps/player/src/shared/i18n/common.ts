/** Labels of the shell and of the shared web code (lists, failures of calls). Feature labels live with the feature. */
export const commonZh = {
  app: { name: '彩民助手' },
  tab: { home: '首页', orders: '订单', chat: '聊天', wallet: '我的' },
  common: {
    empty: '暂无数据',
    loading: '加载中…',
    noMore: '没有更多了',
    retry: '重试',
    back: '返回',
    yuan: '{{yuan}}元',
  },
  http: {
    timeout: '请求超时，请检查网络',
    network: '网络连接失败，请稍后重试',
    serverError: '服务器开小差了，请稍后再试',
    status: '请求失败（{{status}}）',
  },
  session: { ended: '登录已失效，请重新登录' },
  language: { switch: 'English' },
};
export type CommonResources = typeof commonZh;
