// Where a secret sits changes what it is. Example files are not read for secrets at all; in test code and
// documentation a value recognised only by its surroundings (a password assignment, a connection string)
// is most likely a sample, so it becomes a note (severity `info`, with the reason), while a provider-
// formatted key keeps its severity: a real key pasted into a test is still a leak. Keys that providers
// publish for testing are notes wherever they are; examples from providers' documentation are never reported.
import { createHash } from 'node:crypto';
import type { Severity } from './types.ts';

/**
 * Files that are examples or test data by their path: under a test fixtures folder (`test/fixtures/`,
 * `tests/fixtures/`, `__fixtures__/`, `testdata/`) or named as an example (`.env.example`,
 * `config.sample.json`, `settings.template.yml`). Secrets there are expected to be fake.
 */
export function isExamplePath(path: string): boolean {
  if (
    /(?:^|\/)(?:tests?|spec|__tests__)\/(?:.*\/)?fixtures\/|(?:^|\/)(?:__fixtures__|testdata)\//.test(path)
  ) {
    return true;
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  return /(?:^|\.)(?:example|sample|template|dist)(?:\.|$)/i.test(name);
}

/**
 * Test folders, test-support packages and crates among them: `tests/`, `testing/`, `testutils/`,
 * `test_utils/`, `test-helpers/`, `fixtures/`, `__snapshots__/`, and packages named for their tests
 * (`foo-test/src/`, `foo_tests/`, .NET's `Shop.Tests/`).
 */
const TEST_FOLDER =
  /(?:^|\/)(?:specs?|__tests__|__mocks__|__snapshots__|mocks?|fixtures?|e2e|cypress|playwright|(?:[\w.-]*[-_.])?(?:tests?|testing|test[-_]?(?:utils?|helpers?|support|kit|lib|common)))\//i;
/** Folders named in CamelCase for their tests: `UnitTests/`, `Shop.IntegrationTests/` (not `latest/`). */
const CAMEL_TEST_FOLDER = /(?:^|\/)[\w.-]*[a-z0-9](?:Tests?|Specs?)\//;
/** Test files by name, snapshot files (`*.snap`) and Rust test modules kept in their own file (`tests.rs`). */
const TEST_FILE =
  /(?:\.(?:test|spec|e2e|cy|stories)\.[a-z]+|_test\.(?:go|py|rb|exs?|dart|rs)|_spec\.rb|(?:Test|Tests|Spec|IT)\.(?:java|kt|scala|cs|groovy|swift|php)|\.snap(?:shot)?)$|(?:^|\/)(?:test_[^/]*\.py|conftest\.py|tests?\.rs)$/;
const DOCS_FOLDER = /(?:^|\/)(?:docs?|documentation|examples?|samples?|demos?)\//i;
/**
 * Documents by name: markup, and files that are documentation in another form: an API's request examples
 * (`examples-1.json` of AWS SDKs, `examples.yaml`) and Python package metadata (`PKG-INFO`, `METADATA`),
 * which carries the README.
 */
const DOCS_FILE =
  /\.(?:md|mdx|markdown|rst|adoc|asciidoc|ipynb)$|(?:^|\/)(?:examples?(?:[-_.][\w.-]*)?\.(?:json|ya?ml)|PKG-INFO|[^/]+\.(?:dist|egg)-info\/METADATA)$/i;

/** Test code or documentation, by path; null for everything else. */
export function fileRole(path: string): 'test code' | 'documentation' | null {
  if (TEST_FOLDER.test(path) || CAMEL_TEST_FOLDER.test(path) || TEST_FILE.test(path)) return 'test code';
  if (DOCS_FOLDER.test(path) || DOCS_FILE.test(path)) return 'documentation';
  return null;
}

/** Keys published for testing, by SHA-256 (so this file does not hold them), with who publishes them. */
const PUBLISHED_TEST_KEYS: ReadonlyMap<string, string> = new Map([
  [
    '0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059',
    "the Azurite storage emulator's account key",
  ],
  ['f5e95c9954635b65acab57e6d5ea663eb900f06dc8794a90358f5abb1c77d4e0', "Google reCAPTCHA's test secret key"],
]);

/**
 * Example credentials printed in providers' own documentation and copied into countless READMEs, tests and
 * placeholders, by SHA-256: never reported, like AWS's `…EXAMPLE` keys. Slack's OAuth response example,
 * Telegram's BotFather example, Mailgun's samples.mailgun.org key, Dynatrace's token-format example, X's
 * revoked app-only bearer token from its OAuth 2.0 guide; Google's API key examples: the one in Google Cloud's
 * API keys guide, the one in FlutterFire's `FirebaseOptions.apiKey` reference, and the referrer-restricted
 * key of the Google Maps Platform samples; Discord's example bot token and bearer token from its API
 * reference's Authorization headers.
 */
const DOCUMENTED_EXAMPLES: ReadonlySet<string> = new Set([
  '2ddc147f3a3b5a1722b8ed6be3c45c49a7156b17fca5d11410137a6d04def6eb',
  '0b5dd075ccdd03c42f4edda8e299e6838e2a75d3486a2a8d86940ed1541e9178',
  '9c846fdf0fa8955c377d0301542ee20ecd4585c5f359aa0a4cf15d44424f573d',
  '559fab6733c7072076ce2ef9d3e21f9abb7cab2cbcf96212ece598fcc78668fc',
  'b390e2e57c227c0722bf8a283a4d3cb4dcf067da300d776b0b17797025b95824',
  'ac9265e56c79b234607ec72c53753cfea9f88c99eb713790ddf9be5593bb4465',
  '6ca6473b42d9c17e9059568aa166fa8b542a90ec4b6c38f25ab55d2be31c12e0',
  'e4902a0b38812b15ed5701b17fd4fd8c69d7e176d7517fa791981dc77e3b5e0d',
  '02f7ce3c263f85c019eeeeea4b08f1b7f6ade2b7a2199c14f3efdac0eef382e1',
  '35cd205c3caa8aa9418aaa84060d699c76c3e9acac4cf3090734370fa13da414',
]);

/** A value published on purpose: a provider's documented example, or a key for testing (and whose). */
export function publishedValue(
  secret: string,
): { readonly example: true } | { readonly testKeyOf: string } | null {
  const hash = createHash('sha256').update(secret).digest('hex');
  if (DOCUMENTED_EXAMPLES.has(hash)) return { example: true };
  const testKeyOf = PUBLISHED_TEST_KEYS.get(hash);
  return testKeyOf === undefined ? null : { testKeyOf };
}

export interface Assessed {
  readonly severity: Severity;
  /** Appended to the message: why the severity was lowered, or that the value sits in a test. */
  readonly note: string;
}

/**
 * The severity and note of a secret found at `path`, given how its rule recognised it; `region` when the
 * line is test code or documentation inside a source file (test-modules.ts, doc-comments.ts).
 */
export function assessSecret(
  match: {
    readonly severity: Severity;
    readonly confidence: 'format' | 'context';
    readonly publishedBy?: string;
  },
  path: string,
  region?: 'test code' | 'documentation',
): Assessed {
  if (match.publishedBy !== undefined) {
    return { severity: 'info', note: `: ${match.publishedBy}, published for testing (not a credential)` };
  }
  const role = region ?? fileRole(path);
  if (role === null) return { severity: match.severity, note: '' };
  if (match.confidence === 'context') {
    return { severity: 'info', note: ` (in ${role}: most likely a sample value, not a live credential)` };
  }
  return { severity: match.severity, note: ` (in ${role}; a provider-formatted key is live until revoked)` };
}
