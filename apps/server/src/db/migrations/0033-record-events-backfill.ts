import { sql } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * The records that moved onto the one transition helper after 0027 (docs/history.md) get the history they would
 * have had: each row its `create` event, from its create time and the account that made it, and each decided row
 * its decision, from the time and the account the row kept. Who decided is known where the row kept it (the
 * handler of a request); a closing nobody recorded is told as the system's or the shop's, as it could only be.
 */
export const recordEventsBackfill: Migration = {
  name: '0033-record-events-backfill',
  async up(db) {
    // Players' withdrawal requests: asked by the player, answered by the handling shop's owner.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, other_shop_id, action, from_state, to_state,
                                 actor_kind, actor_id, create_time)
      SELECT 'player_withdrawal', id, handling_shop_id,
             CASE WHEN shop_id <> handling_shop_id THEN shop_id ELSE 0 END,
             'create', NULL, 0, 'player', user_id, create_time
      FROM player_withdrawals ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, other_shop_id, action, from_state, to_state,
                                 actor_kind, actor_id, reason, create_time)
      SELECT 'player_withdrawal', id, handling_shop_id,
             CASE WHEN shop_id <> handling_shop_id THEN shop_id ELSE 0 END,
             CASE WHEN state = 1 THEN 'settle' ELSE 'reject' END, 0, state, 'shop', handler_id, ret_reason,
             update_time
      FROM player_withdrawals WHERE state <> 0 ORDER BY id`.execute(db);

    // Red packets: sent by the shop's account; revoked by the shop, expired by the system, all claimed by the
    // player who grabbed the last share.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'red_packet', id, shop_id, 'create', NULL, 1, 'shop', user_id, create_time
      FROM red_packets ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'red_packet', p.id, p.shop_id,
             CASE p.state WHEN 2 THEN 'revoke' WHEN 3 THEN 'expire' ELSE 'exhaust' END, 1, p.state,
             CASE p.state WHEN 2 THEN 'shop' WHEN 3 THEN 'system' ELSE 'player' END,
             CASE p.state
               WHEN 2 THEN p.user_id
               WHEN 3 THEN 0
               ELSE COALESCE((SELECT g.user_id FROM red_packet_grabs g WHERE g.packet_id = p.id
                              ORDER BY g.id DESC LIMIT 1), 0)
             END,
             p.update_time
      FROM red_packets p WHERE p.state <> 1 ORDER BY p.id`.execute(db);

    // Offline recharges: submitted by the player, confirmed or refused by the shop's account that handled them.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'offline_recharge', id, shop_id, 'create', NULL, 0, 'player', user_id, create_time
      FROM offline_recharges ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'offline_recharge', id, shop_id, CASE WHEN state = 1 THEN 'confirm' ELSE 'refuse' END, 0, state,
             'shop', handler_id, handle_time
      FROM offline_recharges WHERE state <> 0 ORDER BY id`.execute(db);

    // Partner applications: made by the branch's account, decided by the main store's; both shops read them.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, other_shop_id, action, from_state, to_state,
                                 actor_kind, actor_id, create_time)
      SELECT 'cooperation_application', id, main_shop_id, branch_shop_id, 'create', NULL, 0, 'shop', applicant_id,
             create_time
      FROM cooperation_applications ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, other_shop_id, action, from_state, to_state,
                                 actor_kind, actor_id, create_time)
      SELECT 'cooperation_application', id, main_shop_id, branch_shop_id,
             CASE WHEN state = 1 THEN 'approve' ELSE 'refuse' END, 0, state, 'shop', handler_id, handle_time
      FROM cooperation_applications WHERE state <> 0 ORDER BY id`.execute(db);
    // Cooperations (every one there is is active: an ended one used to be deleted), started by the main store's
    // account that approved the branch's application, or the main store's own when none is kept.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, other_shop_id, action, from_state, to_state,
                                 actor_kind, actor_id, create_time)
      SELECT 'cooperation', c.id, c.main_shop_id, c.branch_shop_id, 'create', NULL, 1, 'shop',
             COALESCE((SELECT a.handler_id FROM cooperation_applications a
                       WHERE a.branch_shop_id = c.branch_shop_id AND a.main_shop_id = c.main_shop_id
                         AND a.game_code IS NULL AND a.state = 1
                       ORDER BY a.id DESC LIMIT 1), c.main_shop_id),
             c.create_time
      FROM cooperations c ORDER BY c.id`.execute(db);
    // Payment channels: applied for by the shop; approved (then perhaps closed by the shop) or refused with its
    // reason by the platform. Applications sent again after a refusal left no trace but their last state.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'receipt', id, shop_id, 'create', NULL, 0, 'shop', shop_id, create_time
      FROM shop_receipts ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, reason,
                                 create_time)
      SELECT 'receipt', id, shop_id, CASE WHEN state = 2 THEN 'refuse' ELSE 'approve' END, 0,
             CASE WHEN state = 2 THEN 2 ELSE 1 END, 'platform', CASE WHEN state = 2 THEN ret_memo ELSE '' END,
             review_time
      FROM shop_receipts WHERE state <> 0 ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'receipt', id, shop_id, 'close', 1, 3, 'shop', shop_id, update_time
      FROM shop_receipts WHERE state = 3 ORDER BY id`.execute(db);

    // Online payments: started by the shop (its own recharge) or a player; paid, failed or expired by the system.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'payment', id, shop_id, 'create', NULL, 0,
             CASE WHEN purpose = 'shop_recharge' THEN 'shop' ELSE 'player' END, payer_id, create_time
      FROM payments ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, create_time)
      SELECT 'payment', id, shop_id, CASE state WHEN 1 THEN 'pay' WHEN 2 THEN 'fail' ELSE 'expire' END, 0, state,
             'system', CASE state WHEN 1 THEN paid_time WHEN 2 THEN create_time ELSE expire_time END
      FROM payments WHERE state <> 0 ORDER BY id`.execute(db);

    // Certifications (the record is the shop's config, its id the shop's): the last move each kept — a submission
    // by the shop, the platform's approval, or its rejection with the reason.
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 reason, create_time)
      SELECT 'certification', shop_id, shop_id,
             CASE store_certification WHEN 2 THEN 'submit' WHEN 1 THEN 'approve' ELSE 'reject' END,
             CASE store_certification WHEN 2 THEN 0 ELSE 2 END, store_certification,
             CASE store_certification WHEN 2 THEN 'shop' ELSE 'platform' END,
             CASE store_certification WHEN 2 THEN shop_id ELSE 0 END,
             CASE store_certification WHEN 3 THEN store_certification_memo ELSE '' END, update_time
      FROM shop_config WHERE store_certification <> 0 ORDER BY shop_id`.execute(db);
  },
};
