/** A request of the API bench over HTTP (keep-alive agent, loopback), timed from sending to the body's last byte. */
import type { Agent } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { InjectRequest } from './serverProcess.ts';

export interface Answer {
  status: number;
  ms: number;
  body: Buffer;
  etag: string | undefined;
}

const ignoreIdleReset = () => undefined;

export const http = (agent: Agent, port: number, token: string, request: InjectRequest): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    // A string payload is sent as it is (an upload, with its own content type), anything else as JSON.
    const payload =
      request.payload === undefined || typeof request.payload === 'string'
        ? request.payload
        : JSON.stringify(request.payload);
    const outgoing = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 400) reject(new Error(`${request.url} answered ${status}`));
          else
            resolve({
              status,
              ms: performance.now() - started,
              body: Buffer.concat(chunks),
              etag: response.headers.etag,
            });
        });
        response.on('error', reject);
      },
    );
    // A keep-alive socket the server closes just as it is reused (its idle timeout) resets the request: the request
    // is sent again on a new socket, as Node's documentation advises (`reusedSocket`).
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') http(agent, port, token, request).then(resolve, reject);
      else reject(error);
    });
    // A pooled keep-alive socket can be reset while idle (a cold-run server process exits): that is no failure of a
    // request (an error during one still reaches `outgoing` above), so it must not end the bench uncaught.
    outgoing.on('socket', (socket) => {
      if (!socket.listeners('error').includes(ignoreIdleReset)) socket.on('error', ignoreIdleReset);
    });
    outgoing.end(payload);
  });
