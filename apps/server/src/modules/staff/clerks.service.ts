// A staff member's row and game rules (clerk_config, clerk_game_rules: the staff module's tables) as the login,
// the account page and 接单 read them.
export { clerkRule, findClerkConfig, insertClerkConfig } from './staff.repository.ts';
