// Keys of payment and commerce providers, recognised by the prefix and length their providers document. Only
// live keys: test-mode keys (`sk_test_`, `EZTK`, `FLWSECK_TEST-`, Plaid sandbox) move no money.
import { formatRule, type SecretRule } from './secret-rule-shape.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const PAYMENT_TOKEN_RULES: readonly SecretRule[] = [
  formatRule(
    'stripe-secret-key',
    'Stripe live secret or restricted key',
    'critical',
    ['_live_'],
    '(?:sk|rk)_live_[A-Za-z0-9]{20,247}',
  ),
  formatRule(
    'stripe-webhook-secret',
    'Stripe webhook signing secret',
    'high',
    ['whsec_'],
    'whsec_[A-Za-z0-9+/]{32,}',
  ),
  formatRule(
    'square-token',
    'Square access token or secret',
    'critical',
    ['EAAA', 'sq0'],
    'EAAA[A-Za-z0-9_-]{60}|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,43}',
  ),
  formatRule(
    'braintree-token',
    'Braintree access token',
    'critical',
    ['access_token$'],
    'access_token\\$production\\$[a-z0-9]{16}\\$[a-f0-9]{32}',
  ),
  formatRule(
    'shopify-token',
    'Shopify access token',
    'high',
    ['shpat_', 'shpss_', 'shpca_', 'shppa_'],
    'shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}',
  ),
  formatRule('shippo-token', 'Shippo live token', 'high', ['shippo_live_'], 'shippo_live_[a-f0-9]{40}'),
  formatRule('easypost-api-key', 'EasyPost production API key', 'high', ['EZAK'], 'EZAK[A-Za-z0-9]{54}'),
  formatRule(
    'flutterwave-secret-key',
    'Flutterwave live secret key',
    'critical',
    ['FLWSECK-'],
    'FLWSECK-[a-f0-9]{32}-X',
  ),
  formatRule(
    'plaid-access-token',
    'Plaid production access token',
    'critical',
    ['access-production-', 'access-development-'],
    `access-(?:production|development)-${UUID}`,
  ),
  formatRule(
    'duffel-token',
    'Duffel live access token',
    'high',
    ['duffel_live_'],
    'duffel_live_[A-Za-z0-9_=-]{43}',
  ),
];
