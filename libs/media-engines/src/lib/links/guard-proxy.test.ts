import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardProxy, type GuardProxy } from './guard-proxy.js';

// The guard on its own, spoken to as yt-dlp speaks to it: absolute-URI requests for http and
// CONNECT tunnels for https (here a tunnel to a plain HTTP server: the bytes are the same).
let site: Server;
let sitePort = 0;
const seenHosts: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    seenHosts.push(req.headers.host ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`you asked for ${req.url}`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** An absolute-URI request through the proxy: the status and the body. */
function viaProxy(proxy: GuardProxy, url: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: url,
      headers: { host: new URL(url).host },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A CONNECT through the proxy, then one HTTP request inside the tunnel when it opened. */
function viaTunnel(
  proxy: GuardProxy,
  authority: string,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({ status: res.statusCode ?? 0, body: '' });
        return;
      }
      let body = '';
      socket.on('data', (chunk: Buffer) => (body += chunk.toString()));
      socket.on('end', () => resolve({ status: 200, body }));
      socket.write(`GET /inside HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the guard proxy', () => {
  it('forwards an allowed request to the address it checked, with the host named in the link', async () => {
    const proxy = await startGuardProxy((address) => address === '127.0.0.1');
    try {
      const answer = await viaProxy(proxy, `http://127.0.0.1:${sitePort}/clip.mp4?x=1`);
      expect(answer).toEqual({ status: 200, body: 'you asked for /clip.mp4?x=1' });
      expect(seenHosts.at(-1)).toBe(`127.0.0.1:${sitePort}`);
      expect(proxy.refusals).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['a plain request', viaProxy, (port: number) => `http://localhost:${port}/named`],
    ['a CONNECT', viaTunnel, (port: number) => `localhost:${port}`],
  ])(
    'resolves a host name itself for %s, and connects to what it checked',
    async (_, send, target) => {
      const checked: string[] = [];
      // localhost may also answer ::1, where the site does not listen: the next address is tried.
      const proxy = await startGuardProxy((address) => {
        checked.push(address);
        return address === '127.0.0.1' || address === '::1';
      });
      try {
        expect((await send(proxy, target(sitePort))).status).toBe(200);
        expect(checked).toContain('127.0.0.1');
        expect(seenHosts.at(-1)).toBe(`localhost:${sitePort}`);
      } finally {
        await proxy.close();
      }
    },
  );

  it('tunnels an allowed CONNECT', async () => {
    const proxy = await startGuardProxy((address) => address === '127.0.0.1');
    try {
      const answer = await viaTunnel(proxy, `127.0.0.1:${sitePort}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('you asked for /inside');
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['a plain request', viaProxy, (port: number) => `http://127.0.0.1:${port}/`],
    ['a CONNECT', viaTunnel, (port: number) => `127.0.0.1:${port}`],
  ])('refuses %s to a non-public address and records why', async (_, send, target) => {
    const proxy = await startGuardProxy(() => false);
    try {
      const before = seenHosts.length;
      expect((await send(proxy, target(sitePort))).status).toBe(403);
      expect(seenHosts.length).toBe(before);
      expect(proxy.refusals).toEqual([
        { host: '127.0.0.1', port: sitePort, address: '127.0.0.1', reason: 'address' },
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses ports no browser connects to (mail, shell), and unknown hosts', async () => {
    const proxy = await startGuardProxy(() => true);
    try {
      expect((await viaTunnel(proxy, '127.0.0.1:25')).status).toBe(403);
      expect((await viaProxy(proxy, 'http://no-such-host.invalid/')).status).toBe(403);
      expect(proxy.refusals.map((refusal) => refusal.reason)).toEqual(['port', 'not-found']);
    } finally {
      await proxy.close();
    }
  });

  it('lets every address and port through when private addresses are allowed', async () => {
    const proxy = await startGuardProxy(undefined);
    try {
      expect((await viaProxy(proxy, `http://127.0.0.1:${sitePort}/open`)).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});
