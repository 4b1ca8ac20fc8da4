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

/**
 * Starts like a DER-encoded RSA key (the ASN.1 header such keys share, its outer length the 576 bytes the
 * body holds: a shorter body reads as a truncated stub), then random.
 */
function pemBody(seed: number): string {
  const body = 'MIICPA' + 'IBAAKCAQEA' + randomChars(BASE64, 64 * 12 - 16, seed);
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
    jwtWithScope: jwt({ sub: r(DIGITS, 9, 27), scope: 'orders:write', iat: 1700000000 }, seed + 28),
    jwtExpiring: jwt({ sub: r(LOWER, 12, 29), iat: 1700000000, exp: 1900000000 }, seed + 29),
    privateKeyBody: pemBody(seed * 100 + 30),
    privateKeyBegin: BEGIN + ' RSA PRIVATE KEY-----',
    privateKeyEnd: END + ' RSA PRIVATE KEY-----',
    dbPassword: r(ALNUM, 18, 25),
    genericSecret: r(ALNUM, 32, 26),
    ...providerFakes(r),
  };
}

type Chars = (alphabet: string, length: number, offset: number) => string;

/** One fake per provider-token rule (rules-platform-tokens.ts, rules-service-tokens.ts). */
function providerFakes(r: Chars): Record<string, string> {
  const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
  return {
    pypiToken: 'py' + 'pi-AgE' + r(ALNUM + '-_', 60, 40),
    dockerHubToken: 'dc' + 'kr_pat_' + r(ALNUM + '-_', 27, 41),
    rubygemsToken: 'ruby' + 'gems_' + r(HEX, 48, 42),
    nugetKey: 'o' + 'y2' + r(LOWER + DIGITS, 43, 43),
    jfrogKey: 'AK' + 'Cp' + r(ALNUM, 69, 44),
    googleOauthSecret: 'GOC' + 'SPX-' + r(ALNUM + '-_', 28, 45),
    firebaseServerKey: 'AAAA' + r(ALNUM, 7, 46) + ':AP' + 'A91b' + r(ALNUM + '-_', 134, 47),
    azureStorageKey: r(BASE64, 86, 48) + '==',
    azureSasUrl: `https://acct.blob.core.windows.net/c/f?sv=2022-11-02&se=2030-01-01&sp=r&sig=${r(ALNUM, 43, 49)}%3D`,
    azureClientSecret: r(ALNUM, 3, 50) + '8' + 'Q~' + r(ALNUM + '_.~-', 3, 51) + 'aZ9' + r(ALNUM, 28, 52),
    digitaloceanToken: 'do' + 'p_v1_' + r(HEX, 64, 53),
    cloudflareToken: 'cf' + 'ut_' + r(ALNUM, 48, 54),
    cloudflareOriginKey: 'v1' + '.0-' + r(HEX, 24, 55) + '-' + r(HEX, 146, 56),
    databricksToken: 'da' + 'pi' + r(HEX, 32, 57),
    pulumiToken: 'pu' + 'l-' + r(HEX, 40, 58),
    planetscaleToken: 'pscale' + '_tkn_' + r(ALNUM, 43, 59),
    terraformToken: r(ALNUM, 14, 60) + '.atlas' + 'v1.' + r(ALNUM, 67, 61),
    vaultToken: 'hv' + 's.' + r(ALNUM, 90, 62),
    vaultLegacyToken: 's' + '.' + r(ALNUM, 24, 63),
    dopplerToken: 'dp' + '.pt.' + r(ALNUM, 43, 64),
    onepasswordToken: 'op' + 's_eyJ' + r(ALNUM, 120, 65),
    flyToken: 'fm' + '2_' + r(ALNUM, 120, 66),
    herokuKey: 'HR' + 'KU-' + r(ALNUM + '-_', 60, 67),
    tailscaleKey: 'ts' + 'key-auth-' + r(ALNUM, 12, 68) + '-' + r(ALNUM, 30, 69),
    ageSecretKey: 'AGE-' + 'SECRET-KEY-1' + r(BECH32, 58, 70),
    sonarToken: 'sq' + 'p_' + r(HEX, 40, 71),
    circleciToken: 'CCI' + 'PAT_' + r(ALNUM, 22, 72) + '_' + r(HEX, 40, 73),
    buildkiteToken: 'bk' + 'ua_' + r(HEX, 40, 74),
    netlifyToken: 'nf' + 'p_' + r(ALNUM, 36, 75),
    renderKey: 'rn' + 'd_' + r(ALNUM, 32, 76),
    atlassianToken: 'ATA' + 'TT3' + r(ALNUM + '_-', 186, 77),
    sourcegraphToken: 'sg' + 'p_' + r(HEX, 40, 78),
    harnessToken: 'pa' + 't.' + r(ALNUM, 22, 79) + '.' + r(HEX, 24, 80) + '.' + r(ALNUM, 20, 81),
    supabaseAccessToken: 'sb' + 'p_' + r(HEX, 40, 82),
    dropboxToken: 's' + 'l.' + r(ALNUM + '-_', 140, 83),
    slackWebhook:
      'https://hooks.' +
      'slack.com/services/T' +
      r(UPPER, 8, 84) +
      '/B' +
      r(UPPER, 8, 85) +
      '/' +
      r(ALNUM, 24, 86),
    slackWorkflowWebhook:
      'http://hooks.' +
      'slack.com/workflows/T' +
      r(UPPER, 8, 87) +
      '/A' +
      r(UPPER, 8, 88) +
      '/' +
      r(DIGITS, 12, 89) +
      '/' +
      r(ALNUM, 24, 90),
    slackAppToken:
      'xa' + 'pp-1-A' + r(UPPER + DIGITS, 9, 91) + '-' + r(DIGITS, 13, 92) + '-' + r(HEX, 64, 93),
    discordWebhook:
      'https://discord.com/api/' + 'webhooks/' + r(DIGITS, 18, 94) + '/' + r(ALNUM + '-_', 68, 95),
    discordBotToken: 'MT' + r(ALNUM, 24, 96) + '.' + r(ALNUM, 6, 97) + '.' + r(ALNUM + '-_', 38, 98),
    twitterBearerToken: `${'A'.repeat(21)}${r(ALNUM, 4, 173)}AAAAAA${r(ALNUM, 9, 174)}%2B${r(ALNUM, 24, 175)}%3D${r(ALNUM, 50, 176)}`,
    telegramBotToken: r(DIGITS, 10, 99) + ':A' + 'A' + r(ALNUM + '-_', 33, 100),
    stripeWebhookSecret: 'wh' + 'sec_' + r(ALNUM, 32, 101),
    squareToken: 'EA' + 'AA' + r(ALNUM, 60, 102),
    braintreeToken: 'access_token' + '$production$' + r(LOWER + DIGITS, 16, 103) + '$' + r(HEX, 32, 104),
    shopifyToken: 'sh' + 'pat_' + r(HEX, 32, 105),
    shippoToken: 'shippo' + '_live_' + r(HEX, 40, 106),
    openrouterKey: 'sk' + '-or-v1-' + r(HEX, 64, 107),
    huggingfaceToken: 'h' + 'f_' + r(ALNUM, 34, 108),
    groqKey: 'gs' + 'k_' + r(ALNUM, 52, 109),
    xaiKey: 'xa' + 'i-' + r(ALNUM, 80, 110),
    perplexityKey: 'pp' + 'lx-' + r(ALNUM, 48, 111),
    replicateToken: 'r' + '8_' + r(ALNUM, 37, 112),
    langsmithKey: 'ls' + 'v2_pt_' + r(HEX, 32, 113) + '_' + r(HEX, 10, 114),
    pineconeKey: 'pc' + 'sk_' + r(ALNUM, 6, 115) + '_' + r(ALNUM, 60, 116),
    mailgunKey: 'ke' + 'y-' + r(HEX, 32, 117),
    mailchimpKey: r(HEX, 32, 118) + '-u' + 's21',
    brevoKey: 'xkey' + 'sib-' + r(HEX, 64, 119) + '-' + r(ALNUM, 16, 120),
    resendKey: 'r' + 'e_' + r(ALNUM, 8, 121) + '_' + r(ALNUM, 24, 122),
    linearKey: 'lin' + '_api_' + r(ALNUM, 40, 123),
    notionToken: 'nt' + 'n_' + r(ALNUM, 46, 124),
    airtableToken: 'pa' + 't' + r(ALNUM, 14, 125) + '.' + r(HEX, 64, 126),
    figmaToken: 'fi' + 'gd_' + r(ALNUM + '-_', 40, 127),
    contentfulToken: 'CF' + 'PAT-' + r(ALNUM + '-_', 43, 128),
    postmanKey: 'PM' + 'AK-' + r(HEX, 24, 129) + '-' + r(HEX, 34, 130),
    sentryToken: 'sn' + 'tryu_' + r(HEX, 64, 131),
    newRelicKey: 'NR' + 'AK-' + r(B32, 27, 132),
    grafanaToken: 'gl' + 'sa_' + r(ALNUM, 32, 133) + '_' + r(HEX, 8, 134),
    datadogKey: r(HEX, 32, 135),
    oktaToken: '0' + '0' + r(ALNUM + '-_', 40, 136),
    adafruitKey: 'ai' + 'o_' + r(ALNUM, 28, 137),
    mapboxSecret: 's' + 'k.eyJ' + r(ALNUM, 60, 138) + '.' + r(ALNUM, 22, 139),
    easypostKey: 'EZ' + 'AK' + r(ALNUM, 54, 150),
    flutterwaveKey: 'FLW' + 'SECK-' + r(HEX, 32, 151) + '-X',
    plaidToken: 'access-' + 'production-' + [8, 4, 4, 4, 12].map((n, i) => r(HEX, n, 152 + i)).join('-'),
    duffelToken: 'duffel' + '_live_' + r(ALNUM + '_-', 43, 158),
    dynatraceToken: 'dt0' + 'c01.' + r(UPPER + DIGITS, 24, 159) + '.' + r(UPPER + DIGITS, 64, 160),
    openshiftToken: 'sha' + '256~' + r(ALNUM + '_-', 43, 161),
    clojarsToken: 'CLO' + 'JARS_' + r(LOWER + DIGITS, 60, 162),
    scalingoToken: 'tk' + '-us-' + r(ALNUM + '_-', 48, 163),
    infracostKey: 'ic' + 'o-' + r(ALNUM, 32, 164),
    definedNetworkingKey: 'dn' + 'key-' + r(LOWER + DIGITS, 26, 165) + '-' + r(LOWER + DIGITS, 52, 166),
    prefectKey: 'pn' + 'u_' + r(ALNUM, 36, 167),
    readmeKey: 'rd' + 'me_' + r(LOWER + DIGITS, 70, 168),
    frameioToken: 'fio' + '-u-' + r(ALNUM + '_-', 64, 169),
    typeformToken: 'tf' + 'p_' + r(ALNUM, 44, 170),
    maxmindKey: r(ALNUM, 6, 171) + '_' + r(ALNUM, 29, 172) + '_m' + 'mk',
    azureDevopsPat: r(ALNUM, 76, 177) + 'AZ' + 'DO' + r(ALNUM, 4, 178),
    alibabaKeyId: 'LT' + 'AI' + r(ALNUM, 20, 180),
    azureServiceBusKey: r(BASE64, 43, 140) + '=',
    basicAuth: Buffer.from('deploy:' + r(ALNUM, 16, 141)).toString('base64'),
    bearerToken: r(ALNUM, 40, 142),
    k8sPassword: Buffer.from(r(ALNUM, 20, 143)).toString('base64'),
    // Published by Google for automated tests: reported as a note, never as a leak.
    recaptchaTestSecret: '6LeIxAcTAAAAAGG-' + 'vFI1TnRWxMZNFuojJ4WifJWe',
    // Printed in the providers' own documentation: never reported.
    slackDocsExample: 'xo' + 'xb-17653672481-19874698323-' + 'pdFZKVeTuE8sk7oOcBrzbqgy',
    twitterDocsExample:
      'A'.repeat(21) +
      'MLheAAAAAAA0%2BuSeid%2BULvsea4JtiGRiSDSJSI%3D' +
      'EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F',
    telegramDocsExample: '110201543:' + 'AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
    googleDocsExample: 'AI' + 'zaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe',
    discordDocsBotToken: 'MTk4NjIyNDgzNDcxOTI1MjQ4' + '.Cl2FMQ.' + 'ZnCjm1XVW7vRze4b7Cq4se7kKWs',
    discordDocsBearer: 'CZhtkLDpNYXgPH9' + 'Ml6shqh2OwykChw',
    ...laterFakes(r),
  };
}

/** Shapes added for formats the first set missed: letters-only, two-part, named and wrapped tokens. */
function laterFakes(r: Chars): Record<string, string> {
  const hex = (n: number, offset: number) => r(HEX, n, offset);
  return {
    huggingfaceLettersToken: 'h' + 'f_' + r(UPPER + LOWER, 34, 181),
    slackLegacyBotToken: 'xo' + 'xb-' + r(DIGITS, 11, 182) + '-' + r(ALNUM, 24, 183),
    discordClientSecret: r(ALNUM + '-_', 32, 184),
    herokuUuidKey: [hex(8, 185), hex(4, 186), hex(4, 187), hex(4, 188), hex(12, 189)].join('-'),
    // Telegram look-alikes: a twelve-digit id, a secret one character short.
    telegramLongId: r(DIGITS, 12, 192) + ':A' + 'A' + r(ALNUM, 33, 193),
    telegramShortSecret: r(DIGITS, 9, 194) + ':A' + 'A' + r(ALNUM, 32, 195),
    jwtBase64: Buffer.from(jwt({ sub: r(LOWER, 10, 190), role: 'deployer', iat: 1700000000 }, 191)).toString(
      'base64',
    ),
  };
}

/** The secret part of each fake, as the detector reports it (for "never in the output" assertions). */
export function secretValues(secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([name]) => !name.startsWith('privateKeyB') && !name.startsWith('privateKeyE'))
    .map(([, value]) => value);
}
