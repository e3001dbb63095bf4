import { fenToYuan } from '@dzzs/shared';
import type { SandboxTradeRow } from '../../db/schema.ts';

// The sandbox provider's payment page: what a payer sees at a real provider, reduced to the amount, the shop and
// two buttons. Self-contained (no script: the server's CSP allows none inline), in Chinese like the app.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#222}
header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px;text-align:center}
main{padding:16px}
.card{background:#fff;border-radius:10px;padding:20px 16px;text-align:center}
.amount{font-size:34px;font-weight:600;margin:10px 0}
.row{display:flex;justify-content:space-between;padding:8px 0;color:#666;font-size:14px;border-top:1px solid #f0f0f0}
.note{color:#999;font-size:12px;margin:14px 4px;line-height:1.6}
button{width:100%;height:46px;border:0;border-radius:23px;font-size:16px;margin-top:12px}
.pay{background:#1677ff;color:#fff}.fail{background:#fff;color:#ff3141;border:1px solid #ff3141}
.done{font-size:18px;margin:18px 0}a{color:#1677ff}`;

const STATE_TEXT: Record<string, string> = { PAID: '该订单已支付', FAILED: '该订单已关闭（支付失败）' };

export function sandboxPage(trade: SandboxTradeRow | undefined): string {
  const body = !trade
    ? '<div class="card"><p class="done">订单不存在</p></div>'
    : `<div class="card">
  <div>向 ${escapeHtml(trade.shop_name || '店铺')} 付款</div>
  <div class="amount">¥${fenToYuan(trade.fen)}</div>
  <div class="row"><span>商户订单号</span><span>${escapeHtml(trade.trade_no)}</span></div>
  <div class="row"><span>支付方式</span><span>沙箱支付（演示）</span></div>
  ${
    trade.state === 'WAIT'
      ? `<form method="post"><button class="pay" name="action" value="pay">确认支付</button>
  <button class="fail" name="action" value="fail">支付失败</button></form>`
      : `<p class="done">${STATE_TEXT[trade.state]}</p><a href="${escapeHtml(trade.return_url)}">返回商家</a>`
  }
</div>
<p class="note">这是演示用的沙箱支付页面，不会产生真实扣款。确认支付后，沙箱会像真实支付平台一样向服务器发送签名的支付通知，然后带您回到充值页面。</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱支付</title><style>${STYLE}</style></head>
<body><header>沙箱支付</header><main>${body}</main></body></html>`;
}
