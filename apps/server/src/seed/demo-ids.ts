/** The demo accounts every module's demo seeder builds on. */
export interface DemoIds {
  shopId: number;
  partnerId: number;
  clerkId: number;
  playerIds: number[];
  supportId: number;
}
