// Whether a variable, key or flag name says it holds a secret, judged word by word so that `apiKey`,
// `DB_PASSWORD` and `client-secret` count while `tokenizer`, `max_tokens`, `publicToken`, `csrf_token` and
// `PASSWORD_FILE` do not. Also: finding the name a value is assigned to, looking back from the value.

/** A word that is, or ends in, a secret term: `password`, `dbpassword`, `authtoken`, `apikey`… */
const SECRET_WORD =
  /^[a-z0-9]*(?:secret|passw(?:or)?d|passphrase|pwd|token|apikey|accesskey|authkey|privatekey|secretkey|masterkey|signingkey|credentials?)$/;
/** Secret only as whole words: `DB_PASS`, `db_pw`, npm's `_auth`, an `Authorization` header, a `jwt`. */
const SECRET_SHORT_WORDS = new Set(['pass', 'pw', 'auth', 'bearer', 'authorization', 'jwt']);
/** `<first> key` pairs: `api_key`, `accessKey`, `private-key`, `encryption.key`… */
export const KEY_QUALIFIERS: ReadonlySet<string> = new Set([
  'api',
  'access',
  'auth',
  'private',
  'secret',
  'master',
  'signing',
  'encryption',
  'account',
  'app',
  'client',
  'license',
  'session',
  'service',
  'admin',
  'hmac',
  'jwt',
  'consumer',
  'subscription',
  'deploy',
  'webhook',
  'shared',
  'root',
  'bot',
  // Providers whose keys carry no prefix: `AZURE_OPENAI_KEY`, `ALGOLIA_ADMIN_KEY`, `GOOGLE_MAPS_KEY`.
  'openai',
  'azure',
  'google',
  'maps',
  'firebase',
  'algolia',
  'pusher',
  'cognitive',
  'speech',
  'translator',
  'anthropic',
  'cohere',
  'mistral',
  'gemini',
  'deepseek',
  'elevenlabs',
  'serpapi',
  'tavily',
  'rapidapi',
  // More services whose API keys carry no prefix and go by `<SERVICE>_KEY` (`ETSY_KEY`, `TWILIO_KEY`);
  // services whose `…_KEY` is public by design (Pusher app keys aside, reCAPTCHA site keys, Sentry DSN
  // keys) are not here.
  ...(
    'stripe twilio sendgrid mailgun mailjet mandrill postmark sparkpost mailchimp sendinblue brevo twitch ' +
    'etsy flickr finnhub facebook twitter linkedin github gitlab bitbucket heroku netlify vercel ' +
    'digitalocean linode cloudflare fastly datadog newrelic rollbar bugsnag honeybadger loggly logdna ' +
    'sumologic pagerduty opsgenie segment mixpanel amplitude intercom zendesk freshdesk hubspot salesforce ' +
    'shopify paypal braintree adyen razorpay paystack coinbase binance kraken kucoin bittrex etherscan ' +
    'infura alchemy nytimes newsapi openweather openweathermap yandex bing deepl assemblyai deepgram ' +
    'replicate stability groq perplexity together fireworks voyage cloudinary imgur giphy unsplash youtube ' +
    'spotify vimeo dropbox asana trello airtable notion clickup typeform docusign lob shippo easypost plaid ' +
    'finicity launchdarkly optimizely snyk codecov sonar travis circleci buildkite doppler pulumi okta auth0 ' +
    'clerk supabase contentful sanity storyblok prismic typesense meilisearch pinecone weaviate qdrant ' +
    'huggingface openrouter'
  ).split(' '),
]);
/** A last word that makes the name about a secret rather than the secret: its URL, length, file… */
const METADATA_WORDS = new Set(
  (
    'url uri urls path paths file files dir name names type types id ids endpoint length len size count ' +
    'ttl expiry expires expiration prefix header headers field fields format policy min max hint label ' +
    'enabled required rotation limit limits usage index version regex pattern hash hashed digest salt ' +
    'timeout method mode source location ref env var variable param placeholder message error title ' +
    'description text help store provider manager generator validator handler factory class schema input ' +
    'form button reset strength storage cache key keys arn uid kind bytes chars address addr symbol ' +
    'decimals contract mint program balance amount price supply standard logo icon image rule rules ' +
    'requirements validation selector locator element xpath css style event action route screen view ' +
    'component modal dialog link fingerprint thumbprint checksum integrity host hosts hostname server ' +
    'domain port region realm issuer audience scope scopes user username login method methods algorithm ' +
    'algorithms alg cipher scheme encryption protocol used date time timestamp'
  ).split(' '),
);
/**
 * Verbs that start a function's or a call's name (`get_secret`, `fetchToken`, `validatePassword`): the name
 * is of code that handles a secret, and what follows it an argument or a key, not the secret.
 */
const CODE_VERBS = new Set(
  (
    'get fetch load find lookup retrieve validate verify check parse decode encode encrypt decrypt compare ' +
    'create update delete revoke remove request handle ensure require'
  ).split(' '),
);
/** Words that mark a name public, anti-forgery, pagination or a boolean: never a credential. */
const HARMLESS_WORDS = new Set(
  (
    'public publishable pub csrf xsrf authenticity anon anonymous next page cursor continuation is has ' +
    'show use enable disable allow should tokenizer tokenize tokenized tokens num total input output ' +
    'prompt completion dummy mock fake sample example encrypted hashed masked obfuscated redacted ' +
    'verification antiforgery idempotency'
  ).split(' '),
);

/** `apiKey` → `api key`, `DB_PASSWORD` → `db password`, `x-api-key` → `x api key`, `a.b` → `a b`. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Whether a name marks its value harmless whatever it looks like: `publicToken`, `sampleJwt`, `csrf`… */
export function namesSomethingHarmless(name: string): boolean {
  return nameWords(name).some(isHarmlessWord);
}

/** Anti-forgery tokens hide inside run-together names too (`csrfmiddlewaretoken`). */
function isHarmlessWord(word: string): boolean {
  return HARMLESS_WORDS.has(word) || word.includes('csrf') || word.includes('xsrf');
}

/** Whether a variable or key name says it holds a secret (`DB_PASSWORD`, `apiKey`, `client_secret`…). */
export function looksLikeSecretName(name: string): boolean {
  const words = nameWords(
    name.replace(/\.(?:[cm]?[jt]sx?|json|ya?ml|md|txt|py|rb|go|rs|java|php|sh)$/i, '.file'),
  );
  const last = words.at(-1);
  if (last === undefined || (METADATA_WORDS.has(last) && !(last === 'key' && keyPair(words)))) return false;
  if (words.length > 1 && CODE_VERBS.has(words[0] ?? '')) return false;
  // The shell's and PowerShell's working directory, not a password.
  if (/^\$\{?(?:OLD)?PWD\}?$/i.test(name)) return false;
  if (words.some(isHarmlessWord)) return false;
  return words.some(
    (word, i) =>
      SECRET_WORD.test(word) ||
      SECRET_SHORT_WORDS.has(word) ||
      (word === 'key' && KEY_QUALIFIERS.has(words[i - 1] ?? '')),
  );
}

/** Whether the name ends in a `<qualifier> key` pair (`api_key`): then the last word `key` is the secret. */
function keyPair(words: readonly string[]): boolean {
  return KEY_QUALIFIERS.has(words.at(-2) ?? '');
}

const NAME_CHAR = /[\w.$@-]/;

/**
 * The whole identifier that ends at `end` in `text` (`max_tokens` when a pattern matched from `tokens`), read
 * backwards over word characters, dots, `$`, `@` and dashes; leading dashes (a `--flag`) are dropped.
 */
export function identifierEndingAt(text: string, end: number): { name: string; start: number } {
  let start = end;
  while (start > 0 && end - start < 120 && NAME_CHAR.test(text.charAt(start - 1))) start -= 1;
  while (text.charAt(start) === '-') start += 1;
  return { name: text.slice(start, end), start };
}

/**
 * The name a value starting at `index` is assigned to on its line, if any: `TOKEN=`, `"token": "`,
 * `token = '`, `Authorization: Bearer `. Null when the value stands alone.
 */
export function assignedNameBefore(text: string, index: number): string | null {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(Math.max(lineStart, index - 160), index);
  const m =
    /([\w.$@-]+)\\?["']?\]?[ \t]*(?::{0,3}=|=>|:|,)[ \t]*\\?["'`]?(?:(?:Bearer|Basic|Token)[ \t]+)?$/i.exec(
      before,
    );
  return m?.[1] ?? null;
}
