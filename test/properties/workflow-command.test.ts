// Untrusted text in the log, by the runner's own reading (runner-model.ts): no string can start a command,
// end a property or hide a marker behind white space JavaScript does not know.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logText } from '../../src/neutralise/workflow-command.ts';
import { actionsToolkit } from '../../src/runtime/toolkit.ts';
import { runnerCommands } from './runner-model.ts';
import { check, checkAsync, hostileText } from './settings.ts';

/** What the toolkit prints while `body` runs. */
async function printed(body: () => unknown): Promise<string> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  try {
    await body();
  } finally {
    spy.mockRestore();
  }
  return out;
}

afterEach(() => {
  process.exitCode = undefined;
});

describe('log text under the runner model', () => {
  it('never holds a command, whatever name the runner would know', () => {
    check(fc.property(hostileText, (text) => runnerCommands(logText(text), null).length === 0));
  });

  it('the marker parted is the only change to a line that was not a command', () => {
    check(
      fc.property(
        fc.string({ maxLength: 60 }).filter((s) => !/[\r\n:#\p{Cc}\p{Cf}\p{Cs}]/u.test(s)),
        (text) => {
          expect(logText(text)).toBe(text);
        },
      ),
    );
  });
});

describe('the toolkit under the runner model', () => {
  it('prints untrusted info as text only', async () => {
    await checkAsync(
      fc.asyncProperty(hostileText, async (text) => {
        const out = await printed(() => actionsToolkit.info(text));
        expect(runnerCommands(out)).toEqual([]);
      }),
    );
  });

  it('turns a warning into exactly one warning command, and nothing after it', async () => {
    await checkAsync(
      fc.asyncProperty(hostileText, hostileText, async (message, later) => {
        const out = await printed(() => {
          actionsToolkit.warning(message);
          actionsToolkit.setFailed(later);
        });
        expect(runnerCommands(out).map((c) => c.name)).toEqual(['warning', 'error']);
      }),
    );
  });

  it('keeps an annotation one command whose file property is exactly the file, whatever the title says', async () => {
    await checkAsync(
      fc.asyncProperty(
        fc.constantFrom<'error' | 'warning' | 'notice'>('error', 'warning', 'notice'),
        hostileText,
        hostileText,
        hostileText,
        async (level, title, message, file) => {
          const out = await printed(() => actionsToolkit.annotate({ level, title, message, file, line: 3 }));
          const commands = runnerCommands(out);
          expect(commands.map((c) => c.name)).toEqual([level]);
          const properties = commands[0]?.properties ?? {};
          if (file !== '') expect(properties.file).toBe(file);
          expect(
            Object.keys(properties).every((k) =>
              ['title', 'file', 'line', 'col', 'endLine', 'endColumn'].includes(k),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('ends a group it opened under any title', async () => {
    await checkAsync(
      fc.asyncProperty(hostileText, hostileText, async (title, inside) => {
        const out = await printed(() => actionsToolkit.group(title, async () => actionsToolkit.info(inside)));
        expect(runnerCommands(out).map((c) => c.name)).toEqual(['group', 'endgroup']);
      }),
    );
  });
});
