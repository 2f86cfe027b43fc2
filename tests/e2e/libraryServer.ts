import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Big libraries for the browser tests, served over loopback HTTP by the test's own process.
 *
 * A body handed to `page.route` crosses Playwright's protocol to the browser base64-encoded in one
 * message: 32 MB (200,000 records) took ~2.4 s of the page's time before it could read a byte,
 * and the 40 MB of a 10,000-case synthetic library as long. Over a socket the browser reads it as
 * from any server. One server per Playwright worker, started on first use; the bodies stay until
 * the worker ends (a few per test file), and a test registers each under a path of its own.
 */
const bodies = new Map<string, { text: string; bytes: Buffer }>();
let server: Promise<{ server: Server; origin: string }> | null = null;

function start(): Promise<{ server: Server; origin: string }> {
  return new Promise((resolve, reject) => {
    const s = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const body = bodies.get(path)?.bytes;
      // The app is on another port: another origin, so it needs CORS as any library host does.
      const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
      if (!body) {
        res.writeHead(404, headers).end();
        return;
      }
      res.writeHead(200, { ...headers, 'content-type': 'application/json', 'content-length': body.length }).end(body);
    });
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      // Never keeps the worker alive on its own.
      s.unref();
      resolve({ server: s, origin: `http://127.0.0.1:${(s.address() as AddressInfo).port}` });
    });
  });
}

/** Serves `body` at `path` (e.g. `/tiny.json`) and returns its address. */
export async function serveLibrary(path: string, body: string): Promise<string> {
  server ??= start();
  const { origin } = await server;
  // The same text at the same path again (a shared library) is not copied again.
  if (bodies.get(path)?.text !== body) bodies.set(path, { text: body, bytes: Buffer.from(body) });
  return `${origin}${path}`;
}
