// Each provider-token rule: its shape is found wherever it sits, and look-alikes (cut short, the wrong
// alphabet, placeholder text) are not taken for it.
import { describe, expect, it } from 'vitest';
import { PLATFORM_TOKEN_RULES } from '../../src/local-checks/rules-platform-tokens.ts';
import { PAYMENT_TOKEN_RULES } from '../../src/local-checks/rules-payment-tokens.ts';
import { SERVICE_TOKEN_RULES } from '../../src/local-checks/rules-service-tokens.ts';
import { TOOLING_TOKEN_RULES } from '../../src/local-checks/rules-tooling-tokens.ts';
import { findSecrets } from '../../src/local-checks/secrets.ts';
import { fakeSecrets } from './fake-secrets.ts';

const S = fakeSecrets(3);
const cut = (value: string | undefined, by = 6) => (value ?? '').slice(0, -by);
const fake = (name: string): string => S[name] ?? `missing fake ${name}`;

/** Rule id → lines holding its shape, and look-alike values written as `note: <value>`. */
const CASES: Record<string, { found: string[]; lookAlikes: string[] }> = {
  'aws-access-key-id': {
    found: [`id=${fake('awsAccessKeyId')}`],
    lookAlikes: [cut(fake('awsAccessKeyId'), 2)],
  },
  'aws-secret-access-key': {
    found: [`aws_secret_access_key = ${fake('awsSecretAccessKey')}`],
    lookAlikes: [fake('awsSecretAccessKey')],
  },
  'github-token': {
    found: [`t: '${fake('githubToken')}'`, `"script": "set -e\\n${fake('githubToken')}\\n"`],
    lookAlikes: [cut(fake('githubToken')), `x${fake('githubToken')}`],
  },
  'gitlab-token': { found: [fake('gitlabToken')], lookAlikes: ['gl' + 'pat-' + 'short'] },
  'npm-token': { found: [`//registry/:_authToken=${fake('npmToken')}`], lookAlikes: [cut(fake('npmToken'))] },
  'pypi-token': { found: [`password = ${fake('pypiToken')}`], lookAlikes: ['py' + 'pi-AgE' + 'short'] },
  'docker-hub-token': { found: [fake('dockerHubToken')], lookAlikes: [cut(fake('dockerHubToken'))] },
  'rubygems-token': { found: [fake('rubygemsToken')], lookAlikes: [cut(fake('rubygemsToken'))] },
  'nuget-api-key': { found: [fake('nugetKey')], lookAlikes: [cut(fake('nugetKey'))] },
  'jfrog-token': { found: [fake('jfrogKey')], lookAlikes: [cut(fake('jfrogKey'))] },
  'google-api-key': {
    found: [fake('googleApiKey')],
    lookAlikes: [cut(fake('googleApiKey')), fake('googleDocsExample')],
  },
  'google-oauth-client-secret': {
    found: [fake('googleOauthSecret')],
    lookAlikes: [cut(fake('googleOauthSecret'))],
  },
  'firebase-server-key': {
    found: [fake('firebaseServerKey')],
    lookAlikes: [cut(fake('firebaseServerKey'), 40)],
  },
  'azure-storage-key': {
    found: [
      `DefaultEndpointsProtocol=https;AccountName=a;AccountKey=${fake('azureStorageKey')};`,
      `Endpoint=sb://a.servicebus.windows.net/;SharedAccessKeyName=r;SharedAccessKey=${fake('azureServiceBusKey')}`,
    ],
    lookAlikes: [`AccountKey=${'x'.repeat(86)}==`, cut(fake('azureStorageKey'), 10)],
  },
  'azure-sas-signature': {
    found: [fake('azureSasUrl')],
    lookAlikes: ['https://a.blob.core.windows.net/c?sig=short'],
  },
  'azure-ad-client-secret': { found: [fake('azureClientSecret')], lookAlikes: ['abc8Q~' + 'x'.repeat(34)] },
  'digitalocean-token': { found: [fake('digitaloceanToken')], lookAlikes: [cut(fake('digitaloceanToken'))] },
  'cloudflare-api-token': {
    found: [fake('cloudflareToken')],
    lookAlikes: [cut(fake('cloudflareToken'), 20)],
  },
  'cloudflare-origin-ca-key': {
    found: [fake('cloudflareOriginKey')],
    lookAlikes: [cut(fake('cloudflareOriginKey'))],
  },
  'databricks-token': { found: [fake('databricksToken')], lookAlikes: ['da' + 'pi' + 'notahexvalue'] },
  'pulumi-token': { found: [fake('pulumiToken')], lookAlikes: [cut(fake('pulumiToken'))] },
  'planetscale-token': { found: [fake('planetscaleToken')], lookAlikes: ['pscale' + '_tkn_' + 'short'] },
  'terraform-cloud-token': { found: [fake('terraformToken')], lookAlikes: [cut(fake('terraformToken'), 20)] },
  'vault-token': {
    found: [fake('vaultToken'), `VAULT_TOKEN=${fake('vaultLegacyToken')}`],
    lookAlikes: [fake('vaultLegacyToken'), 'hv' + 's.' + 'short'],
  },
  'doppler-token': { found: [fake('dopplerToken')], lookAlikes: [cut(fake('dopplerToken'), 10)] },
  'onepassword-service-token': { found: [fake('onepasswordToken')], lookAlikes: ['op' + 's_eyJ' + 'short'] },
  'fly-token': { found: [`FlyV1 ${fake('flyToken')}`], lookAlikes: ['fm' + '2_' + 'short'] },
  'heroku-api-key': { found: [fake('herokuKey')], lookAlikes: ['HR' + 'KU-' + 'short'] },
  'tailscale-key': { found: [fake('tailscaleKey')], lookAlikes: ['ts' + 'key-auth-' + 'k-short'] },
  'age-secret-key': { found: [fake('ageSecretKey')], lookAlikes: [cut(fake('ageSecretKey'))] },
  'sonarqube-token': { found: [fake('sonarToken')], lookAlikes: [cut(fake('sonarToken'))] },
  'circleci-token': { found: [fake('circleciToken')], lookAlikes: [cut(fake('circleciToken'))] },
  'buildkite-token': { found: [fake('buildkiteToken')], lookAlikes: [cut(fake('buildkiteToken'))] },
  'netlify-token': { found: [fake('netlifyToken')], lookAlikes: [cut(fake('netlifyToken'))] },
  'render-api-key': { found: [fake('renderKey')], lookAlikes: [cut(fake('renderKey'))] },
  'atlassian-api-token': { found: [fake('atlassianToken')], lookAlikes: [cut(fake('atlassianToken'), 100)] },
  'sourcegraph-token': { found: [fake('sourcegraphToken')], lookAlikes: [cut(fake('sourcegraphToken'))] },
  'harness-token': { found: [fake('harnessToken')], lookAlikes: [cut(fake('harnessToken'))] },
  'supabase-access-token': {
    found: [fake('supabaseAccessToken')],
    lookAlikes: [cut(fake('supabaseAccessToken'))],
  },
  'dropbox-token': { found: [fake('dropboxToken')], lookAlikes: [cut(fake('dropboxToken'), 40)] },
  'slack-token': {
    found: [fake('slackToken'), fake('slackAppToken'), fake('slackLegacyBotToken')],
    lookAlikes: [
      'xo' + 'xb-' + '1234-abcd',
      'xo' + 'xb-' + 'your-bot-token-goes-here-please',
      'xo' + 'xb-' + '12345678901-notarealtokenwhatsoeverok',
      fake('slackDocsExample'),
    ],
  },
  'slack-webhook': {
    found: [fake('slackWebhook'), fake('slackWorkflowWebhook')],
    lookAlikes: ['https://hooks.' + 'slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX'],
  },
  'discord-webhook': { found: [fake('discordWebhook')], lookAlikes: [cut(fake('discordWebhook'), 30)] },
  'discord-client-secret': {
    found: [
      `DISCORD_CLIENT_SECRET=${fake('discordClientSecret')}`,
      `"discord": { "clientSecret": "${fake('discordClientSecret')}" }`,
      `discord:\n  client_secret: ${fake('discordClientSecret')}`,
    ],
    lookAlikes: [fake('discordClientSecret'), 'DISCORD_CLIENT_SECRET=' + 'abcdefghijklmnopqrstuvwxyzabcdef'],
  },
  'discord-bot-token': {
    found: [`DISCORD_BOT=${fake('discordBotToken')}`, `client.login('${fake('discordBotToken')}')`],
    lookAlikes: [fake('discordBotToken'), `Authorization: Bot ${fake('discordDocsBotToken')}`],
  },
  'twitter-bearer-token': {
    found: [`TWITTER_BEARER_TOKEN=${fake('twitterBearerToken')}`, fake('twitterBearerToken')],
    lookAlikes: [
      cut(fake('twitterBearerToken'), 20),
      fake('twitterDocsExample'),
      'A'.repeat(21) + 'xxxxxxxxxxxxxxxxxxxxxxxx%3D' + 'x'.repeat(50),
    ],
  },
  'telegram-bot-token': {
    found: [fake('telegramBotToken')],
    lookAlikes: [
      cut(fake('telegramBotToken')),
      fake('telegramDocsExample'),
      // The secret is exactly 35 characters, the bot id 8 to 10 digits.
      cut(fake('telegramBotToken'), 1),
      `12${fake('telegramBotToken')}`,
    ],
  },
  'stripe-secret-key': { found: [fake('stripeLiveKey')], lookAlikes: [fake('stripeTestKey')] },
  'stripe-webhook-secret': {
    found: [fake('stripeWebhookSecret')],
    lookAlikes: [cut(fake('stripeWebhookSecret'), 10)],
  },
  'square-token': { found: [fake('squareToken')], lookAlikes: [cut(fake('squareToken'))] },
  'braintree-token': { found: [fake('braintreeToken')], lookAlikes: [cut(fake('braintreeToken'))] },
  'shopify-token': { found: [fake('shopifyToken')], lookAlikes: [cut(fake('shopifyToken'))] },
  'shippo-token': { found: [fake('shippoToken')], lookAlikes: [cut(fake('shippoToken'))] },
  'anthropic-api-key': { found: [fake('anthropicKey')], lookAlikes: ['sk' + '-ant-api03-' + 'short'] },
  'openai-api-key': { found: [fake('openaiKey')], lookAlikes: ['sk' + '-proj-' + 'short'] },
  'openrouter-api-key': { found: [fake('openrouterKey')], lookAlikes: [cut(fake('openrouterKey'))] },
  'huggingface-token': {
    found: [fake('huggingfaceToken'), fake('huggingfaceLettersToken')],
    lookAlikes: [cut(fake('huggingfaceToken')), 'h' + 'f_getModelConfigurationFromTheHubNow'],
  },
  'groq-api-key': { found: [fake('groqKey')], lookAlikes: [cut(fake('groqKey'))] },
  'xai-api-key': { found: [fake('xaiKey')], lookAlikes: [cut(fake('xaiKey'))] },
  'perplexity-api-key': { found: [fake('perplexityKey')], lookAlikes: [cut(fake('perplexityKey'))] },
  'replicate-token': { found: [fake('replicateToken')], lookAlikes: [cut(fake('replicateToken'))] },
  'langsmith-api-key': { found: [fake('langsmithKey')], lookAlikes: [cut(fake('langsmithKey'))] },
  'pinecone-api-key': { found: [fake('pineconeKey')], lookAlikes: [cut(fake('pineconeKey'), 30)] },
  'twilio-api-key': { found: [fake('twilioApiKey')], lookAlikes: [cut(fake('twilioApiKey'))] },
  'sendgrid-api-key': { found: [fake('sendgridKey')], lookAlikes: [cut(fake('sendgridKey'))] },
  'mailgun-api-key': { found: [fake('mailgunKey')], lookAlikes: [cut(fake('mailgunKey'))] },
  'mailchimp-api-key': { found: [fake('mailchimpKey')], lookAlikes: [cut(fake('mailchimpKey'), 10)] },
  'brevo-api-key': { found: [fake('brevoKey')], lookAlikes: [cut(fake('brevoKey'))] },
  'resend-api-key': { found: [fake('resendKey')], lookAlikes: ['r' + 'e_' + 'short_value'] },
  'linear-api-key': { found: [fake('linearKey')], lookAlikes: [cut(fake('linearKey'))] },
  'notion-token': { found: [fake('notionToken')], lookAlikes: [cut(fake('notionToken'))] },
  'airtable-token': { found: [fake('airtableToken')], lookAlikes: [cut(fake('airtableToken'))] },
  'figma-token': { found: [fake('figmaToken')], lookAlikes: [cut(fake('figmaToken'), 10)] },
  'contentful-token': { found: [fake('contentfulToken')], lookAlikes: [cut(fake('contentfulToken'))] },
  'postman-api-key': { found: [fake('postmanKey')], lookAlikes: [cut(fake('postmanKey'))] },
  'sentry-token': { found: [fake('sentryToken')], lookAlikes: [cut(fake('sentryToken'))] },
  'new-relic-key': { found: [fake('newRelicKey')], lookAlikes: [cut(fake('newRelicKey'))] },
  'grafana-token': { found: [fake('grafanaToken')], lookAlikes: [cut(fake('grafanaToken'))] },
  'datadog-key': { found: [`DD_API_KEY=${fake('datadogKey')}`], lookAlikes: [fake('datadogKey')] },
  'okta-api-token': {
    found: [`Authorization: SSWS ${fake('oktaToken')}`, `okta.client.token = ${fake('oktaToken')}`],
    lookAlikes: [fake('oktaToken')],
  },
  'easypost-api-key': {
    found: [fake('easypostKey')],
    lookAlikes: ['EZ' + 'TK' + cut(fake('easypostKey')).slice(4)],
  },
  'flutterwave-secret-key': { found: [fake('flutterwaveKey')], lookAlikes: [cut(fake('flutterwaveKey'), 4)] },
  'plaid-access-token': {
    found: [fake('plaidToken')],
    lookAlikes: [fake('plaidToken').replace('production', 'sandbox')],
  },
  'duffel-token': { found: [fake('duffelToken')], lookAlikes: [cut(fake('duffelToken'))] },
  'dynatrace-token': { found: [fake('dynatraceToken')], lookAlikes: [cut(fake('dynatraceToken'))] },
  'openshift-token': { found: [fake('openshiftToken')], lookAlikes: [cut(fake('openshiftToken'))] },
  'clojars-token': { found: [fake('clojarsToken')], lookAlikes: [cut(fake('clojarsToken'))] },
  'scalingo-token': { found: [fake('scalingoToken')], lookAlikes: [cut(fake('scalingoToken'))] },
  'infracost-api-key': {
    found: [fake('infracostKey')],
    lookAlikes: ['ic' + 'o-' + 'abcdefghijklmnopqrstuvwxyzABCDEF'],
  },
  'defined-networking-key': {
    found: [fake('definedNetworkingKey')],
    lookAlikes: [cut(fake('definedNetworkingKey'))],
  },
  'prefect-api-key': { found: [fake('prefectKey')], lookAlikes: [cut(fake('prefectKey'))] },
  'readme-api-key': { found: [fake('readmeKey')], lookAlikes: [cut(fake('readmeKey'))] },
  'frameio-token': { found: [fake('frameioToken')], lookAlikes: [cut(fake('frameioToken'))] },
  'typeform-token': { found: [fake('typeformToken')], lookAlikes: ['tf' + 'p_' + 'short'] },
  'maxmind-license-key': { found: [fake('maxmindKey')], lookAlikes: [fake('maxmindKey').slice(2)] },
  'azure-devops-pat': {
    found: [`AZURE_DEVOPS_PAT=${fake('azureDevopsPat')}`],
    lookAlikes: [
      cut(fake('azureDevopsPat'), 1),
      'abcdefghijklmnopqrstuvwxyz012345679ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmno' + 'AZDO' + 'abcd',
    ],
  },
  'alibaba-access-key-id': {
    found: [`accessKeyId: ${fake('alibabaKeyId')}`],
    lookAlikes: [cut(fake('alibabaKeyId'), 10), 'LT' + 'AIGroupSettingsPanel'],
  },
  'adafruit-io-key': { found: [fake('adafruitKey')], lookAlikes: [cut(fake('adafruitKey'))] },
  'mapbox-secret-token': { found: [fake('mapboxSecret')], lookAlikes: ['s' + 'k.eyJ' + 'short.x'] },
};

describe('provider-token rules', () => {
  it('have a case each', () => {
    const ids = [
      ...new Set(
        [...PLATFORM_TOKEN_RULES, ...SERVICE_TOKEN_RULES, ...PAYMENT_TOKEN_RULES, ...TOOLING_TOKEN_RULES].map(
          (rule) => rule.id,
        ),
      ),
    ];
    expect(ids.filter((id) => CASES[id] === undefined)).toEqual([]);
  });

  for (const [id, { found, lookAlikes }] of Object.entries(CASES)) {
    it(`${id}: finds its shape, not its look-alikes`, () => {
      for (const line of found) expect(findSecrets(line).map((m) => m.ruleId)).toEqual([id]);
      for (const value of lookAlikes) expect(findSecrets(`note: ${value}`)).toEqual([]);
    });
  }
});
