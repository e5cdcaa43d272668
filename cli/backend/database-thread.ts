// The embedded database of `site serve` on a thread of its own (started by threaded-database.ts):
// Postgres in WebAssembly holds its thread for a fraction of a second to start, and for each query;
// here that thread is not the one that answers requests and hands edits on to the rebuilds.
import { parentPort, workerData } from 'node:worker_threads';
import { openLocalDatabase } from './local-database.ts';
import { errorFields, type DatabaseThreadData, type ThreadRequest } from './threaded-database.ts';

const { projectRoot, dataDir } = workerData as DatabaseThreadData;
const port = parentPort!;

try {
  const db = await openLocalDatabase(projectRoot, dataDir);
  port.on('message', (request: ThreadRequest) => {
    if (request.close) {
      void db.close().finally(() => {
        port.postMessage({ id: request.id, rows: [] });
        port.close();
      });
      return;
    }
    db.query(request.sql, request.params).then(
      (rows) => port.postMessage({ id: request.id, rows }),
      (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) }),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: errorFields(error) });
}
