// Each table has one owning module (docs/architecture.md, "Tables and their owners"): the module whose
// `modules/<area>/<area>.table.ts` lists it in its `…Tables` interface. Only that module's repositories may name
// the table in a query (selectFrom, insertInto, updateTable, deleteFrom, a join, or raw SQL); other modules ask the
// owner's service. Part of `npm run lint`; scripts/lint-rules/check.mjs proves it bites on a fixture.
// Tests (apps/server/test) and migrations are not scanned: tests check rows directly, migrations name any table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Query starts and joins that take a table name first; `'orders as o'` names orders.
const BUILDER_CALL =
  /\b(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`]*`)/g;
const TABLE_IN_LITERAL = /['"`]\s*([a-z_][a-z0-9_]*)/g;
// Raw SQL in a repository: `sql\`… from orders …\``.
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|into|update)\s+([a-z_][a-z0-9_]*)/gi;

/**
 * Tables a module still reads although another module owns them, each with why; an entry that no repository needs
 * any more is reported too, so the list only shrinks.
 */
export const KNOWN_READS = {
  // The session query (every request that is not remembered) reads the token, the account, its shop's
  // certification and a staff member's permissions in one precompiled statement.
  'auth:users': 'the session query',
  'auth:shop_config': 'the session query',
  'auth:clerk_config': 'the session query',
  // users is the account module's; these modules still join it for names, balances and their own columns
  // (nickname, avatar, inviter, the wallet's money). Moving them behind the account service is open work.
  'chat:users': 'member names of a conversation',
  'cooperation:users': 'partner shop names',
  'ledger:users': 'the wallet balance (users.money) transfer moves',
  'orders:users': 'player names on orders, invitees of an inviter',
  'payments:users': 'payer names and balances',
  'players:users': 'the players of a shop are its users rows',
  'receipts:users': 'shop and player names in the review lists',
  'red-packets:users': 'names of the players who grabbed',
  'shop-money:users': 'shop names in the platform withdrawal list',
  'shop-profile:users': 'the shop name and avatar live on the owner row',
  'staff:users': 'staff members are users rows',
};

/** Which module owns each table, from the `export interface …Tables { table: …; }` of each `*.table.ts`. */
export function readOwners(serverSrc) {
  const owners = new Map();
  const problems = [];
  const modulesDir = path.join(serverSrc, 'modules');
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.table.ts'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const block = /export interface \w+Tables \{([^}]*)\}/.exec(text);
      if (!block) {
        problems.push(`modules/${module}/${file}: no \`export interface …Tables { … }\` listing its tables`);
        continue;
      }
      for (const [, table] of block[1].matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) {
        if (owners.has(table))
          problems.push(`table ${table} is claimed by both ${owners.get(table)} and ${module}`);
        else owners.set(table, module);
      }
    }
  }
  return { owners, problems };
}

function tablesNamed(text) {
  const found = [];
  for (const [, , arg] of text.matchAll(BUILDER_CALL))
    for (const [, table] of arg.matchAll(TABLE_IN_LITERAL)) found.push(table);
  for (const [, body] of text.matchAll(SQL_TEMPLATE))
    for (const [, table] of body.matchAll(SQL_TABLE)) found.push(table.toLowerCase());
  return found;
}

/** Every place a repository names a table its module does not own; `known` lists the reads still allowed. */
export function findViolations(serverSrc, known = {}) {
  const { owners, problems } = readOwners(serverSrc);
  const violations = [...problems];
  const used = new Set();
  const modulesDir = path.join(serverSrc, 'modules');
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.repository.ts'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const table of new Set(tablesNamed(text))) {
        const owner = owners.get(table);
        if (owner === module) continue;
        const key = `${module}:${table}`;
        if (key in known) {
          used.add(key);
          continue;
        }
        violations.push(
          owner
            ? `modules/${module}/${file} names ${table}, which ${owner} owns: ask the ${owner} module's service`
            : `modules/${module}/${file} names ${table}, which no module's *.table.ts owns`,
        );
      }
    }
  }
  for (const key of Object.keys(known))
    if (!used.has(key))
      violations.push(`KNOWN_READS lists ${key}, which no repository needs any more: remove it`);
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const violations = findViolations(path.join(root, 'apps/server/src'), KNOWN_READS);
  if (violations.length) {
    console.error(`Table owners: ${violations.length} problem(s)\n- ${violations.join('\n- ')}`);
    process.exit(1);
  }
}
