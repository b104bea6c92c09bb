import { loadConfig } from '../config/env';
import { openDatabase } from './client';

const config = loadConfig(process.env);
const handle = await openDatabase(config);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
