// The accounts (the users table) as other modules ask for them: the account module owns the table, and this file
// is its answer to lookups that need no rule of their own (docs/architecture.md, "Tables and their owners").
export {
  findShopsOfUsers,
  findUserByAddress,
  findUserById,
  findUserByLogin,
  insertUser,
  listPlayerIds,
  listPlayerLogins,
  listShops,
  updateUser,
} from './account.repository.ts';
