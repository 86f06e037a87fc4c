import { lookup } from 'node:dns/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { connect, isIP, type AddressInfo, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AddressPolicy } from './address-policy.js';

/** Why the guard refused a request: the host as the link named it, and where it pointed. */
export interface Refusal {
  host: string;
  port: number;
  /** The address found not public, or null when the port or scheme was refused or the host not found. */
  address: string | null;
  reason: 'address' | 'port' | 'scheme' | 'not-found';
  /** The scheme of a request that was not http (a redirect to ftp://). */
  scheme?: string;
}

export interface GuardProxy {
  /** `http://127.0.0.1:<port>`, for yt-dlp's --proxy. */
  url: string;
  /** What was refused so far, in order: the call maps yt-dlp's failure back to these. */
  refusals: readonly Refusal[];
  close(): Promise<void>;
}

/**
 * Ports browsers never connect to (the WHATWG Fetch standard's "bad ports"): mail, IRC, SSH and
 * other line protocols that an HTTP request could be smuggled into. Any other port of a public
 * address is let through: media hosts use 8080, 8443 and others, and the address rule, not the
 * port, is what keeps links out of the server's own network.
 */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** Headers about the hop to the proxy itself, never passed on. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Longest wait for a site to accept a connection; the call's own timeout bounds the rest. */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * An HTTP proxy on 127.0.0.1 (a free port) that yt-dlp sends every request through: plain http
 * requests (absolute URI) and CONNECT tunnels for https. It resolves each host itself and
 * connects only to the addresses it checked, so a DNS answer that changes between a check and
 * the connection (rebinding) cannot slip past; each redirect is a new request, checked again.
 *
 * `policy` undefined lets everything through (CAPTIO_ALLOW_PRIVATE_LINKS, tests): then ports are
 * not limited either, so that local servers on any port work.
 */
export async function startGuardProxy(policy: AddressPolicy | undefined): Promise<GuardProxy> {
  const refusals: Refusal[] = [];
  const sockets = new Set<Socket | Duplex>();
  const track = (socket: Socket | Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** The addresses to connect to, or a refusal (recorded) when the policy does not allow them all. */
  async function resolveChecked(host: string, port: number): Promise<string[] | Refusal> {
    const bare = host.startsWith('[') ? host.slice(1, -1) : host;
    const refuse = (refusal: Refusal) => {
      refusals.push(refusal);
      return refusal;
    };
    if (policy && BAD_PORTS.has(port)) return refuse({ host, port, address: null, reason: 'port' });
    let addresses: string[];
    if (isIP(bare) !== 0) {
      addresses = [bare];
    } else {
      try {
        addresses = (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
      } catch {
        return refuse({ host, port, address: null, reason: 'not-found' });
      }
    }
    // Every answer must pass, not only the one used: a name answering both a public and a private
    // address is what a rebinding attack looks like.
    const denied = policy ? addresses.find((address) => !policy(address)) : undefined;
    if (denied !== undefined) return refuse({ host, port, address: denied, reason: 'address' });
    return addresses.length > 0
      ? addresses
      : refuse({ host, port, address: null, reason: 'not-found' });
  }

  const server = createServer((request, response) => {
    void forwardPlainRequest(request, response);
  });

  async function forwardPlainRequest(request: IncomingMessage, response: ServerResponse) {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end('An absolute http URI is expected');
      return;
    }
    if (target.protocol !== 'http:') {
      // yt-dlp hands ftp:// (a redirect to it) to its proxy too: only http(s) is ever fetched.
      const refusal: Refusal = {
        host: target.hostname,
        port: Number(target.port || 0),
        address: null,
        reason: 'scheme',
        scheme: target.protocol.replace(/:$/, ''),
      };
      refusals.push(refusal);
      response.writeHead(403, { 'content-type': 'text/plain' }).end(describeRefusal(refusal));
      return;
    }
    const port = Number(target.port || 80);
    const addresses = await resolveChecked(target.hostname, port);
    if (!Array.isArray(addresses)) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end(describeRefusal(addresses));
      return;
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    headers['host'] = target.host;
    const upstream = httpRequest({
      host: target.hostname.replace(/^\[|\]$/g, ''),
      port,
      lookup: pinnedLookup(addresses),
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers,
      setHost: false,
      timeout: CONNECT_TIMEOUT_MS,
      // A connection of its own, closed with the request: none is pooled past the call.
      agent: false,
    });
    // yt-dlp gave up (or was stopped): the site's answer is no longer read.
    response.once('close', () => upstream.destroy());
    upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.on('response', (answer) => {
      const answerHeaders: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_HEADERS.has(name) && value !== undefined) answerHeaders[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end('The site could not be reached');
      else response.destroy();
    });
    request.pipe(upstream);
  }

  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    void openTunnel(request, client, head);
  });

  async function openTunnel(request: IncomingMessage, client: Duplex, head: Buffer) {
    const authority = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(request.url ?? '');
    if (!authority) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const host = authority[1] ?? '';
    const port = Number(authority[2]);
    const addresses = await resolveChecked(host, port);
    if (!Array.isArray(addresses)) {
      client.end(`HTTP/1.1 403 Forbidden\r\n\r\n${describeRefusal(addresses)}`);
      return;
    }
    const upstream = connect({
      host: host.replace(/^\[|\]$/g, ''),
      port,
      lookup: pinnedLookup(addresses),
      timeout: CONNECT_TIMEOUT_MS,
    });
    track(upstream);
    upstream.once('timeout', () => upstream.destroy());
    upstream.once('connect', () => {
      upstream.setTimeout(0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (upstream.connecting) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      else client.destroy();
    });
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }

  server.on('connection', track);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A resolver that answers only the addresses already checked: Node's connection code asks it
 * instead of DNS, so it never connects anywhere unchecked, and still tries each address in turn
 * (IPv6 first where DNS said so, IPv4 when that does not connect).
 */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    if (options.all) {
      callback(null, entries);
    } else {
      const [first] = entries;
      if (first) callback(null, first.address, first.family);
      else callback(new Error('no address'), '', 0);
    }
  };
}

/** The English sentence a refusal is logged and reported with. */
export function describeRefusal(refusal: Refusal): string {
  switch (refusal.reason) {
    case 'address':
      return refusal.host === refusal.address || `[${refusal.address}]` === refusal.host
        ? `${refusal.host} is not a public address`
        : `${refusal.host} points to ${refusal.address}, which is not a public address`;
    case 'port':
      return `${refusal.host}:${refusal.port} is on a port that is never fetched (mail, chat, shell...)`;
    case 'scheme':
      return `${refusal.scheme}://${refusal.host}: only http and https links are fetched`;
    case 'not-found':
      return `${refusal.host} was not found`;
  }
}
