/**
 * Who a command-line change is recorded as (docs/operator-console.md, "The command line in the audit
 * log"): the command line is an actor of its own, operator 0 with the OS user who ran it, unless
 * `--operator <telegram id>` names an operator, who must then be in ADMIN_IDS (anyone else is
 * refused before anything runs). Every change it makes goes to the audit log like the console's.
 */
import type { Queryable } from '../db/database.ts';
import { audit } from '../console/audit.ts';

/** The operator id the audit log gives the command line itself. */
const CLI_OPERATOR = 0;

/** Who runs the command line: the operators allowed to be named, and the OS user. */
export interface CliActor {
  adminIds: readonly number[];
  osUser: string;
}

/** The commands that change something (`<group> <verb>`), and the action the audit log records. */
const CHANGES: Readonly<Record<string, string>> = {
  'season start': 'main-start',
  'season end': 'main-end',
  'event start': 'event-start',
  'event end': 'event-end',
  'keys prune': 'keys-prune',
  'catalog publish': 'catalog-publish',
  'catalog rollback': 'catalog-rollback',
};

/** The operator a command acts as; a refusal's message when `--operator` names someone not in ADMIN_IDS. */
export function cliOperator(args: readonly string[], actor: CliActor): { operatorId: number } | { refused: string } {
  const index = args.indexOf('--operator');
  if (index === -1) return { operatorId: CLI_OPERATOR };
  const operatorId = Number(args[index + 1]);
  // A malformed id is the command's usage error; a well-formed one must be an operator's.
  if (!Number.isSafeInteger(operatorId) || operatorId <= 0) return { operatorId: CLI_OPERATOR };
  if (!actor.adminIds.includes(operatorId)) return { refused: `Refused: ${operatorId} is not an operator (ADMIN_IDS).` };
  return { operatorId };
}

/** Records a change the command line made (nothing for a command that only reads). */
export async function auditCliChange(
  db: Queryable,
  args: readonly string[],
  change: { operatorId: number; actor: CliActor; result: string | undefined },
  now: number,
): Promise<void> {
  const action = CHANGES[`${args[0] ?? ''} ${args[1] ?? ''}`];
  if (action === undefined) return;
  const detail = { via: 'cli', osUser: change.actor.osUser, command: args.join(' '), result: change.result ?? null };
  await audit(db, { operatorId: change.operatorId, action, detail }, now);
}
