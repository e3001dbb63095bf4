import { PAGE, pageUrl, type PageParams } from '../src/shared/paths.ts';

// Compile-time checks of page links, run by `npm run typecheck` (never called): a link gives exactly the
// parameters its page declares (PAGE_PARAMS in src/shared/paths.ts), and a page reads them typed.
export function wrongLinksDoNotCompile() {
  // @ts-expect-error -- the order detail page reads `order_id`, not `orderId`
  void pageUrl(PAGE.orderDetail, { orderId: '1' });
  // @ts-expect-error -- the order detail page cannot open without its order
  void pageUrl(PAGE.orderDetail);
  // @ts-expect-error -- a flag is on or off, not text
  void pageUrl(PAGE.orderDetail, { order_id: '1', order_lock: '1' });
  // @ts-expect-error -- the mine page takes no parameters
  void pageUrl(PAGE.mine, { tab: 1 });
}

export function pageParamsAreTyped(params: PageParams<typeof PAGE.orderDetail>) {
  const id: string | null = params.order_id;
  const locked: boolean = params.order_lock;
  // @ts-expect-error -- the page declares no `orderId`
  void params.orderId;
  return [id, locked];
}
