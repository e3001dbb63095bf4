/** The tables the push-links module owns: only its repositories name them (docs/architecture.md). */
export interface PushLinksTables {
  push_links: PushLinksTable;
}

/** The push service address a shop bound (推送绑定); one per shop. */
export interface PushLinksTable {
  shop_id: number;
  url: string;
  create_time: number;
  update_time: number;
}
