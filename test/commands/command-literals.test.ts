// Issue 21's rule for a command module: a command's id, quoted, appears in at most two files of src/ outside
// its own folder (the registry and the list of ids), so a change to a command stays in its folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPECS } from '../../src/commands/registry.ts';
import { COMMANDS } from '../../src/settings/choices.ts';

const SRC = 'src';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js|mjs|json)$/.test(entry.name) ? [path] : [];
  });
}

/** Files outside the command's folder that hold its id as a quoted literal ('scan' or "scan"). */
function filesNaming(command: string, files: readonly { path: string; text: string }[]): string[] {
  const quoted = new RegExp(`['"]${command.replace(/-/g, '\\-')}['"]`);
  const own = `commands/${command}/`;
  return files.filter((f) => !f.path.includes(own) && quoted.test(f.text)).map((f) => f.path);
}

describe("a command's id outside its folder", () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path).replaceAll('\\', '/'),
    text: readFileSync(path, 'utf8'),
  }));

  it('appears in at most two files of src/', () => {
    for (const command of COMMANDS) {
      const naming = filesNaming(command, files);
      expect(naming.length, `${command}: ${naming.join(', ')}`).toBeLessThanOrEqual(2);
    }
  });

  it('is counted the way the rule says: quoted, outside the folder, one file once', () => {
    const sample = [
      { path: 'settings/choices.ts', text: "['scan', 'monitor']" },
      { path: 'render/markdown.ts', text: '{ "quick-check": 1, "quick-check": 2 }' },
      { path: 'commands/quick-check/spec.ts', text: "'quick-check'" },
      { path: 'render/summary.ts', text: '// a quick-check, unquoted' },
    ];
    expect(filesNaming('quick-check', sample)).toEqual(['render/markdown.ts']);
    expect(filesNaming('scan', sample)).toEqual(['settings/choices.ts']);
  });

  it('the registry holds a spec for every command id, and nothing else', () => {
    expect(Object.keys(SPECS)).toEqual([...COMMANDS]);
  });
});
