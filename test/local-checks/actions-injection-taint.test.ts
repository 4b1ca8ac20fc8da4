import { describe, expect, it } from 'vitest';
import { untrustedFields } from '../../src/local-checks/expression-taint.ts';
import { UNTRUSTED_FIELDS } from '../../src/local-checks/untrusted-fields.ts';

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
    ],
    clean: [
      'github.event.issue.number',
      'github.event.pull_request.head.sha',
      'github.event.pull_request.user.login',
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
    ],
    clean: [
      'github.event.*.number',
      'toJSON(github.event.issue.labels)',
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
  'untrusted fields inside an index': {
    reached: [
      ['matrix.foo[github.event.issue.title]', ['github.event.issue.title']],
      ['fromJSON(steps.a.outputs.map)[github.head_ref]', ['github.head_ref']],
      ["env[format('X_{0}', github.event.comment.body)]", ['github.event.comment.body']],
    ],
    clean: [
      'matrix.foo[github.event.issue.number]',
      "matrix.foo['github.event.issue.title']",
      'steps[matrix.id].outputs.x',
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
    ],
    clean: [
      "github.event.issue.title == 'bug'",
      "github.head_ref != ''",
      'github.event.issue.title < github.event.issue.body',
      "github.event.issue.title >= 'a'",
      '!github.event.issue.title',
      "github.event.issue.title && 'has a title'",
      "github.event.issue.title && 'yes' || 'no'",
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
          expect(untrustedFields(expression)).toEqual(fields);
        });
      it.each(clean)('%s reaches nothing', (expression) => {
        expect(untrustedFields(expression)).toEqual([]);
      });
    });
  }

  it('knows every listed field, reached directly and through an element index', () => {
    for (const field of UNTRUSTED_FIELDS) {
      expect(untrustedFields(field.replaceAll('.*', '[0]'))).toEqual([field]);
      expect(untrustedFields(`${field.replaceAll('.*', '[0]')}.x`)).toEqual([]);
    }
  });
});
