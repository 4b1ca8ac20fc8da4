// Tokens of hosted services (chat, mail, AI, monitoring, productivity), recognised by the prefix
// and length their providers document. Facts only (prefix, length, alphabet); the patterns are this
// project's. Tokens without a prefix are recognised by the name they are given (Datadog, Okta).
import {
  formatRule,
  MIXED,
  MIXED_OR_LETTERS,
  mixesLettersAndDigits,
  randomLetters,
  type SecretRule,
} from './secret-rule-shape.ts';
import { isPlaceholder } from './values.ts';

export const SERVICE_TOKEN_RULES: readonly SecretRule[] = [
  formatRule(
    'slack-token',
    'Slack token',
    'high',
    ['xox', 'xapp-'],
    // Bot, user and legacy tokens: numeric workspace/user parts (one alone in old bot and user tokens),
    // then a random part; refresh and configuration tokens (`xoxe`); app-level tokens (`xapp-`).
    'xox[abposr]-(?:\\d{1,15}-){1,4}[A-Za-z0-9]{20,64}|xoxe(?:\\.xox[bp])?-\\d-[A-Za-z0-9]{100,180}|xapp-\\d-[A-Z0-9]{8,12}-\\d{8,15}-[a-f0-9]{64}',
    // The random part mixes letters and digits: a word after the numbers (`xoxb-1234-notarealtoken…`) is not.
    { accept: (secret) => mixesLettersAndDigits(secret.slice(secret.lastIndexOf('-') + 1)) },
  ),
  {
    id: 'slack-webhook',
    name: 'Slack incoming or workflow webhook URL',
    severity: 'medium',
    confidence: 'format',
    keywords: ['hooks.slack.com'],
    pattern:
      /(https?:\/\/hooks\.slack\.com\/(?:services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,}|(?:workflows|triggers)\/T[A-Z0-9]{6,}\/(?:A[A-Z0-9]{6,}\/)?\d{6,}\/[A-Za-z0-9]{20,}))/g,
  },
  {
    id: 'discord-webhook',
    name: 'Discord webhook URL',
    severity: 'medium',
    confidence: 'format',
    keywords: ['/api/webhooks/'],
    pattern:
      /(https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,70})/g,
  },
  formatRule(
    'discord-bot-token',
    'Discord bot token',
    'high',
    ['discord', 'Discord', 'DISCORD', 'bot', 'Bot', 'BOT', '.login('],
    // The first part is the bot's numeric id in base64, which starts with M, N or O. Only where the file
    // talks of Discord or a bot (`client.login(…)`): the shape alone is close to other dotted tokens'.
    '[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}',
    MIXED,
  ),
  {
    id: 'discord-client-secret',
    name: 'Discord OAuth2 client secret',
    severity: 'high',
    confidence: 'format',
    keywords: ['discord'],
    // 32 characters, no prefix: recognised under a Discord name (`DISCORD_CLIENT_SECRET`, or a `discord:`
    // section holding `clientSecret`, on its line or the next).
    pattern:
      /discord[\w"'.: {-]{0,40}?(?:\r?\n[ \t]*)?[\w"'.: {-]{0,40}?secret\\?["']?[ \t]*[:=][ \t]*\\?["']?([A-Za-z0-9_-]{32})(?![\w-])/gi,
    accept: (secret) => mixesLettersAndDigits(secret) || randomLetters(secret.replace(/[_-]/g, '')),
  },
  formatRule(
    'twitter-bearer-token',
    'X (Twitter) app-only bearer token',
    'high',
    ['AAAAAAAAAAAAAAAAAAAA'],
    // A run of `A`s (the encoded app id's leading zero bytes), URL-encoded base64 with its `=` as `%3D`,
    // then the random part.
    'A{20,24}[A-Za-z0-9%]{16,120}%3D[A-Za-z0-9]{40,60}',
    // Runs of `A`s are the format, not a placeholder's repeats: judge the random part after `%3D`.
    { isPlaceholder: (secret) => isPlaceholder(secret.slice(secret.lastIndexOf('%3D') + 3)) },
  ),
  // The bot's id (8 to 10 digits), then a secret of exactly 35 characters starting `AA`.
  formatRule('telegram-bot-token', 'Telegram bot token', 'high', [':AA'], '\\d{8,10}:AA[A-Za-z0-9_-]{33}'),
  formatRule(
    'anthropic-api-key',
    'Anthropic API key',
    'critical',
    ['sk-ant-'],
    'sk-ant-(?:api|admin)\\d{2}-[A-Za-z0-9_-]{32,}',
  ),
  formatRule(
    'openai-api-key',
    'OpenAI API key',
    'critical',
    ['sk-'],
    'sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}',
  ),
  formatRule('openrouter-api-key', 'OpenRouter API key', 'critical', ['sk-or-'], 'sk-or-v1-[a-f0-9]{64}'),
  formatRule(
    'huggingface-token',
    'Hugging Face access token',
    'critical',
    ['hf_', 'api_org_'],
    // The random part is often letters alone.
    '(?:hf|api_org)_[A-Za-z0-9]{34}',
    MIXED_OR_LETTERS,
  ),
  formatRule('groq-api-key', 'Groq API key', 'critical', ['gsk_'], 'gsk_[A-Za-z0-9]{52}', MIXED),
  formatRule('xai-api-key', 'xAI API key', 'critical', ['xai-'], 'xai-[A-Za-z0-9]{80}', MIXED),
  formatRule('perplexity-api-key', 'Perplexity API key', 'critical', ['pplx-'], 'pplx-[A-Za-z0-9]{48}'),
  formatRule('replicate-token', 'Replicate API token', 'critical', ['r8_'], 'r8_[A-Za-z0-9]{37}', MIXED),
  formatRule(
    'langsmith-api-key',
    'LangSmith API key',
    'high',
    ['lsv2_'],
    'lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}',
  ),
  formatRule(
    'pinecone-api-key',
    'Pinecone API key',
    'high',
    ['pcsk_'],
    'pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,80}',
  ),
  formatRule('twilio-api-key', 'Twilio API key', 'high', ['SK'], 'SK[0-9a-f]{32}', MIXED),
  formatRule(
    'sendgrid-api-key',
    'SendGrid API key',
    'high',
    ['SG.'],
    'SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}',
  ),
  {
    id: 'mailgun-api-key',
    name: 'Mailgun API key',
    severity: 'high',
    confidence: 'format',
    keywords: ['key-', 'mailgun', 'Mailgun', 'MAILGUN'],
    // Legacy keys carry a `key-` prefix; current ones (32 hex, 8 hex, 8 hex) only a Mailgun name.
    pattern:
      /(?:(?<=\\[nrt])|(?<![\w-]))(key-[a-f0-9]{32})(?![\w-])|mailgun[\w.-]{0,40}\\?["']?[ \t]*(?:[:=]|=>)[ \t]*\\?["']?([a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8})(?![\w-])/gi,
    secretOf: (m) => m[1] ?? m[2],
  },
  formatRule(
    'mailchimp-api-key',
    'Mailchimp API key',
    'high',
    // The data-centre suffix (`-us21`) ends every key.
    ['-us1', '-us2', '-us3', '-us4', '-us5', '-us6', '-us7', '-us8', '-us9'],
    '[a-f0-9]{32}-us\\d{1,2}',
  ),
  formatRule(
    'brevo-api-key',
    'Brevo (Sendinblue) API key',
    'high',
    ['xkeysib-'],
    'xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}',
  ),
  formatRule(
    'resend-api-key',
    'Resend API key',
    'high',
    ['re_'],
    're_[A-Za-z0-9]{8,10}_[A-Za-z0-9]{20,30}',
    MIXED,
  ),
  formatRule(
    'linear-api-key',
    'Linear API key',
    'high',
    ['lin_api_', 'lin_oauth_'],
    'lin_api_[A-Za-z0-9]{40}|lin_oauth_[a-f0-9]{64}',
  ),
  formatRule(
    'notion-token',
    'Notion integration token',
    'high',
    ['ntn_', 'secret_'],
    'ntn_[A-Za-z0-9]{46}|secret_[A-Za-z0-9]{43}',
    MIXED,
  ),
  formatRule(
    'airtable-token',
    'Airtable personal access token',
    'high',
    ['pat'],
    'pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}',
    MIXED,
  ),
  formatRule('figma-token', 'Figma personal access token', 'high', ['figd_'], 'figd_[A-Za-z0-9_-]{40,}'),
  formatRule(
    'contentful-token',
    'Contentful personal access token',
    'high',
    ['CFPAT-'],
    'CFPAT-[A-Za-z0-9_-]{43}',
  ),
  formatRule('postman-api-key', 'Postman API key', 'high', ['PMAK-'], 'PMAK-[a-f0-9]{24}-[a-f0-9]{34}'),
  formatRule(
    'sentry-token',
    'Sentry auth token',
    'high',
    ['sntryu_', 'sntrys_'],
    'sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_-]{60,400}',
  ),
  formatRule(
    'new-relic-key',
    'New Relic API, license or insights key',
    'high',
    ['NRAK-', 'NRAA-', 'NRII-', 'NRIQ-', 'NRAL'],
    'NR(?:AK|AA)-[A-Z0-9]{27}|NRI[IQ]-[A-Za-z0-9_-]{32}|[a-z0-9]{36}NRAL',
  ),
  formatRule(
    'grafana-token',
    'Grafana token or API key',
    'high',
    ['glc_', 'glsa_', 'eyJrIjoi'],
    'glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9+/]{50,}={0,2}',
  ),
  {
    id: 'datadog-key',
    name: 'Datadog API or application key',
    severity: 'high',
    confidence: 'format',
    keywords: ['dd_', 'DD_', 'dd-', 'DD-', 'ddApi', 'ddApp', 'atadog', 'ATADOG'],
    // No prefix: a 32 (API) or 40 (application) hex key under a Datadog name or header.
    pattern:
      /(?:dd|datadog)[_-]?(?:api|app(?:lication)?)[_-]?key\\?["']?[ \t]*(?:[:=]|=>)[ \t]*\\?["']?([a-f0-9]{40}|[a-f0-9]{32})(?![A-Za-z0-9])/gi,
  },
  {
    id: 'okta-api-token',
    name: 'Okta API token',
    severity: 'critical',
    confidence: 'format',
    keywords: ['SSWS', 'okta', 'Okta', 'OKTA'],
    // No prefix beyond `00`: recognised in an `SSWS` authorization or under an Okta name.
    pattern:
      /(?:SSWS[ \t]+|okta[\w.-]{0,40}\\?["']?[ \t]*(?:[:=]|=>)[ \t]*\\?["']?)(00[A-Za-z0-9_-]{40})(?![A-Za-z0-9_-])/gi,
  },
  formatRule('adafruit-io-key', 'Adafruit IO key', 'medium', ['aio_'], 'aio_[A-Za-z0-9]{28}', MIXED),
  formatRule(
    'mapbox-secret-token',
    'Mapbox secret token',
    'high',
    ['sk.eyJ'],
    'sk\\.eyJ[A-Za-z0-9_-]{50,}\\.[A-Za-z0-9_-]{20,}',
  ),
];
