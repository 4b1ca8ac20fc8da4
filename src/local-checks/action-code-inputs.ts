// Inputs of actions that run their text as code: a JavaScript, PowerShell or Python script, a shell command
// run in a container or on a remote host, a jq or yq program. An expression expanded into one of them is
// injected into code just as in `run:`. Action names are matched without regard to case, as GitHub does.
const CODE_INPUTS: ReadonlyMap<string, string> = new Map([
  ['actions/github-script', 'script'],
  ['amadevus/pwsh-script', 'script'],
  ['jannekem/run-python-script-action', 'script'],
  ['cardinalby/js-eval-action', 'expression'],
  ['azure/cli', 'inlineScript'],
  ['azure/powershell', 'inlineScript'],
  ['appleboy/ssh-action', 'script'],
  ['addnab/docker-run-action', 'run'],
  ['mikefarah/yq', 'cmd'],
  ['sergeysova/jq-action', 'cmd'],
]);

/** The input of `uses:` (`owner/repo[/path]@ref`) that runs as code, or null for any other action. */
export function codeInput(uses: string): string | null {
  const name = uses.slice(0, uses.indexOf('@') === -1 ? uses.length : uses.indexOf('@')).toLowerCase();
  return CODE_INPUTS.get(name) ?? null;
}
