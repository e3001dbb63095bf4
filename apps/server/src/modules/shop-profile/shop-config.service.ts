// A shop's configuration row (shop_config, the shop-profile module's table) as sign-up, the account page, 出票 and
// the platform's shop list read or create it.
export {
  certifications,
  configOf as findShopConfig,
  insertConfig as insertShopConfig,
} from './shop-profile.repository.ts';
