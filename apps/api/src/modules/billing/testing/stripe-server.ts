import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

/**
 * A small server on 127.0.0.1 that speaks the part of Stripe's API the provider uses: creating
 * a Checkout Session (form-encoded, Bearer secret key), with Stripe's error shape on failure.
 */
export interface StripeServer {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  /** The next call answers this status and Stripe's error body. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeServer(secretKey = 'sk_test_captio'): Promise<StripeServer> {
  const requests: RecordedRequest[] = [];
  let failure: { status: number; message: string } | undefined;
  let sessions = 0;

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (failure) {
        const { status, message } = failure;
        failure = undefined;
        return send(status, { error: { type: 'api_error', message } });
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        return send(404, {
          error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
        });
      }
      sessions += 1;
      const id = `cs_test_${sessions}_${Math.random().toString(36).slice(2, 10)}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form['mode'],
        client_reference_id: form['client_reference_id'],
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        payment_status: 'unpaid',
        status: 'open',
        success_url: form['success_url'],
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
