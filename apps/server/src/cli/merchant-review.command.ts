import { parseArgs } from 'node:util';
import type { MerchantAccountReview } from '../modules/merchant-accounts/merchant-account-review';

/**
 * `npm run admin -- merchant-review …`: the merchant's answer to an account application in review (spec 1 §4
 * isValidated 3, §9 "2-3 days unless automatic"), for a merchant that answers us by phone or e-mail rather than
 * through its register. The same review the `merchant-accounts.review` job runs: the same status change, notification
 * and e-mail.
 */
export const merchantReviewUsage = [
  'npm run admin -- merchant-review --list',
  'npm run admin -- merchant-review --account <id> --approve',
  'npm run admin -- merchant-review --account <id> --reject',
].join('\n');

export type MerchantReviewCommand = { kind: 'list' } | { kind: 'decide'; accountId: number; approved: boolean };

export class UsageError extends Error {}

export function parseMerchantReviewArgs(argv: string[]): MerchantReviewCommand {
  const { values } = (() => {
    try {
      return parseArgs({ args: argv, options: { list: { type: 'boolean' }, account: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'boolean' } } });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  })();
  if (values.list) {
    if (values.account !== undefined || values.approve || values.reject) throw new UsageError('--list takes no other option');
    return { kind: 'list' };
  }
  const accountId = Number(values.account);
  if (values.account === undefined || !/^\d+$/.test(values.account) || accountId < 1) throw new UsageError('--account must be the merchant account id (see --list)');
  if (values.approve === values.reject) throw new UsageError('give exactly one of --approve or --reject');
  return { kind: 'decide', accountId, approved: values.approve === true };
}

/** Runs one parsed command; what it prints goes to `print`. Returns the process exit code (1: nothing decided). */
export async function runMerchantReview(command: MerchantReviewCommand, review: MerchantAccountReview, print: (line: string) => void): Promise<number> {
  if (command.kind === 'list') {
    const waiting = await review.listAccountsInReview();
    if (waiting.length === 0) print('No merchant account applications are in review.');
    for (const account of waiting) print(`${account.id}\t${account.supplierName}\t${account.accountNumber}\t${account.organisationName}`);
    return 0;
  }
  const outcome = await review.recordMerchantAnswer(command.accountId, command.approved);
  if (!outcome) {
    print(`Merchant account ${command.accountId} is not in review (unknown, already decided, or being decided right now): nothing changed.`);
    return 1;
  }
  print(`Merchant account ${outcome.id}: ${outcome.status}. The company has been notified and e-mailed.`);
  return 0;
}
