// Values that stand for a secret without being one: placeholders and format strings, words that are not
// secret names in their context, and descriptive text where a key would be. Each case has a real-looking
// counterpart that is still found, so a rule that stopped reporting anything would fail here too.
import { describe, expect, it } from 'vitest';
import { findSecrets } from '../../src/local-checks/secrets.ts';
import { isDescriptiveText, isPlaceholder } from '../../src/local-checks/values.ts';
import { looksLikeSecretName } from '../../src/local-checks/secret-names.ts';
import { fakeSecrets, randomChars } from './fake-secrets.ts';

const S = fakeSecrets(13);
const V = S.genericSecret ?? '';
const P = S.dbPassword ?? '';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const secretManifest = (entries: string) =>
  `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n${entries}\n`;

const ruleIds = (text: string) => findSecrets(text).map((m) => m.ruleId);

describe('placeholders', () => {
  const templates = [
    '{password}',
    '{token_1}',
    '{mongo-password.value}',
    '${DB_PASSWORD}',
    '$(DB_PASSWORD)',
    '{{ .Values.db.password }}',
    '<password>',
    '[PASSWORD]',
    '********',
    '{0}',
    '{}',
    '%s',
    '%(password)s',
    '%v',
    '__DB_PASSWORD__',
  ];

  it('take template and format syntax for a stand-in', () => {
    expect(templates.filter((t) => !isPlaceholder(`${t}x9`))).toEqual([]);
    // URL-encoded keys hold `%` and two hex digits, never a format verb.
    expect(isPlaceholder(`${V}%2Fa%3D`)).toBe(false);
    expect(isPlaceholder(V)).toBe(false);
  });

  it('take changeme-style words in any case when they are long', () => {
    const values = ['ChangeMe123', 'CHANGEME123', 'changeit123', 'replaceme42', 'rePlaceMe42', 'Example-42a'];
    expect(values.filter((v) => !isPlaceholder(v))).toEqual([]);
  });

  it('are not reported in a connection string, a curl command, a header, SQL or a Secret manifest', () => {
    for (const t of templates.slice(0, 11)) {
      const texts = [
        `DATABASE_URL=postgresql://app:${t}@db.internal.net:5432/app`,
        `curl -u deploy:${t} https://api.internal.net`,
        `curl -H "Authorization: Bearer ${t}" https://api.internal.net`,
        `CREATE USER app WITH PASSWORD '${t}';`,
        secretManifest(`  password: "${t}"`),
      ];
      for (const text of texts) expect([text, ruleIds(text)]).toEqual([text, []]);
    }
  });

  it('are not reported when a value names itself or is a variable name', () => {
    for (const password of ['mysecretpassword', 'password123', 'DB_PASSWORD', 'change_me_now']) {
      const text = `MONGO_URL=mongodb://admin:${password}@mongo.internal.net/app`;
      expect([text, ruleIds(text)]).toEqual([text, []]);
    }
  });

  it('leave real values around them found', () => {
    expect(ruleIds(`DATABASE_URL=postgresql://app:${P}@db.internal.net:5432/app`)).toEqual([
      'connection-string-password',
    ]);
    expect(ruleIds(`curl -u deploy:${P} https://api.internal.net`)).toEqual(['curl-user-password']);
    expect(ruleIds(secretManifest(`  password: "${P}"`))).toEqual(['kubernetes-secret']);
    expect(ruleIds(`password = "${V}"`)).toEqual(['generic-secret']);
  });
});

describe('binary key material in a Secret', () => {
  it('is reported whatever characters its bytes decode to', () => {
    // Bytes 0x3c and 0x7b are `<` and `{`: text of that shape is a template, bytes of it are a key.
    const key = Buffer.from([0x3c, 0x7b, ...Array.from({ length: 30 }, (_, i) => (i * 37 + 11) % 256)]);
    const manifest = `apiVersion: v1\nkind: Secret\nmetadata:\n  name: enc\ndata:\n  key: ${key.toString('base64')}\n`;
    expect(ruleIds(manifest)).toEqual(['kubernetes-secret']);
  });
});

describe('a .dockerconfigjson in a Secret', () => {
  const manifest = (auth: string) =>
    `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nmetadata:\n  name: pull\ndata:\n  .dockerconfigjson: ${b64(JSON.stringify({ auths: { 'registry.internal.net': { auth } } }))}\n`;

  it('is reported when its auth holds a password, not when it holds a placeholder', () => {
    expect(ruleIds(manifest(b64(`ci:${P}`)))).toEqual(['kubernetes-secret']);
    expect(ruleIds(manifest(b64('ci:${REGISTRY_PASSWORD}')))).toEqual([]);
  });
});

describe('words that are not secret names in their context', () => {
  it('an auth method, a host or an algorithm named after a secret term is not the secret', () => {
    for (const name of ['auth-host', 'auth_method', 'password_encryption', 'token_endpoint_auth_method'])
      expect([name, looksLikeSecretName(name)]).toEqual([name, false]);
  });

  it('a call or function named for a secret is code, not the secret', () => {
    for (const name of ['get_secret', 'fetchToken', 'validatePassword', 'decrypt_credentials'])
      expect([name, looksLikeSecretName(name)]).toEqual([name, false]);
    // Nouns that happen to read like verbs stay secret names.
    for (const name of ['refresh_token', 'reset_token', 'read_api_key', 'access_token'])
      expect([name, looksLikeSecretName(name)]).toEqual([name, true]);
  });

  it('$PWD is the working directory; ODBC PWD= is still a password', () => {
    expect(looksLikeSecretName('$PWD')).toBe(false);
    expect(looksLikeSecretName('${PWD}')).toBe(false);
    expect(looksLikeSecretName('PWD')).toBe(true);
    const odbc = `Driver={ODBC Driver 18};Server=sql.internal.net;UID=app;PWD=${V};`;
    expect(ruleIds(odbc)).toEqual(['generic-secret']);
  });

  it('lines seen in real projects are not reported', () => {
    const lines = [
      'initdb --auth-host=scram-sha-256 --auth-local=peer',
      'POSTGRES_INITDB_ARGS: "--auth-host=scram-sha-256"',
      'password_encryption = scram-sha-256',
      'get_secret: region_name2',
      'secret = get_secret(region_name2, secret_name)',
      'docker run --rm -v $PWD:/workspace2 -w $PWD image',
      '$PWD = Get-Location2',
      'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=storageaccountkeybase64encoded;',
      'ENCRYPTION_KEY=aes-256-gcm',
      'JWT_SIGNING_KEY=hmac-sha256',
    ];
    for (const line of lines) expect([line, ruleIds(line)]).toEqual([line, []]);
  });
});

describe('names and values of code that are not secrets', () => {
  it('a protocol, a timestamp or an idempotency token named after a secret term is not the secret', () => {
    for (const name of ['auth_protocol', 'PasswordLastUsed', 'token_created_date', 'IdempotencyToken'])
      expect([name, looksLikeSecretName(name)]).toEqual([name, false]);
  });

  it('identifiers and expressions are not literals; a literal beside them is still found', () => {
    const lines = [
      '        auth_protocol = "MIT-MAGIC-2COOKIE-1"',
      '    "PasswordLastUsed": "2016-09-08T21:47:36Z",',
      "        ('auth', '0002_alter_permission_name_max_length'),",
      "        ('auth', '0006_require_contenttypes_0002'),",
      '    generate_private_key: x25519_generate_private_key,',
      '    Socks5Auth[Socks5Auth["UserPass"] = 2] = "UserPass";',
      '})(Socks5Auth || (exports.Socks5Auth = Socks5Auth = {}));',
      '      client._workloadIdentityAuth = this.#x509Authentication;',
    ];
    for (const line of lines) expect([line, ruleIds(line)]).toEqual([line, []]);
    for (const line of [
      `    auth_token = "${V}"`,
      `    generate_private_key: "${V}",`,
      `      client._workloadIdentityAuth = "${V}";`,
    ])
      expect([line, ruleIds(line)]).toEqual([line, ['generic-secret']]);
  });
});

describe('descriptive text', () => {
  it('is a value made only of known words, digits and separators', () => {
    const values = [
      'storageaccountkeybase64encoded',
      'scram-sha-256',
      'aes-256-gcm',
      'myStorageKey2',
      'no_auth',
    ];
    expect(values.filter((v) => !isDescriptiveText(v))).toEqual([]);
  });

  it('is seldom random text, and never a mixed-case key', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const random = Array.from({ length: 2000 }, (_, i) => randomChars(alphabet, 20, i + 1));
    expect(random.filter(isDescriptiveText)).toEqual([]);
    expect(isDescriptiveText(V)).toBe(false);
    expect(ruleIds(`AccountKey=${V}`)).toEqual(['generic-secret']);
  });
});
