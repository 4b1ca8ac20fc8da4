// The rules that read whole lines or statements: properties entries separated by blanks or continued with
// `\`, values on the line after their name, name/value pairs, Terraform variable defaults and SQL user
// passwords. Each has lines it must find and look-alikes it must leave alone.
import { describe, expect, it } from 'vitest';
import { LINE_VALUE_RULES } from '../../src/local-checks/rules-line-values.ts';
import { STATEMENT_RULES } from '../../src/local-checks/rules-statements.ts';
import { findSecrets } from '../../src/local-checks/secrets.ts';
import { fakeSecrets } from './fake-secrets.ts';

const V = fakeSecrets(5).genericSecret ?? '';

const CASES: Record<string, { found: string[]; lookAlikes: string[] }> = {
  'sql-password': {
    found: [
      `CREATE USER app WITH PASSWORD '${V}';`,
      `ALTER USER app IDENTIFIED BY "${V}";`,
      `CREATE USER 'app'@'%' IDENTIFIED WITH mysql_native_password BY '${V}';`,
      `CREATE LOGIN app WITH PASSWORD = '${V}'`,
    ],
    lookAlikes: [
      "ALTER ROLE app ENCRYPTED PASSWORD 'md5d41d8cd98f00b204e9800998ecf8427e';",
      `CREATE USER app IDENTIFIED BY PASSWORD '*${'6BB4837EB74329105EE4568DDA7DC67ED2CA2AD9'}';`,
      "CREATE USER app WITH PASSWORD 'postgres';",
      "CREATE USER keycloak WITH PASSWORD 'keycloak1';",
      "CREATE USER app WITH PASSWORD :'pw';",
      'ALTER USER app WITH PASSWORD NULL;',
    ],
  },
  'name-value-secret': {
    found: [
      `        env:\n          - name: DB_PASSWORD\n            value: "${V}"`,
      `{"name": "API_KEY", "value": "${V}"}`,
      `{\n  "name": "API_KEY",\n  "value": "${V}"\n}`,
      `- Name: DB_PASSWORD\n  Value: ${V}`,
    ],
    lookAlikes: [
      '- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db',
      `- name: DB_HOST\n  value: ${V}`,
      '- name: DB_PASSWORD\n  value: "{{ .Values.db.password }}"',
      `- name: API_TOKEN_URL\n  value: ${V}`,
    ],
  },
  'hcl-variable-default': {
    found: [`variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "${V}"\n}`],
    lookAlikes: [
      `variable "region" {\n  default = "${V}"\n}`,
      'variable "db_password" {\n  default = ""\n}',
      `variable "api_token_url" {\n  default = "${V}"\n}`,
    ],
  },
  'properties-secret': {
    found: [
      `db.password ${V}`,
      `mail.api-key\t${V}`,
      `db.password=${V.slice(0, 12)}\\\n    ${V.slice(12)}`,
      `api.token : ${V.slice(0, 6)}\\\r\n\t${V.slice(6)}`,
    ],
    lookAlikes: [
      'Password string',
      '  Token  *oauth2.Token',
      'password VARCHAR(255) NOT NULL',
      `password_file /etc/app/${V}.txt`,
      `publicKey ${V}`,
      'client_secret  ${CLIENT_SECRET}',
      `the password ${V} is shown`,
      `db.password=changeme\\\n    ${V}`,
    ],
  },
  'next-line-secret': {
    found: [
      `password: |\n  ${V}\n`,
      `db:\n  password: >-\n    ${V}\n  user: app\n`,
      `api_key:\n  "${V}"\n`,
      `clientSecret: # rotated monthly\n\n    ${V}`,
      `const config = {\n  apiKey:\n    '${V}',\n};`,
      `export const API_TOKEN =\n  "${V}";`,
    ],
    lookAlikes: [
      `secret: |\n  line one ${V}\n  line two\n`,
      `password:\n  ${V}\n  ${V}\n`,
      `password:\n  - ${V}\n`,
      `secret:\n  name: ${V}\n`,
      `const API_TOKEN =\n  process.env.API_TOKEN_${V};`,
      `token =\n  ${V}`,
      `password:\n${V}\n`,
      `publicKey:\n  '${V}'`,
      `password: |\n  \${{ secrets.DB_PASSWORD }}\n`,
    ],
  },
};

describe('line and statement rules', () => {
  it('have a case each', () => {
    const ids = [...LINE_VALUE_RULES, ...STATEMENT_RULES].map((rule) => rule.id);
    expect(ids.filter((id) => CASES[id] === undefined)).toEqual([]);
  });

  it('joins a continued properties value and reports the line of its key', () => {
    const text = `# db\ndb.password=${V.slice(0, 12)}\\\n    ${V.slice(12)}\n`;
    expect(findSecrets(text).map((m) => [m.secret, m.line])).toEqual([[V, 2]]);
  });

  for (const [id, { found, lookAlikes }] of Object.entries(CASES)) {
    it(`${id}: finds what it is for, not its look-alikes`, () => {
      for (const text of found) expect([text, findSecrets(text).map((m) => m.ruleId)]).toEqual([text, [id]]);
      for (const text of lookAlikes) expect([text, findSecrets(text)]).toEqual([text, []]);
    });
  }
});
