import { describe, expect, it } from 'vitest';
import { untrustedFields } from '../../src/local-checks/expression-taint.ts';
import { CALLER_FIELDS, UNTRUSTED_FIELDS } from '../../src/local-checks/untrusted-fields.ts';

const paths = (expression: string) => untrustedFields(expression).map((r) => r.path);

/** Each kind: expressions whose string can hold attacker text (with the paths reported), and look-alikes that cannot. */
const KINDS: Record<string, { reached: [string, string[]][]; clean: string[] }> = {
  'event fields and the head branch': {
    reached: [
      ['github.event.issue.title', ['github.event.issue.title']],
      [' github.head_ref ', ['github.head_ref']],
      ['GitHub.Event.Pull_Request.Head.Ref', ['github.event.pull_request.head.ref']],
      ['github.event.commits[0].author.email', ['github.event.commits.*.author.email']],
      [
        'github.event.workflow_run.pull_requests[0].head.ref',
        ['github.event.workflow_run.pull_requests.*.head.ref'],
      ],
      ['github.event.label.name', ['github.event.label.name']],
      ['github.event.pull_request.labels[0].name', ['github.event.pull_request.labels.*.name']],
      ['github.event.workflow_run.path', ['github.event.workflow_run.path']],
      ['github.event.merge_group.head_ref', ['github.event.merge_group.head_ref']],
    ],
    clean: [
      'github.event.issue.number',
      'github.event.pull_request.head.sha',
      'github.event.pull_request.user.login',
      'github.event.label.id',
      'github.event.pull_request.head.repo.full_name',
      'github.event.commits[0].id',
      'github.sha',
      'github.ref',
      'secrets.TOKEN',
      'steps.meta.outputs.title',
    ],
  },
  'objects and filters that hold untrusted fields': {
    reached: [
      ['github.event.*.body', ['github.event.*.body']],
      ['toJSON(github.event.*.body)', ['github.event.*.body']],
      ['github.*', ['github.*']],
      ['github', ['github']],
      ['toJSON(github)', ['github']],
      ['toJSON(github.event)', ['github.event']],
      ['github.event.issue.*', ['github.event.issue.*']],
      ['github.event.pull_request.head', ['github.event.pull_request.head']],
      ['join(github.event.commits.*.message)', ['github.event.commits.*.message']],
      ['github.event.*.*', ['github.event.*.*']],
      ['toJSON(github.event.issue.labels)', ['github.event.issue.labels']],
      ['github.event.pull_request', ['github.event.pull_request']],
    ],
    clean: [
      'github.event.issue.number',
      'toJSON(github.event.issue.assignees)',
      'github.event.commits.*.id',
      'toJSON(runner)',
    ],
  },
  'property names written as an index': {
    reached: [
      ["github.event['pull_request']['title']", ['github.event.pull_request.title']],
      ["github['event'][ 'issue' ].body", ['github.event.issue.body']],
      ["github.event.commits[1]['message']", ['github.event.commits.*.message']],
      ['github.event.pull_request[matrix.field]', ['github.event.pull_request.*']],
    ],
    clean: ["github.event['issue']['number']", "github['sha']", "github.event.issue['title']['x']"],
  },
  'an index selects from its container, whatever the index is': {
    reached: [
      ['github.event.commits[github.event.issue.title].message', ['github.event.commits.*.message']],
      ['fromJSON(github.event.comment.body)[matrix.key]', ['github.event.comment.body']],
      ["fromJSON(github.event.issue.body)['a'].b[0]", ['github.event.issue.body']],
    ],
    clean: [
      'matrix.foo[github.event.issue.title]',
      'fromJSON(steps.a.outputs.map)[github.head_ref]',
      "env[format('X_{0}', github.event.comment.body)]",
      'matrix.foo[github.event.issue.number]',
      "matrix.foo['github.event.issue.title']",
      'steps[matrix.id].outputs.x',
      "format('{0}', github.event.issue.title)[0]",
      'toJSON(github.event).issue',
    ],
  },
  'an index after an object filter picks one of the matches': {
    reached: [
      ['github.event.*.body[0]', ['github.event.*.body']],
      ['github.event.commits.*.message[0]', ['github.event.commits.*.message']],
      ['github.event.commits.*[1].author.name', ['github.event.commits.*.author.name']],
      ['github.event.pages.*.page_name[matrix.i]', ['github.event.pages.*.page_name']],
      ["github.event.*['title']", ['github.event.*.title']],
    ],
    clean: [
      'github.event.commits.*.message[0][0]',
      'github.event.commits.*.message[0].x',
      'github.event.commits.*.id[0]',
      'github.event.commits[0].message[0]',
    ],
  },
  'operators: what each can yield': {
    reached: [
      ["github.event.issue.title || 'untitled'", ['github.event.issue.title']],
      ["github.event_name == 'issues' && github.event.issue.title", ['github.event.issue.title']],
      [
        'x && github.event.issue.title || github.event.pull_request.title',
        ['github.event.issue.title', 'github.event.pull_request.title'],
      ],
      ['(github.head_ref)', ['github.head_ref']],
      ['(a || b).c || github.head_ref', ['github.head_ref']],
      ["'x' && github.event.issue.title", ['github.event.issue.title']],
      [
        '(github.event.issue || github.event.pull_request).title',
        ['github.event.issue.title', 'github.event.pull_request.title'],
      ],
    ],
    clean: [
      "github.event.issue.title == 'bug'",
      "github.head_ref != ''",
      'github.event.issue.title < github.event.issue.body',
      "github.event.issue.title >= 'a'",
      '!github.event.issue.title',
      "github.event.issue.title && 'has a title'",
      "github.event.issue.title && 'yes' || 'no'",
      "github.event.issue.title && github.event.pull_request.title && 'both'",
      "!github.event.issue.title || 'x'",
      "(github.head_ref == 'main') && 'prod' || 'dev'",
    ],
  },
  'functions: booleans are clean, text functions carry their arguments': {
    reached: [
      ["format('title: {0}', github.event.issue.title)", ['github.event.issue.title']],
      ["format(github.event.comment.body, 'x')", ['github.event.comment.body']],
      ["join(github.event.pages.*.page_name, ', ')", ['github.event.pages.*.page_name']],
      ['toJSON(github.event.review.body)', ['github.event.review.body']],
      ['fromJSON(github.event.issue.body)', ['github.event.issue.body']],
      ['fromJSON(toJSON(github.event)).issue.title', ['github.event']],
      ["case(github.event_name == 'issues', github.event.issue.title, 'none')", ['github.event.issue.title']],
      ["case(a, 'x', github.head_ref)", ['github.head_ref']],
    ],
    clean: [
      "contains(github.event.issue.title, 'bug')",
      "startsWith(github.head_ref, 'release/')",
      "endsWith(github.event.pull_request.head.ref, '-wip')",
      "contains(github.event.issue.labels.*.name, 'ok')",
      "fromJSON(contains(github.event.comment.body, '/deploy'))",
      "fromJSON(startsWith(github.head_ref, 'a') || endsWith(github.head_ref, 'b'))",
      "fromJSON(github.event.issue.title == 'x')",
      'fromJSON(\'["a"]\')[0]',
      'hashFiles(github.event.issue.title)',
      "success() && 'ok'",
      "case(github.event.issue.title == 'a', 'x', 'y')",
    ],
  },
  'text that only spells a field': {
    reached: [],
    clean: [
      "'github.event.issue.title'",
      "format('github.event.issue.title')",
      "'${{ github.head_ref }}'",
      "toJSON('github.event')",
    ],
  },
  'other contexts that merely contain the words': {
    reached: [],
    clean: [
      'matrix.github.event.issue.title',
      'inputs.github.head_ref',
      'inputs.name.x',
      'env.github',
      'steps.github.outputs.event',
      'needs.github.outputs.head_ref',
      'vars.github_head_ref',
    ],
  },
  'paths longer than the field': {
    reached: [],
    clean: [
      'github.event.issue.title.foo',
      'github.head_ref.length',
      "github.event.commits[0].message['x']",
      'github.event.pull_request.head.ref.name',
    ],
  },
  'expressions GitHub refuses (the workflow never runs)': {
    reached: [],
    clean: ['github.event.issue.title )', "'open", 'github.event.issue.title +'],
  },
};

describe('what attacker text an expression can expand to', () => {
  for (const [kind, { reached, clean }] of Object.entries(KINDS)) {
    describe(kind, () => {
      if (reached.length > 0)
        it.each(reached)('%s reaches %j', (expression, fields) => {
          expect(paths(expression)).toEqual(fields);
        });
      it.each(clean)('%s reaches nothing', (expression) => {
        expect(paths(expression)).toEqual([]);
      });
    });
  }

  it('knows every listed field, reached directly and through an element index', () => {
    for (const field of UNTRUSTED_FIELDS) {
      expect(paths(field.replaceAll('.*', '[0]'))).toEqual([field]);
      expect(paths(`${field.replaceAll('.*', '[0]')}.x`)).toEqual([]);
    }
  });

  it('judges a long chain of filters and indexes in time linear in its length', () => {
    const chain = `github.event${'.*[matrix.i]'.repeat(5000)}`;
    const started = performance.now();
    // every `.*` steps into the event, every `[i]` picks one match: five thousand levels of any key
    expect(paths(chain)).toEqual([`github.event${'.*'.repeat(5000)}`]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('judges a long chain of || without running out of stack', () => {
    expect(paths(`github.head_ref${' || github.sha'.repeat(50_000)} || github.event.issue.title`)).toEqual([
      'github.head_ref',
      'github.event.issue.title',
    ]);
  });

  it.each([
    ['inputs.version', 'inputs.version'],
    ["format('v{0}', inputs.tag)", 'inputs.tag'],
    ['github.event.inputs.name', 'github.event.inputs.name'],
    ['github.event.client_payload.pr.head.ref', 'github.event.client_payload.pr.head.ref'],
    ['toJSON(github.event.client_payload)', 'github.event.client_payload'],
    ['github.event.*.number', 'github.event.*.number'],
  ])('%s is text only the caller supplies', (expression, path) => {
    expect(untrustedFields(expression)).toEqual([{ path, callerSupplied: true }]);
  });

  it('an object that holds event fields and caller text counts as event text', () => {
    expect(untrustedFields('toJSON(github.event)')).toEqual([
      { path: 'github.event', callerSupplied: false },
    ]);
    expect(CALLER_FIELDS.some((f) => UNTRUSTED_FIELDS.includes(f))).toBe(false);
  });

  describe('environment variables set from untrusted text', () => {
    const title = { path: 'github.event.issue.title (through env.TITLE)', callerSupplied: false };
    const scope = { env: new Map([['title', [title]]]) };

    it.each([
      'env.TITLE',
      'env.title',
      "env['Title']",
      'toJSON(env)',
      'env[matrix.name]',
      "env.TITLE || 'x'",
    ])('%s reaches what the variable was set from', (expression) => {
      expect(untrustedFields(expression, scope)).toEqual([title]);
    });

    it.each(['env.OTHER', 'env.TITLE.x', 'env[0]', "env.TITLE == 'x'", "contains(env.TITLE, 'x')"])(
      '%s reaches nothing',
      (expression) => {
        expect(untrustedFields(expression, scope)).toEqual([]);
      },
    );

    it('an env variable is clean without a scope that sets it', () => {
      expect(untrustedFields('env.TITLE')).toEqual([]);
    });
  });
});
