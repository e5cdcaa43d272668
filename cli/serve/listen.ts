// Opens the port of a local server, saying plainly when another program has it.
import type { Server } from 'node:http';
import { UserError } from '../model/user-error.ts';

export class PortInUseError extends UserError {
  constructor(readonly port: number) {
    super(`Port ${port} is in use: give another with --port.`);
    this.name = 'PortInUseError';
  }
}

/** Resolves with the server's address, with the port the system chose when asked for port 0. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}
