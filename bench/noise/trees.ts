// The trees of the noise suite: published source the project did not write, each pinned to one version.
// npm tarballs come from the npm registry (`npm pack`), Debian packages from Debian's archive
// (`apt-get download`); Debian's `-dev` and `python3-` packages ship their crates, Go modules and
// Python modules as source. Changing a version means reviewing that tree's results again.

export interface NoiseTree {
  readonly source: 'npm' | 'deb';
  readonly name: string;
  /** Exact: an npm version, or a Debian version with its epoch (`3:3.2.25-0+deb12u7`). */
  readonly version: string;
  /** What kind of project it is, for the docs and the summary. */
  readonly kind: string;
}

/** `name@version`: the key of the tree's verdicts. */
export function treeId(tree: Pick<NoiseTree, 'name' | 'version'>): string {
  return `${tree.name}@${tree.version}`;
}

const npm = (name: string, version: string, kind: string): NoiseTree => ({
  source: 'npm',
  name,
  version,
  kind,
});
const deb = (name: string, version: string, kind: string): NoiseTree => ({
  source: 'deb',
  name,
  version,
  kind,
});

export const NOISE_TREES: readonly NoiseTree[] = [
  npm('express', '5.3.0', 'web framework'),
  npm('fastify', '5.12.8', 'web framework'),
  npm('koa', '3.2.1', 'web framework'),
  npm('react-dom', '19.3.1', 'UI framework'),
  npm('vue', '3.5.45', 'UI framework'),
  npm('socket.io', '4.8.4', 'web framework'),
  npm('@aws-sdk/client-s3', '3.1169.0', 'cloud SDK'),
  npm('@google-cloud/storage', '8.4.0', 'cloud SDK'),
  npm('firebase-admin', '14.5.1', 'cloud SDK'),
  npm('@supabase/supabase-js', '2.119.0', 'cloud SDK'),
  npm('stripe', '23.1.0', 'payment SDK'),
  npm('twilio', '6.2.0', 'messaging SDK'),
  npm('nodemailer', '10.6.0', 'mail client'),
  npm('openai', '7.55.0', 'AI SDK'),
  npm('@anthropic-ai/sdk', '1.10.0', 'AI SDK'),
  npm('@octokit/rest', '22.0.1', 'API client'),
  npm('@sentry/node', '11.12.0', 'monitoring SDK'),
  npm('axios', '1.21.1', 'HTTP client'),
  npm('pg', '8.23.1', 'database client'),
  npm('mysql2', '3.24.5', 'database client'),
  npm('mongoose', '9.12.1', 'database client'),
  npm('ioredis', '6.0.0', 'database client'),
  npm('knex', '3.3.0', 'query builder'),
  npm('sequelize', '6.37.8', 'ORM'),
  npm('jsonwebtoken', '9.0.3', 'auth library'),
  npm('passport', '0.7.0', 'auth library'),
  npm('dotenv', '18.0.10', 'configuration library'),
  npm('lodash', '4.18.1', 'utility library'),
  npm('moment', '2.31.0', 'utility library'),
  npm('commander', '15.1.0', 'CLI library'),
  npm('yargs', '18.2.0', 'CLI library'),
  npm('npm', '12.2.0', 'CLI'),
  npm('wrangler', '4.164.0', 'CLI'),
  npm('eslint', '10.15.0', 'CLI'),
  npm('prettier', '3.10.1', 'CLI'),
  npm('typescript', '7.0.2', 'compiler'),
  npm('webpack', '5.112.2', 'bundler'),
  npm('rollup', '4.68.5', 'bundler'),
  npm('mocha', '12.0.3', 'test library'),
  npm('chai', '6.3.0', 'test library'),
  npm('jest-config', '30.5.2', 'test library'),
  npm('vitest', '5.1.0', 'test library'),
  npm('sinon', '22.1.0', 'test library'),
  npm('nock', '15.0.6', 'test library'),
  npm('supertest', '7.3.2', 'test library'),
  deb('librust-openssl-dev', '0.10.45-1', 'Rust crate: TLS bindings'),
  deb('librust-rustls-dev', '0.20.8-4', 'Rust crate: TLS'),
  deb('librust-ring-dev', '0.16.20-2', 'Rust crate: cryptography'),
  deb('librust-jsonwebtoken-dev', '8.2.0-1+b1', 'Rust crate: auth library'),
  deb('librust-reqwest-dev', '0.11.13-1', 'Rust crate: HTTP client'),
  deb('librust-hyper-dev', '0.14.19-1', 'Rust crate: HTTP library'),
  deb('librust-url-dev', '2.3.1-1', 'Rust crate: URL parser'),
  deb('librust-tokio-postgres-dev', '0.7.7-2', 'Rust crate: database client'),
  deb('librust-git2-dev', '0.16.0-1', 'Rust crate: git bindings'),
  deb('librust-native-tls-dev', '0.2.11-1', 'Rust crate: TLS'),
  deb('librust-oauth2-dev', '4.3.0-1+b1', 'Rust crate: auth library'),
  deb('librust-tokio-dev', '1.24.2-1', 'Rust crate: async runtime'),
  deb('python3-requests', '2.28.1+dfsg-1', 'Python module: HTTP client'),
  deb('python3-botocore', '1.29.27+repack-1', 'Python module: cloud SDK'),
  deb('python3-django', '3:3.2.25-0+deb12u7', 'Python module: web framework'),
  deb('python3-flask', '2.2.2-3', 'Python module: web framework'),
  deb('python3-sqlalchemy', '1.4.46+ds1-1', 'Python module: ORM'),
  deb('python3-celery', '5.2.6-5', 'Python module: task queue'),
  deb('python3-kombu', '5.2.4-1', 'Python module: messaging'),
  deb('python3-redis', '4.3.4-3', 'Python module: database client'),
  deb('python3-pymongo', '3.11.0-1+deb12u2', 'Python module: database client'),
  deb('python3-jwt', '2.6.0-1+deb12u1', 'Python module: auth library'),
  deb('python3-oauthlib', '3.2.2-1', 'Python module: auth library'),
  deb('python3-paramiko', '2.12.0-2', 'Python module: SSH client'),
  deb('python3-httpx', '0.23.3-1', 'Python module: HTTP client'),
  deb('python3-aiohttp', '3.8.4-1+deb12u2', 'Python module: web framework'),
  deb('python3-docker', '5.0.3-1', 'Python module: API client'),
  deb('python3-ldap3', '2.9.1-2', 'Python module: directory client'),
  deb('golang-github-spf13-cobra-dev', '1.6.1-1', 'Go module: CLI library'),
  deb('golang-github-gin-gonic-gin-dev', '1.8.1-1', 'Go module: web framework'),
  deb('golang-github-go-sql-driver-mysql-dev', '1.5.0-2', 'Go module: database client'),
  deb('golang-github-lib-pq-dev', '1.10.7-2', 'Go module: database client'),
  deb('golang-github-jackc-pgx-v4-dev', '4.15.0-4', 'Go module: database client'),
  deb('golang-github-go-git-go-git-dev', '5.4.2-3', 'Go module: git implementation'),
  deb('golang-github-minio-minio-go-v7-dev', '7.0.46-1', 'Go module: cloud SDK'),
  deb('golang-github-golang-jwt-jwt-dev', '4.4.3-1', 'Go module: auth library'),
  deb('golang-golang-x-crypto-dev', '1:0.4.0-1', 'Go module: cryptography'),
];
