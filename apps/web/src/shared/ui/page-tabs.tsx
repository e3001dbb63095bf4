import { Tabs, type TabsProps } from 'antd-mobile';
import './page-tabs.css';

/** The tabs under a page's nav bar (订单, 合作店铺, 余额明细…): white, fixed above the list, underlined in the brand colour. */
export const PageTabs = Object.assign((props: TabsProps) => <Tabs {...props} className="page-tabs" />, {
  Tab: Tabs.Tab,
});
