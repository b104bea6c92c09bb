/**
 * npm run admin -- <command> [options]: operator commands against the database named by the environment
 * (DATABASE_URL, else the PGlite folder DATA_DIR, which only one process may open: stop the server first).
 *
 *   merchant-review --list | --account <id> --approve | --account <id> --reject
 */
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { createJobs } from '../jobs/jobs';
import { createAdminMerchantReview } from './admin-dependencies';
import { merchantReviewUsage, parseMerchantReviewArgs, runMerchantReview, UsageError } from './merchant-review.command';

const usage = `Usage:\n${merchantReviewUsage}`;

export async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'merchant-review') {
    console.error(command ? `Unknown command: ${command}\n${usage}` : usage);
    return 2;
  }
  let parsed;
  try {
    parsed = parseMerchantReviewArgs(rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Mail with MAIL_PROVIDER=smtp is queued for the server's worker, so the queue runs here, working nothing itself.
  const jobs = createJobs({ database });
  try {
    await jobs.start();
    const review = createAdminMerchantReview(config, database.db, jobs);
    return await runMerchantReview(parsed, review, (line) => console.log(line));
  } finally {
    await jobs.stop();
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (invokedDirectly) {
  runAdminCli(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
