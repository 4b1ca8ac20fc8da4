// The rules that need their surroundings: generic assignments across config formats and languages, XML,
// JWTs, Kubernetes Secrets, Authorization headers, curl credentials and URLs with a password. Each has
// lines it must find and look-alikes it must leave alone.
import { describe, expect, it } from 'vitest';
import { GENERIC_RULES } from '../../src/local-checks/rules-generic.ts';
import { PRIVATE_KEY_RULE, STRUCTURED_RULES } from '../../src/local-checks/rules-structured.ts';
import { findSecrets } from '../../src/local-checks/secrets.ts';
import { fakeSecrets, randomChars } from './fake-secrets.ts';

const S = fakeSecrets(5);
const V = S.genericSecret ?? '';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signature = randomChars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 43, 9);
/** The widely copied sample token's shape: placeholder claims, so an example rather than a key. */
const sampleJwt = [
  part({ alg: 'HS256', typ: 'JWT' }),
  part({ sub: '1234567890', name: 'Jane' }),
  signature,
].join('.');
const unsignedJwt = [part({ alg: 'none' }), part({ sub: 'svc', scope: 'admin' }), signature].join('.');
const pem = `${S.privateKeyBegin}\n${S.privateKeyBody}\n${S.privateKeyEnd}\n`;
const ed25519Body = Buffer.concat([
  Buffer.from('302e020100300506032b657004220420', 'hex'),
  Buffer.from(randomChars('0123456789abcdef', 64, 5), 'hex'),
]).toString('base64');
const puttyKey = (body: string) =>
  `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: deploy\nPublic-Lines: 1\nAAAAB3NzaC1yc2E\nPrivate-Lines: 4\n${body}\n`;
const manifest = (kind: string, block: string, entries: string) =>
  `apiVersion: v1\nkind: ${kind}\nmetadata:\n  name: app\n${block}:\n${entries}\n`;

const CASES: Record<string, { found: string[]; lookAlikes: string[] }> = {
  'private-key': {
    // An Ed25519 key is whole in 48 bytes (64 characters); a stub that shows a long key's first line
    // declares more than it holds.
    found: [
      `${S.privateKeyBegin}\n${S.privateKeyBody}\n${S.privateKeyEnd}`,
      `${(S.privateKeyBegin ?? '').replace(' RSA', '')}\n${ed25519Body}\n${(S.privateKeyEnd ?? '').replace(' RSA', '')}`,
    ],
    lookAlikes: [
      `${S.privateKeyBegin}\nMIIEpAIBAAKCAQEA...\n${S.privateKeyEnd}`,
      `/** For example, \`${S.privateKeyBegin} MIIEpQ${(S.privateKeyBody ?? '').slice(6, 64)}. ${S.privateKeyEnd}\` */`,
    ],
  },
  'private-key-base64': {
    found: [`client-key-data: ${b64(pem)}`],
    lookAlikes: [`note: ${b64(`${S.privateKeyBegin}\nMIIEpAIBAAKCAQEA...\n${S.privateKeyEnd}\n`)}`],
  },
  'putty-private-key': {
    found: [puttyKey((S.privateKeyBody ?? '').slice(0, 300))],
    lookAlikes: [puttyKey('AAAAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')],
  },
  'supabase-secret-key': { found: [`key: ${S.supabaseServiceRole}`], lookAlikes: [`key: ${S.supabaseAnon}`] },
  jwt: {
    found: [
      `"accessToken": "${S.jwtExpiring}"`,
      `note: ${S.jwtWithScope}`,
      `Authorization: Bearer ${S.jwtExpiring}`,
      `jwt: ${S.jwtExpiring}`,
      `"env": "A=1\\nAPI_JWT=${S.jwtExpiring}\\n"`,
    ],
    lookAlikes: [
      `note: ${S.jwtExpiring}`,
      `token: ${sampleJwt}`,
      `token: ${unsignedJwt}`,
      `anonKey: ${S.supabaseAnon}`,
      `sampleJwt: ${S.jwtWithScope}`,
    ],
  },
  'jwt-base64': {
    found: [`JWT_B64=${S.jwtBase64}`, `value: ${S.jwtBase64}`],
    lookAlikes: [
      `note: ${b64(S.jwtExpiring ?? '')}`,
      `token: ${b64(sampleJwt)}`,
      `x: ${b64('eyJ' + V.repeat(4))}`,
    ],
  },
  'kubernetes-secret': {
    found: [
      manifest('Secret', 'data', `  username: ${b64('app')}\n  password: ${S.k8sPassword}`),
      manifest('Secret', 'stringData', `  api-token: "${V}"`),
      manifest('ConfigMap', 'data', '  mode: fast') +
        '---\n' +
        manifest('Secret', 'data', `  token: ${S.k8sPassword}`),
      // An item of a List, and a Secret as kubectl prints it in JSON.
      `kind: List\nitems:\n  - apiVersion: v1\n    kind: Secret\n    data:\n      token: ${S.k8sPassword}\n`,
      `{\n  "kind": "Secret",\n  "data": {\n    "token": "${S.k8sPassword}",\n    "user": "${b64('app')}"\n  }\n}\n`,
    ],
    lookAlikes: [
      manifest('ConfigMap', 'data', `  feature: ${S.k8sPassword}`),
      manifest('Secret', 'data', `  password: ${b64('changeme')}\n  username: ${b64('app-user')}`),
      manifest('Secret', 'stringData', '  password: "{{ .Values.password }}"'),
      manifest('Secret', 'metadata:\n  labels', `    release: ${S.k8sPassword}`),
      `kind: List\nitems:\n  - kind: Secret\n    type: Opaque\n  - kind: ConfigMap\n    data:\n      feature: ${S.k8sPassword}\n`,
      `kind: List\nitems:\n  - kind: ConfigMap\n    data:\n      feature: ${S.k8sPassword}\n  - kind: Secret\n    type: Opaque\n`,
    ],
  },
  'authorization-header': {
    found: [
      `curl -H 'Authorization: Basic ${S.basicAuth}' https://api`,
      `Authorization: Bearer ${S.bearerToken}`,
      `curl -s -H "Authorization: GenieKey ${S.bearerToken}" https://api.internal.net/v2/alerts`,
      `headers: { Authorization: 'Api-Key ${S.bearerToken}' }`,
    ],
    lookAlikes: [
      'Authorization: Bearer $TOKEN',
      `Authorization: Basic ${b64('user:password')}`,
      `Authorization: Bearer ${S.discordDocsBearer}`,
    ],
  },
  'curl-user-password': {
    found: [
      `curl -u deploy:${V} https://api`,
      `curl -s \\\n  --user "ci:${V}" \\\n  https://api`,
      `curl -u jane.doe@corp.net:${V} https://corp.internal.net/rest/api`,
      `{"scripts": {"deploy": "curl -X POST -u ci:${V}"}}`,
      `RUN apt-get update && apt-get install -y curl && curl -fsSL -o /tmp/x --user=ci:${V} https://x.net/a`,
    ],
    lookAlikes: ['curl -u admin:admin https://api', `tar -u a:${V}`, 'curl -u "$USER:$PASS" https://api'],
  },
  'cli-password': {
    found: [`mysqldump -u app -p${V} shop > dump.sql`, `sshpass -p '${V}' ssh deploy@host`],
    lookAlikes: ['mysql -u root -p shop', 'sshpass -p "$SSH_PASS" ssh host', `mysql -u root -ppassword shop`],
  },
  'powershell-plain-password': {
    found: [`$pw = ConvertTo-SecureString '${V}' -AsPlainText -Force`],
    lookAlikes: [
      '$pw = ConvertTo-SecureString $env:PW -AsPlainText -Force',
      `$pw = Read-Host -AsSecureString`,
    ],
  },
  'netrc-password': {
    found: [`machine api.example.net\n  login deploy\n  password ${V}`],
    lookAlikes: ['machine api.example.net login deploy password changeme', `machine learning password`],
  },
  'connection-string-password': {
    found: [
      `mongodb+srv://app:${V}@cluster0.mongodb.net/db`,
      `REDIS_URL=rediss://:${V}@cache.internal.net:6380`,
      `https://deploy:${V}@git.internal.net/repo`,
      `DATABASE_URL=postgresql+psycopg2://app:${V}@db.internal.net/app`,
      `SQLALCHEMY_URI=mssql+pyodbc://app:${V}@sql.internal.net/app`,
      `ORACLE_URL=oracle://app:${V}@ora.internal.net:1521/ORCL`,
      `db.url=jdbc:oracle:thin:app/${V}@ora.internal.net:1521:ORCL`,
      `dsn := "app:${V}@tcp(db.internal.net:3306)/app"`,
      `SNOWFLAKE_URL=snowflake://app:${V}@acct/db`,
      `MQTT_URL=mqtts://device:${V}@mq.internal.net`,
      `IMAP_URL=imaps://me:${V}@imap.internal.net`,
      `PROXY=socks5h://me:${V}@proxy.internal.net:1080`,
      `ES_URL=elasticsearch://elastic:${V}@es.internal.net:9200`,
      `DATABASE_URL=postgres://app:${V}@/app?host=/cloudsql/proj:region:db`,
    ],
    lookAlikes: [
      'https://user:pass@git.internal.net',
      'redis://:hunter2@localhost:6379',
      'postgres://app:dev12@db.internal.net/app',
      `amqp://app:${V}@127.0.0.1`,
      `dsn := "app:${V}@tcp(localhost:3306)/app"`,
      'postgresql+psycopg2://app:{password}@db.internal.net/app',
      `jdbc:oracle:thin:app/changeme@ora.internal.net:1521:ORCL`,
    ],
  },
  'generic-secret': {
    found: [
      `var apiKey string = "${V}"`,
      `API_TOKEN ?= ${V}`,
      `API_TOKEN ::= ${V}`,
      `API_TOKEN :::= ${V}`,
      `$password .= "${V}";`,
      `System.setProperty("X_TOKEN", "${V}");`,
      `"env": "DB_PASSWORD=${V}\\nLOG=1"`,
      `"{\\"password\\":\\"${V}\\"}"`,
      `password: ab:${V}`,
      `SECRET=.${V}`,
      `SECRET=_${V}`,
      `token = "${V.repeat(8)}"`,
      `Connect-Service -Password '${V}'`,
      `deploy --api-token ${V}`,
      `ENV API_TOKEN ${V}`,
      `setx API_TOKEN "${V}"`,
      `password = '''${V}'''`,
      `password: str = "${V}"`,
      `:api_key => "${V}"`,
      `spring.datasource.password=${V}`,
      `export GH_TOKEN="${V}"`,
      `Client(auth_token="${V}")`,
      `private const string ClientSecret = "${V}";`,
      `const config = { apiKey: '${V}' }`,
      `const API_TOKEN: &str = "${V}";`,
      `{:consumer-key "${V}"}`,
      `requests.get(url, auth=("api", "${V}"))`,
      `AZURE_OPENAI_KEY=${V}`,
      `(def api-token "${V}")`,
      `url="\${API_TOKEN:-${V}}"`,
      `const key = process.env.API_KEY || '${V}'`,
      `fetch('https://api.example.net/v1?api_key=${V}&page=2')`,
      `DataSourceBuilder.create().password("${V}").build()`,
      `client.setApiKey('${V}');`,
      // A UUID is a key under a name that says so.
      `HEROKU_API_KEY=${S.herokuUuidKey}`,
      `{"snyk_token": "${S.herokuUuidKey}"}`,
      `//registry.npmjs.org/:_authToken=${S.herokuUuidKey}`,
    ],
    lookAlikes: [
      `tokenizer = "${V}"`,
      'max_tokens = 4096',
      `tokens_count: ${V}`,
      `publicToken: "${V}"`,
      `public_key = "${V}"`,
      `csrf_token = "${V}"`,
      `authenticity_token: ${V}`,
      `nextPageToken: "${V}"`,
      'password = getPassword(user)',
      'password = process.env.DB_PASSWORD',
      'token: "your-token-here"',
      `deploy api-token ${V}`,
      `MY_ENV API_TOKEN ${V}`,
      '"token": "550e8400-e29b-41d4-a716-446655440000"',
      `SESSION_TOKEN=${S.herokuUuidKey}`,
      `user = getPassword("${V}")`,
      `validateToken("${V}", clock)`,
      `password(${V})`,
      `HEROKU_APP_ID=${S.herokuUuidKey}`,
      `algolia: {\n  appId: 'BH4D9OD16A',\n  apiKey: '${V}',\n  indexName: 'docs',\n}`,
      `mapboxAccessToken: 'pk.eyJ${V}.${V}'`,
      `STRIPE_KEY=pk_live_${V}`,
      `"integrity": "sha512-${V}${V}=="`,
      `tokenFingerprint: 'SHA256:${V}'`,
      `(print api-token "${V}")`,
      `log("token", ${V})`,
      `["x9+Rpwd", "${V}"]`,
      `TOKEN_KEY = "${V}"`,
      `keywords:["AccountKey="],pattern:/AccountKey=([A-Za-z0-9+/]{86}==)/g},{id:"conn"`,
      `hashed_password = "$2b$12$${V}"`,
      `SECRET_KEY = 'django-insecure-${V}'`,
      're_validate_emailAddressRegexValue = 1',
      `[![cov](https://codecov.io/gh/o/r/graph/badge.svg?token=${V.slice(0, 16)})](https://codecov.io)`,
      `password = "${V.slice(0, 8)}-my-token-2"`,
    ],
  },
  'xml-secret': {
    found: [
      `<password>\n    ${V}\n</password>`,
      `<add key="ApiKey" value="${V}" />`,
      `<entry key="db.password">${V}</entry>`,
    ],
    lookAlikes: [`<passwordHint>${V}</passwordHint>`, '<password>${DB_PASSWORD}</password>'],
  },
};

describe('context rules', () => {
  it('have a case each', () => {
    const ids = [PRIVATE_KEY_RULE, ...STRUCTURED_RULES, ...GENERIC_RULES].map((rule) => rule.id);
    expect(ids.filter((id) => CASES[id] === undefined)).toEqual([]);
  });

  it('reports the value alone, without the delimiters around it', () => {
    const query = `fetch('https://api.example.net/v1?api_key=${V}&page=2')`;
    expect(findSecrets(query).map((m) => m.secret)).toEqual([V]);
    expect(findSecrets(`https://codecov.io/gh/o/r/graph/chart.svg?token=${V.slice(0, 16)}`)).toHaveLength(1);
    expect(findSecrets(`"env": "DB_PASSWORD=${V}\\nLOG=1"`).map((m) => m.secret)).toEqual([V]);
  });

  for (const [id, { found, lookAlikes }] of Object.entries(CASES)) {
    it(`${id}: finds what it is for, not its look-alikes`, () => {
      for (const text of found) expect([text, findSecrets(text).map((m) => m.ruleId)]).toEqual([text, [id]]);
      for (const text of lookAlikes) expect([text, findSecrets(text)]).toEqual([text, []]);
    });
  }
});
