// antd-mobile's toast carries its animation library: loaded on first use, off the first route.
export function toast(content: string): void {
  if (!content) return;
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show({ content }));
}
