import { main } from '../../server/main.ts';
import { describeStartupError } from '../../server/startupError.ts';
import { simulateVisitorsWhenNone } from '../simulate/sendVisits.ts';

// `npm run preview`: the production server on the settings of `npm start`, which shows simulated
// visitors in the lab when its database holds none yet (scripts/simulate/sendVisits.ts).
const server = await main().catch((error: unknown) => {
  console.error(`[start] ${describeStartupError(error)}`);
  process.exit(1);
});
await simulateVisitorsWhenNone(server.db, `http://localhost:${server.port}`, console.log);
