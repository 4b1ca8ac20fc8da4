// The official SARIF 2.1.0 schema (draft-04, see test/fixtures/sarif/README.md) as a validator.
import { readFileSync } from 'node:fs';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';

const schema = JSON.parse(
  readFileSync(new URL('../fixtures/sarif/sarif-schema-2.1.0.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

// Both packages are CommonJS with the export under `default`. The schema's language pattern is not valid
// with the `u` flag, hence unicodeRegExp: false.
const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about a document, as readable lines; empty when it is valid. */
export function sarifSchemaErrors(document: unknown): string[] {
  return validate(document)
    ? []
    : (validate.errors ?? []).map(
        (e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message ?? ''}`,
      );
}
