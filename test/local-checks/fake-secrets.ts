// Fake credentials for the tests and the benchmark. They are assembled at run time from split prefixes and
// seeded pseudo-random bodies, so the repository holds no string that a secret scanner (ours, secretlint,
// GitHub push protection) would take for a credential; fixture files name them as `@@name@@` and
// `materialize` (fixture-tree.ts) writes the real-looking text into a temporary folder only.

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const BASE64 = ALNUM + '+/';
const HEX = '0123456789abcdef';

/** Deterministic characters from a seed (a linear congruential generator): the same fakes every run. */
export function randomChars(alphabet: string, length: number, seed: number): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  let out = '';
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out += alphabet[(state >>> 8) % alphabet.length];
  }
  return out;
}

function jwt(payload: object, seed: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [part({ alg: 'HS256', typ: 'JWT' }), part(payload), randomChars(ALNUM + '-_', 43, seed)].join('.');
}

/** Starts like a DER-encoded RSA key (the fixed ASN.1 header every such key shares), then random. */
function pemBody(seed: number): string {
  const body = 'MIIEow' + 'IBAAKCAQEA' + randomChars(BASE64, 64 * 12 - 16, seed);
  return body.match(/.{1,64}/g)?.join('\n') ?? body;
}

const BEGIN = '-----' + 'BEGIN';
const END = '-----' + 'END';

/** Credentials by name, each of the shape of the rule it is meant to trigger. */
export function fakeSecrets(seed = 1): Record<string, string> {
  const r = (alphabet: string, length: number, offset: number) =>
    randomChars(alphabet, length, seed * 100 + offset);
  return {
    awsAccessKeyId: 'AK' + 'IA' + r('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 1),
    awsSecretAccessKey: r(BASE64, 40, 2),
    githubToken: 'gh' + 'p_' + r(ALNUM, 36, 3),
    githubFineGrained: 'github' + '_pat_' + r(ALNUM, 22, 4) + '_' + r(ALNUM, 59, 5),
    gitlabToken: 'gl' + 'pat-' + r(ALNUM, 20, 6),
    slackToken: 'xo' + 'xb-' + r(DIGITS, 12, 7) + '-' + r(DIGITS, 13, 8) + '-' + r(ALNUM, 24, 9),
    stripeLiveKey: 'sk' + '_live_' + r(ALNUM, 24, 10),
    stripeTestKey: 'sk' + '_test_' + r(ALNUM, 24, 11),
    stripePublishableKey: 'pk' + '_live_' + r(ALNUM, 24, 12),
    openaiKey: 'sk' + '-proj-' + r(ALNUM + '-_', 64, 13),
    anthropicKey: 'sk' + '-ant-api03-' + r(ALNUM + '-_', 93, 14) + 'AA',
    npmToken: 'np' + 'm_' + r(ALNUM, 36, 15),
    googleApiKey: 'AI' + 'za' + r(ALNUM + '-_', 35, 16),
    twilioApiKey: 'S' + 'K' + r(HEX, 32, 17),
    sendgridKey: 'S' + 'G.' + r(ALNUM, 22, 18) + '.' + r(ALNUM, 43, 19),
    supabaseServiceRole: jwt(
      { iss: 'supabase', ref: r(LOWER, 20, 20), role: 'service_' + 'role' },
      seed + 21,
    ),
    supabaseAnon: jwt({ iss: 'supabase', ref: r(LOWER, 20, 22), role: 'anon' }, seed + 23),
    supabaseSecretKey: 'sb' + '_secret_' + r(ALNUM, 32, 24),
    privateKeyBody: pemBody(seed * 100 + 30),
    privateKeyBegin: BEGIN + ' RSA PRIVATE KEY-----',
    privateKeyEnd: END + ' RSA PRIVATE KEY-----',
    dbPassword: r(ALNUM, 18, 25),
    genericSecret: r(ALNUM, 32, 26),
  };
}

/** The secret part of each fake, as the detector reports it (for "never in the output" assertions). */
export function secretValues(secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([name]) => !name.startsWith('privateKeyB') && !name.startsWith('privateKeyE'))
    .map(([, value]) => value);
}
