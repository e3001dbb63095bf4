// Who is calling, as the auth hook and the websocket resolve it (session.service.ts): declarations only, so that
// the module descriptor (context.ts) can name it without importing the service that resolves it.

/** What a staff member may do beyond the order tab (1 = allowed). */
export interface StaffPermissions {
  view_userlist: number;
  cooperation: number;
  award: number;
}

/** Identity and permissions only; pages that show the profile read it fresh. */
export interface Caller {
  user: { id: number; group_id: number };
  /** The shop the caller acts for (own id for a shopkeeper). */
  shopId: number;
  clerk: StaffPermissions | null;
  /** The shop's certification state, for shop accounts. */
  certification: number | null;
}
