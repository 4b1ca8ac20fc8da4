// The pieces of an enterprise network for the end-to-end tests, all on loopback: a certificate of a
// private CA (made here, so no key is committed), a TLS front for a plain-HTTP stand-in, and an HTTPS
// proxy that tunnels CONNECTs for named hosts to loopback ports and records each one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  readonly key: string;
  readonly cert: string;
  /** The certificate's PEM file: what NODE_EXTRA_CA_CERTS names. */
  readonly certFile: string;
  remove(): void;
}

/** A throw-away self-signed certificate for these host names, valid for a day. */
export function privateCaCertificate(hosts: readonly string[]): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'ssa-ca-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const names = hosts.map((h) => `DNS:${h}`).join(',');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
      .concat(['-subj', `/CN=${hosts[0] ?? 'localhost'}`, '-addext', `subjectAltName=${names}`])
      .concat(['-keyout', keyFile, '-out', certFile]),
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    certFile,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Listening {
  readonly port: number;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** HTTPS in front of a plain-HTTP server, dropping what `stripPrefix` matches from each path (GHES's `/api/v3`). */
export function tlsFront(certificate: Certificate, target: string, stripPrefix = /^$/): Promise<Listening> {
  const server = createHttpsServer({ key: certificate.key, cert: certificate.cert }, (incoming, outgoing) => {
    const path = (incoming.url ?? '/').replace(stripPrefix, '') || '/';
    const headers = { ...incoming.headers, host: new URL(target).host };
    const forward = request(`${target}${path}`, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  return listen(server);
}

export interface TunnellingProxy extends Listening {
  readonly url: string;
  /** Every CONNECT target asked for, as `host:port`. */
  readonly connects: string[];
}

/** An HTTP proxy that tunnels `host:443` to the loopback port `routes` gives it, and refuses the rest. */
export async function tunnellingProxy(routes: Readonly<Record<string, number>>): Promise<TunnellingProxy> {
  const connects: string[] = [];
  const server = createHttpServer((_, response) => response.writeHead(405).end());
  server.on('connect', (incoming, socket) => {
    const target = String(incoming.url);
    connects.push(target);
    const port = routes[target.replace(/:443$/, '')];
    if (port === undefined) return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = connect(port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  const listening = await listen(server);
  return { ...listening, url: `http://127.0.0.1:${listening.port}`, connects };
}
